/**
 * The part of the newsletter sign-up (./newsletter) the island needs: the
 * field names and the one e-mail schema, without the schema of the whole
 * posted form, so the island's chunk carries only what it checks.
 */
import * as v from 'valibot';

/** The longest address SMTP allows (RFC 5321 path limit); the spec leaves the bound open. */
export const EMAIL_MAX_LENGTH = 254;

export type NewsletterErrorKey = 'FieldMandatory' | 'FieldTooLong' | 'InvalidEmail';

/** Form field names, shared by the markup and the worker. */
export const NEWSLETTER_FIELDS = {
  email: 'email',
  /** Hidden from people; a bot that fills it in is thanked and ignored. */
  honeypot: 'website',
  formRendered: 'formRendered',
  regionName: 'regionName',
  returnTo: 'returnTo',
} as const;

export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('FieldMandatory'),
  v.maxLength(EMAIL_MAX_LENGTH, 'FieldTooLong'),
  v.email('InvalidEmail'),
);

/** Id of the sign-up block on a page, so the thank-you is scrolled into view. */
export const NEWSLETTER_ANCHOR = 'nieuwsbrief';

/** Only the validation of the e-mail field, for the island's per-field check. */
export function emailError(value: string): NewsletterErrorKey | null {
  const result = v.safeParse(EmailSchema, value);
  return result.success ? null : ((result.issues[0]?.message as NewsletterErrorKey | undefined) ?? 'InvalidEmail');
}
