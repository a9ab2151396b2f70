/**
 * POST /forms/nieuwsbrief: the newsletter sign-up. Checked with the shared
 * schema, forwarded as multipart to the backend (spec section 7), then
 * post/redirect/get back to the page the visitor came from. The island posts
 * here too, asking for JSON. The e-mail address is never logged.
 */
import { Hono, type Context } from 'hono';
import { NEWSLETTER_SEND_PATH, type NewsletterSendFields } from '../../shared/contract/newsletter';
import {
  NEWSLETTER_FIELDS as F,
  safeReturnPath,
  thanksLocation,
  validateNewsletter,
  type NewsletterErrorKey,
} from '../../shared/forms/newsletter';
import { nl } from '../../shared/texts/nl';
import { NewsletterSignup } from '../../shared/ui/NewsletterSignup';
import { newsletterTexts } from '../../shared/ui/newsletter-texts';
import type { AppEnv } from '../env';
import { renderPage } from '../render/render';
import { siteTitle } from '../../shared/pages/screen';
import { layoutFor } from '../render/screen';
import { formText, readForm } from './form-body';

const MAX_BODY_BYTES = 8 * 1024;
const NO_STORE = { 'cache-control': 'no-store' };

const isoOr = (value: string, fallback: string): string => (Number.isFinite(Date.parse(value)) ? new Date(value).toISOString() : fallback);

async function forward(c: Context<AppEnv>, fields: NewsletterSendFields): Promise<boolean> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  try {
    const response = await c.get('upstream')(NEWSLETTER_SEND_PATH, { method: 'POST', body });
    await response.body?.cancel();
    if (!response.ok) console.error(`newsletter sign-up refused upstream (${response.status})`);
    return response.ok;
  } catch (error) {
    console.error('newsletter sign-up failed upstream', error instanceof Error ? error.message : 'unknown error');
    return false;
  }
}

interface PageInput {
  status: number;
  email: string;
  error: NewsletterErrorKey | null;
  general: boolean;
  returnTo: string;
  form: FormData | null;
}

async function errorPage(c: Context<AppEnv>, p: PageInput): Promise<Response> {
  const t = nl.newsletter;
  return renderPage(
    {
      status: p.status,
      headers: NO_STORE,
      head: { title: t.errorPrefix + siteTitle(t.pageTitle), description: null, canonical: null, robots: 'noindex, nofollow' },
      layout: await layoutFor(c),
      body: (
        <div className="an-container an-container--text an-newsletter-page">
          <h1>{t.pageTitle}</h1>
          <NewsletterSignup
            showHeading={false}
            autoFocusError
            email={p.email}
            error={p.error}
            general={p.general}
            returnTo={p.returnTo}
            formRendered={isoOr(formText(p.form, F.formRendered), new Date().toISOString())}
            regionName={formText(p.form, F.regionName)}
            regioRecipientEmail={formText(p.form, F.regioRecipientEmail)}
            texts={newsletterTexts(formText(p.form, F.regionName))}
          />
          <p>
            <a href={p.returnTo}>{t.back}</a>
          </p>
        </div>
      ),
    },
    c.get('nonce'),
  );
}

export const newsletterForm = new Hono<AppEnv>();

newsletterForm.post('/forms/nieuwsbrief', async (c) => {
  const json = (c.req.header('accept') ?? '').includes('application/json');
  const form = await readForm(c.req.raw, MAX_BODY_BYTES);
  const returnTo = safeReturnPath(form?.get(F.returnTo) ?? null);
  const email = formText(form, F.email);
  const page = { email, returnTo, form };

  // A form on another site must not sign people up here.
  const origin = c.req.header('origin');
  if (origin && origin !== new URL(c.req.url).origin) {
    return json ? c.json({ status: 'failed' }, 403, NO_STORE) : errorPage(c, { ...page, status: 403, error: null, general: true });
  }

  const result = validateNewsletter({
    email,
    honeypot: formText(form, F.honeypot),
    formRendered: formText(form, F.formRendered),
    regionName: formText(form, F.regionName),
    regioRecipientEmail: formText(form, F.regioRecipientEmail),
  });
  if (!result.ok) {
    if (json) return c.json({ status: 'invalid', errors: result.errors }, 400, NO_STORE);
    return errorPage(c, { ...page, status: 400, error: result.errors.email ?? null, general: Boolean(result.errors.form) });
  }

  const now = new Date().toISOString();
  // A filled-in honeypot is a bot: thank it like a person, forward nothing.
  const sent =
    result.value.honeypot !== '' ||
    (await forward(c, {
      RenderedTimeStamp: isoOr(result.value.formRendered, now),
      SentTimeStamp: now,
      Region: result.value.regionName,
      RegioRecipientEmail: result.value.regioRecipientEmail,
      RecipientEmail: result.value.email,
    }));
  if (!sent) {
    return json ? c.json({ status: 'failed' }, 502, NO_STORE) : errorPage(c, { ...page, status: 502, error: null, general: true });
  }
  return json ? c.json({ status: 'ok' }, 200, NO_STORE) : c.redirect(thanksLocation(returnTo), 303);
});
