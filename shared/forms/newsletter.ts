/**
 * The newsletter sign-up (spec sections 3 "Forms" and 5 "Newsletter"): one
 * schema, used by the island (in the browser) and by the worker (the authority).
 * The island imports its part, the e-mail schema, from ./newsletter-email.
 */
import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, EmailSchema, NEWSLETTER_ANCHOR } from './newsletter-email';

export {
  EMAIL_MAX_LENGTH,
  EmailSchema,
  NEWSLETTER_ANCHOR,
  NEWSLETTER_FIELDS,
  emailError,
  type NewsletterErrorKey,
} from './newsletter-email';

export const NewsletterSchema = v.object({
  email: EmailSchema,
  honeypot: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
  formRendered: v.optional(v.pipe(v.string(), v.maxLength(40)), ''),
  /**
   * The region whose newsletter it is ('' for the national one). Only its name:
   * the worker looks the region and its recipient up in the CMS, so the form
   * can never route a sign-up to an address of the sender's choosing.
   */
  regionName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  /** The page to return to: a path of this site only, anything else becomes '/'. */
  returnTo: v.optional(v.pipe(v.string(), v.transform((value: string) => safeReturnPath(value))), '/'),
});
export type NewsletterInput = v.InferOutput<typeof NewsletterSchema>;

/**
 * Where to send the visitor back after signing up: a path on this site only,
 * never another host (no open redirect). Anything else becomes '/'.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return '/';
  }
  if (url.origin !== base) return '/';
  return url.pathname + url.search;
}

/** Query parameter that shows the thank-you after the no-JavaScript sign-up (post/redirect/get). */
export const NEWSLETTER_THANKS_PARAM = 'nieuwsbrief';
export const NEWSLETTER_THANKS_VALUE = 'bedankt';
export function thanksLocation(returnTo: string): string {
  const url = new URL(safeReturnPath(returnTo), 'https://site.invalid');
  url.searchParams.set(NEWSLETTER_THANKS_PARAM, NEWSLETTER_THANKS_VALUE);
  return url.pathname + url.search + '#' + NEWSLETTER_ANCHOR;
}

/** True when a page address carries the thank-you of a completed sign-up. */
export const showsNewsletterThanks = (url: URL): boolean =>
  url.searchParams.get(NEWSLETTER_THANKS_PARAM) === NEWSLETTER_THANKS_VALUE;
