import { CONSENT_BANNER_ID } from '../consent';
import { href } from '../routes';
import { nl } from '../texts/nl';
import { CONSTANT_PART, ReusedPart } from './reused-part';

/**
 * The cookie banner, in every page's HTML but hidden: pages are cached whole
 * for everyone, so the server never knows whether this visitor chose already.
 * The loader (client/consent-banner.ts, no React) shows the question only while
 * no choice is stored, and after a choice shows the matching confirmation with
 * the way to change it, until the visitor hides it (GOV.UK pattern). Without
 * JavaScript no optional cookie is ever set, and /cookies works by form post.
 */
export function ConsentBanner() {
  const t = nl.consent;
  // The same markup on every page: code and texts only.
  return (
    <ReusedPart tag="section" attrs={{ className: 'an-consent', id: CONSENT_BANNER_ID, 'aria-label': t.bannerLabel, hidden: true }} source={CONSTANT_PART} variant="" render={consentInner} />
  );
}

function consentInner() {
  const t = nl.consent;
  const confirmation = (choice: 'all' | 'necessary', text: string) => (
    <div data-consent-view={choice} hidden>
      <p className="an-consent__confirmation" tabIndex={-1}>
        {text} {t.changeLater} <a href={href('cookies')}>{t.settingsLinkText}</a>.
      </p>
      <div className="an-consent__actions">
        <button type="button" className="an-button an-button--secondary" data-consent="hide">
          {t.hide}
        </button>
      </div>
    </div>
  );
  return (
    <div className="an-container an-consent__inner">
      <div data-consent-view="ask">
        <h2 className="an-consent__title">{t.title}</h2>
        <p>{t.text}</p>
        <div className="an-consent__actions">
          <button type="button" className="an-button" data-consent="all">
            {t.acceptAll}
          </button>
          <button type="button" className="an-button" data-consent="necessary">
            {t.onlyNecessary}
          </button>
          <a className="an-consent__link" href={href('cookies')}>
            {t.settingsLink}
          </a>
        </div>
      </div>
      {confirmation('all', t.acceptedAll)}
      {confirmation('necessary', t.acceptedNecessary)}
    </div>
  );
}
