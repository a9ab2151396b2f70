import { useEffect, useState } from 'react';
import { closedState, firstToShow, STORAGE_DATE_KEY, STORAGE_ID_KEY, type SlideInView } from '../slide-in';
import { SiteLink } from '../ui/SiteLink';

export interface SlideInProps {
  /** The slide-ins that apply to this path, in weight order (chosen on the server). */
  candidates: SlideInView[];
  path: string;
  /** Texts from the server (nl.slideIn). */
  texts: { label: string; close: string };
}

function readClosed() {
  try {
    return { slideInId: localStorage.getItem(STORAGE_ID_KEY), lastDateObjectClosed: localStorage.getItem(STORAGE_DATE_KEY) };
  } catch {
    return { slideInId: null, lastDateObjectClosed: null };
  }
}

/**
 * The slide-in banner. Whether a visitor closed it lives in their browser, so
 * the server renders nothing (the page stays the same for everyone, and
 * cacheable); the island decides after loading.
 */
export default function SlideInBanner({ candidates, path, texts }: SlideInProps) {
  const [shown, setShown] = useState<SlideInView | null>(null);

  useEffect(() => {
    const pick = firstToShow(candidates, readClosed(), new Date());
    if (!pick) return;
    const timer = setTimeout(() => setShown(pick), pick.seconds * 1000);
    return () => clearTimeout(timer);
  }, [candidates]);

  useEffect(() => {
    document.documentElement.classList.toggle('an-has-slidein', shown !== null);
  }, [shown]);

  if (!shown) return null;

  const close = () => {
    const state = closedState(shown.id, new Date());
    try {
      localStorage.setItem(STORAGE_ID_KEY, state.slideInId);
      localStorage.setItem(STORAGE_DATE_KEY, state.lastDateObjectClosed);
    } catch {
      // Storage may be blocked; the banner still closes for this page view.
    }
    setShown(null);
    document.getElementById('hoofdinhoud')?.focus({ preventScroll: true });
  };

  return (
    <aside className="an-slidein" aria-label={texts.label}>
      {shown.image ? <img className="an-slidein__image" src={shown.image.url} alt={shown.image.alt} width={96} height={96} /> : null}
      <div className="an-slidein__body">
        <h2 className="an-slidein__title">
          <span className={shown.compactTitle ? 'an-slidein__full' : undefined}>{shown.title}</span>
          {shown.compactTitle ? <span className="an-slidein__compact">{shown.compactTitle}</span> : null}
        </h2>
        <p className="an-slidein__text">
          <span className={shown.compactText ? 'an-slidein__full' : undefined}>{shown.text}</span>
          {shown.compactText ? <span className="an-slidein__compact">{shown.compactText}</span> : null}
        </p>
        {shown.button ? (
          <SiteLink href={shown.button.url} currentPath={path} className="an-button an-slidein__button">
            {shown.button.title}
          </SiteLink>
        ) : null}
      </div>
      <button type="button" className="an-slidein__close" onClick={close} aria-label={shown.closeLabel}>
        {texts.close}
      </button>
    </aside>
  );
}
