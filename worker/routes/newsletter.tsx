/**
 * POST /forms/nieuwsbrief: the newsletter sign-up, through the form pipeline
 * (worker/forms): checked with the shared schema, kept in the outbox
 * (worker/outbox) and delivered by the queue as the multipart of spec section
 * 7, then post/redirect/get back to the page the visitor came from. The island
 * posts here too, asking for JSON. The region and its recipient come from the
 * CMS, never from the post. The e-mail address is never logged.
 */
import { Hono } from 'hono';
import { NEWSLETTER_SEND_PATH, type NewsletterSendFields } from '../../shared/contract/newsletter';
import { NEWSLETTER_FIELDS as F, NewsletterSchema, thanksLocation } from '../../shared/forms/newsletter';
import { isoOr, newsletterAnswer } from '../../shared/pages/newsletter-answer';
import type { AppEnv } from '../env';
import { formHandler, formText, type FormDefinition } from '../forms';
import { regionRouting } from '../forms/region-routing';
import { toOutbox } from '../outbox';

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
    returnTo: formText(form, F.returnTo),
  }),
  // A bot that fills in the hidden field is refused (its own message), nothing kept.
  honeypot: F.honeypot,
  rateLimited: true,
  // The form sits on pages cached whole, so no key can be issued per visitor:
  // the same address for the same list from the same page view is one sign-up.
  derivedKey: (value) => [value.email.toLowerCase(), value.regionName, value.formRendered],
  deliver: async (submission, ctx) => {
    const { value, receivedAt } = submission;
    const routing = value.regionName ? await regionRouting(ctx.content, value.regionName) : { region: '', recipient: '' };
    // A region the CMS does not know is a broken hidden field: the general error, nothing kept.
    if (!routing) return { ok: false, reason: 'unknown region' };
    return toOutbox<typeof value>('newsletter', NEWSLETTER_SEND_PATH, () => {
      const fields: NewsletterSendFields = {
        RenderedTimeStamp: isoOr(value.formRendered, receivedAt),
        SentTimeStamp: receivedAt,
        Region: routing.region,
        RegioRecipientEmail: routing.recipient,
        RecipientEmail: value.email,
      };
      return { region: routing.region, fields: { ...fields } };
    })(submission, ctx);
  },
  success: (value) => ({ redirect: thanksLocation(value.returnTo) }),
  view: (state) => newsletterAnswer(state, new Date()),
};

export const newsletterForm = new Hono<AppEnv>();

newsletterForm.post('/forms/nieuwsbrief', formHandler(newsletterSignup));
