import { nl } from '../texts/nl';
import { CONSTANT_PART, ReusedPart } from './reused-part';

/**
 * The newsletter pre-footer: a short invitation that links to the sign-up
 * page. Presentational on purpose: the sign-up form itself (and its
 * validation) lives with the newsletter feature.
 */
export function NewsletterPreFooter() {
  // The same markup on every page: code and texts only.
  return <ReusedPart tag="section" attrs={{ className: 'an-prefooter', 'aria-labelledby': 'prefooter-titel' }} source={CONSTANT_PART} variant="" render={preFooterInner} />;
}

function preFooterInner() {
  const t = nl.pageChrome;
  return (
    <div className="an-container an-prefooter__inner">
      <div>
        <h2 className="an-prefooter__title" id="prefooter-titel">
          {t.newsletterTitle}
        </h2>
        <p className="an-prefooter__text">{t.newsletterText}</p>
      </div>
      <p className="an-prefooter__action">
        <a className="an-button an-button--inverse" href={t.newsletterUrl}>
          {t.newsletterButton}
        </a>
      </p>
    </div>
  );
}
