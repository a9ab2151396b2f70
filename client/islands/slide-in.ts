/**
 * The slide-in, as a plain island (no React: it would cost the page React's
 * 66 KB and a long task on a slow phone for one banner). The server rendered
 * every candidate in a <template> (shared/islands/SlideIn.tsx); this shows the
 * first one the visitor has not closed, after its delay, and remembers a close.
 */
import { closedState, firstToShow, STORAGE_DATE_KEY, STORAGE_ID_KEY } from '../../shared/slide-in';
import type { SlideInProps } from '../../shared/islands/SlideIn';

function readClosed() {
  try {
    return { slideInId: localStorage.getItem(STORAGE_ID_KEY), lastDateObjectClosed: localStorage.getItem(STORAGE_DATE_KEY) };
  } catch {
    return { slideInId: null, lastDateObjectClosed: null };
  }
}

export default function enhance(el: HTMLElement, { candidates }: SlideInProps): void {
  const pick = firstToShow(candidates, readClosed(), new Date());
  const template = Array.from(el.querySelectorAll('template')).find((t) => t.dataset.slideinId === pick?.id);
  const banner = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!pick || !banner) return;
  const html = document.documentElement;
  banner.querySelector('.an-slidein__close')?.addEventListener('click', () => {
    const state = closedState(pick.id, new Date());
    try {
      localStorage.setItem(STORAGE_ID_KEY, state.slideInId);
      localStorage.setItem(STORAGE_DATE_KEY, state.lastDateObjectClosed);
    } catch {
      // Storage may be blocked; the banner still closes for this page view.
    }
    banner.remove();
    html.classList.remove('an-has-slidein');
    document.getElementById('hoofdinhoud')?.focus({ preventScroll: true });
  });
  setTimeout(() => {
    el.appendChild(banner);
    html.classList.add('an-has-slidein');
  }, pick.seconds * 1000);
}
