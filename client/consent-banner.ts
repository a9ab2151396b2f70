/**
 * The cookie banner's behaviour, part of the loader: a few hundred bytes of
 * plain DOM code instead of React, so a first visit (no choice stored yet)
 * loads no more script than any other. The markup is shared/ui/ConsentBanner.tsx.
 */
import { ALL_ACCEPTED, CONSENT_ASK_CLASS, CONSENT_BANNER_ID, CONSENT_EVENT, ONLY_NECESSARY, saveConsent } from '../shared/consent';

/**
 * Shows the question; call only when no choice is stored. Not on the cookie
 * page, which asks the same itself: the banner's own link to it gives its
 * address, so the loader carries no route table (it has a 2 KB budget).
 */
export function askConsent(): void {
  const banner = document.getElementById(CONSENT_BANNER_ID);
  if (!banner || location.pathname === banner.querySelector<HTMLAnchorElement>('a.an-consent__link')?.pathname) return;
  let view = 'ask';
  const show = (next: string) => {
    view = next;
    // From here the banner's own `hidden` decides (the head script only showed it before the first paint).
    document.documentElement.classList.remove(CONSENT_ASK_CLASS);
    banner.hidden = next === 'hidden';
    banner.querySelectorAll<HTMLElement>('[data-consent-view]').forEach((el) => (el.hidden = el.dataset.consentView !== next));
  };
  show('ask');
  banner.addEventListener('click', (event) => {
    const choice = (event.target as Element).closest<HTMLElement>('[data-consent]')?.dataset.consent;
    if (!choice) return;
    if (choice === 'hide') return show('hidden');
    show(choice);
    banner.querySelector<HTMLElement>(`[data-consent-view="${choice}"] [tabindex]`)?.focus();
    saveConsent(choice === 'all' ? ALL_ACCEPTED : ONLY_NECESSARY);
  });
  // A choice made elsewhere on the page (a video placeholder) answers the question too.
  window.addEventListener(CONSENT_EVENT, () => view === 'ask' && show('hidden'));
}
