import type { Context } from 'hono';
import { consentCookie, type Consent } from '../../shared/consent';
import { href } from '../../shared/routes';
import { nl } from '../../shared/texts/nl';
import type { AppEnv } from '../env';
import { formText, readForm } from './form-body';

/** The cookie settings form is two checkboxes and a button. */
const MAX_BODY_BYTES = 4 * 1024;

const PATH = href('cookies');

/**
 * The settings form without JavaScript: stores the choice in the consent
 * cookie (1000 days) and redirects back (post/redirect/get). Only same-origin
 * posts count, so no other site can give consent on the visitor's behalf.
 */
export async function saveCookieSettings(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  if ((origin && origin !== url.origin) || (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none')) {
    return c.text(nl.error.title, 403);
  }
  const form = await readForm(c.req.raw, MAX_BODY_BYTES);
  // A body that is not this form saves nothing: back to the settings as they were.
  if (!form) return new Response(null, { status: 303, headers: { location: PATH, 'cache-control': 'no-store' } });
  const consent: Consent = { necessary: true, statistics: formText(form, 'statistics') === '1', marketing: formText(form, 'marketing') === '1' };
  return new Response(null, {
    status: 303,
    headers: {
      location: `${PATH}?opgeslagen=ja`,
      'set-cookie': consentCookie(consent, url.protocol === 'https:'),
      'cache-control': 'no-store',
    },
  });
}
