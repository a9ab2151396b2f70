/**
 * POST /forms/nieuwsbrief: the newsletter sign-up, through the form pipeline
 * (worker/forms): checked with the shared schema, forwarded as multipart to
 * the backend (spec section 7) over the request's upstream, then
 * post/redirect/get back to the page the visitor came from. The island posts
 * here too, asking for JSON. The e-mail address is never logged.
 */
import { Hono } from 'hono';
import { NEWSLETTER_SEND_PATH, type NewsletterSendFields } from '../../shared/contract/newsletter';
import {
  NEWSLETTER_FIELDS as F,
  NewsletterSchema,
  safeReturnPath,
  thanksLocation,
  type NewsletterErrorKey,
  type NewsletterInput,
} from '../../shared/forms/newsletter';
import { nl } from '../../shared/texts/nl';
import { NewsletterSignup } from '../../shared/ui/NewsletterSignup';
import { newsletterTexts } from '../../shared/ui/newsletter-texts';
import type { AppEnv } from '../env';
import { formHandler, formText, postToUpstream, valueOf, type FormDefinition, type FormPage, type FormState } from '../forms';
import { siteTitle } from './layout';

const isoOr = (value: string, fallback: string): string => (Number.isFinite(Date.parse(value)) ? new Date(value).toISOString() : fallback);

/** The stand-alone sign-up page the worker answers with when the form comes back: errors, or the general error. */
function newsletterPage(state: FormState): FormPage {
  const t = nl.newsletter;
  const returnTo = safeReturnPath(valueOf(state.values, F.returnTo));
  const regionName = valueOf(state.values, F.regionName);
  return {
    head: { title: t.errorPrefix + siteTitle(t.pageTitle), description: null, canonical: null, robots: 'noindex, nofollow' },
    body: (
      <div className="an-container an-container--text an-newsletter-page">
        <h1>{t.pageTitle}</h1>
        <NewsletterSignup
          showHeading={false}
          autoFocusError
          email={valueOf(state.values, F.email)}
          error={(state.errors.email as NewsletterErrorKey | undefined) ?? null}
          general={state.general}
          returnTo={returnTo}
          formRendered={isoOr(valueOf(state.values, F.formRendered), new Date().toISOString())}
          regionName={regionName}
          regioRecipientEmail={valueOf(state.values, F.regioRecipientEmail)}
          texts={newsletterTexts(regionName)}
        />
        <p>
          <a href={returnTo}>{t.back}</a>
        </p>
      </div>
    ),
  };
}

const forward = postToUpstream<NewsletterInput>(NEWSLETTER_SEND_PATH, ({ value, receivedAt }) => {
  const fields: NewsletterSendFields = {
    RenderedTimeStamp: isoOr(value.formRendered, receivedAt),
    SentTimeStamp: receivedAt,
    Region: value.regionName,
    RegioRecipientEmail: value.regioRecipientEmail,
    RecipientEmail: value.email,
  };
  return { ...fields };
});

export const newsletterSignup: FormDefinition<typeof NewsletterSchema> = {
  name: 'newsletter',
  // One address and a few hidden fields.
  maxBytes: 8 * 1024,
  schema: NewsletterSchema,
  fields: [F.email],
  input: (form) => ({
    email: formText(form, F.email),
    honeypot: formText(form, F.honeypot),
    formRendered: formText(form, F.formRendered),
    regionName: formText(form, F.regionName),
    regioRecipientEmail: formText(form, F.regioRecipientEmail),
    returnTo: formText(form, F.returnTo),
  }),
  // A filled-in honeypot is a bot: thanked like a person, nothing forwarded.
  deliver: (submission, ctx) => (submission.value.honeypot !== '' ? Promise.resolve({ ok: true }) : forward(submission, ctx)),
  success: (value) => ({ redirect: thanksLocation(value.returnTo) }),
  view: newsletterPage,
};

export const newsletterForm = new Hono<AppEnv>();

newsletterForm.post('/forms/nieuwsbrief', formHandler(newsletterSignup));
