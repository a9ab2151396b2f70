import type { ReactElement } from 'react';
import { NEWSLETTER_FIELDS as F, safeReturnPath, type NewsletterErrorKey } from '../forms/newsletter';
import { valueOf, type FormState } from '../forms/form-state';
import { nl } from '../texts/nl';
import { NewsletterSignup } from '../ui/NewsletterSignup';
import { newsletterTexts } from '../ui/newsletter-texts';
import type { Seo } from './screen';

/** An ISO time as sent, or the fallback when it is not one. */
export const isoOr = (value: string, fallback: string): string => (Number.isFinite(Date.parse(value)) ? new Date(value).toISOString() : fallback);

/**
 * The stand-alone sign-up page the worker answers a newsletter post with when
 * it comes back (errors, or the general error), the visitor's values kept.
 */
export function newsletterAnswer(state: FormState, now: Date): { seo: Seo; body: ReactElement } {
  const t = nl.newsletter;
  const returnTo = safeReturnPath(valueOf(state.values, F.returnTo));
  const regionName = valueOf(state.values, F.regionName);
  return {
    seo: { title: t.pageTitle, titlePrefix: t.errorPrefix, canonical: null, robots: 'noindex, nofollow' },
    body: (
      <div className="an-container an-container--text an-newsletter-page">
        <h1>{t.pageTitle}</h1>
        <NewsletterSignup
          showHeading={false}
          autoFocusError
          email={valueOf(state.values, F.email)}
          error={(state.errors.email as NewsletterErrorKey | undefined) ?? null}
          general={state.general}
          notice={state.notice ? nl.formNotices[state.notice] : undefined}
          returnTo={returnTo}
          formRendered={isoOr(valueOf(state.values, F.formRendered), now.toISOString())}
          regionName={regionName}
          texts={newsletterTexts(regionName)}
        />
        <p>
          <a href={returnTo}>{t.back}</a>
        </p>
      </div>
    ),
  };
}
