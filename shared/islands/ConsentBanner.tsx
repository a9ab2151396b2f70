import { useEffect, useRef, useState } from 'react';
import { ALL_ACCEPTED, ONLY_NECESSARY, currentConsent, onConsentChange, saveConsent, type Consent } from '../consent';
import type { Texts } from '../texts/nl';

/** Texts come from the server, so the banner's chunk does not carry every Dutch text of the site. */
export interface ConsentBannerProps {
  texts: Texts['consent'];
}

type View = 'hidden' | 'ask' | 'accepted-all' | 'accepted-necessary';

/**
 * The cookie banner. The server renders nothing (pages are cached for
 * everyone); the loader wakes this island only when no choice is stored yet
 * (wake 'consent'). After a choice it confirms it, with the way to change it,
 * until the visitor hides the message (GOV.UK pattern).
 */
export default function ConsentBanner({ texts }: ConsentBannerProps) {
  const [view, setView] = useState<View>('hidden');
  const confirmRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!currentConsent() && location.pathname !== '/cookies') setView('ask');
    // A choice made elsewhere (a video placeholder, the settings page) closes the question.
    return onConsentChange(() => setView((v) => (v === 'ask' ? 'hidden' : v)));
  }, []);

  useEffect(() => {
    if (view === 'accepted-all' || view === 'accepted-necessary') confirmRef.current?.focus();
  }, [view]);

  const choose = (consent: Consent, next: View) => {
    setView(next);
    saveConsent(consent);
  };

  if (view === 'hidden') return null;
  const t = texts;
  return (
    <section className="an-consent" aria-label={t.bannerLabel}>
      <div className="an-container an-consent__inner">
        {view === 'ask' ? (
          <>
            <h2 className="an-consent__title">{t.title}</h2>
            <p>{t.text}</p>
            <div className="an-consent__actions">
              <button type="button" className="an-button" onClick={() => choose(ALL_ACCEPTED, 'accepted-all')}>
                {t.acceptAll}
              </button>
              <button type="button" className="an-button" onClick={() => choose(ONLY_NECESSARY, 'accepted-necessary')}>
                {t.onlyNecessary}
              </button>
              <a className="an-consent__link" href="/cookies">
                {t.settingsLink}
              </a>
            </div>
          </>
        ) : (
          <>
            <p className="an-consent__confirmation" tabIndex={-1} ref={confirmRef}>
              {view === 'accepted-all' ? t.acceptedAll : t.acceptedNecessary} {t.changeLater}{' '}
              <a href="/cookies">{t.settingsLinkText}</a>.
            </p>
            <div className="an-consent__actions">
              <button type="button" className="an-button an-button--secondary" onClick={() => setView('hidden')}>
                {t.hide}
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
