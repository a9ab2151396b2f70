/**
 * POST /forms/nieuwsbrief: the newsletter sign-up, through the form pipeline
 * (worker/forms): checked with the shared schema, forwarded as multipart to
 * the backend (spec section 7) over the request's upstream, then
 * post/redirect/get back to the page the visitor came from. The island posts
 * here too, asking for JSON. The e-mail address is never logged.
 */
import { Hono } from 'hono';
import { NEWSLETTER_SEND_PATH, type NewsletterSendFields } from '../../shared/contract/newsletter';
import { NEWSLETTER_FIELDS as F, NewsletterSchema, thanksLocation, type NewsletterInput } from '../../shared/forms/newsletter';
import { isoOr, newsletterAnswer } from '../../shared/pages/newsletter-answer';
import type { AppEnv } from '../env';
import { formHandler, formText, postToUpstream, type FormDefinition } from '../forms';

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
  view: (state) => newsletterAnswer(state, new Date()),
};

export const newsletterForm = new Hono<AppEnv>();

newsletterForm.post('/forms/nieuwsbrief', formHandler(newsletterSignup));
