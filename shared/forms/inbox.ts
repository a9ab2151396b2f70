/**
 * The inbox's one form (issue 39): a contact message, also the first
 * message of a contact request. Spec sections 5 and 9: required, at most
 * 4000 characters ('Dit bericht is te lang. Gebruik niet meer dan 4000
 * tekens'); the profanity check of spec section 5 runs on it. Line breaks
 * count as one character, as the browser counts them.
 */
import { MESSAGE_MAX } from '../model/inbox';
import { profanityError, type Checked, type FieldErrors } from './forum';

export { MESSAGE_MAX };

type Raw = Record<string, string | string[] | undefined>;

export function validateMessage(raw: Raw): Checked<{ body: string }> {
  const value = raw.body;
  const body = ((Array.isArray(value) ? value[0] : value) ?? '').replace(/\r\n?/g, '\n').trim();
  const errors: FieldErrors = {};
  if (!body) errors.body = 'MessageMissing';
  else if ([...body].length > MESSAGE_MAX) errors.body = 'MessageTooLong';
  else {
    const bad = profanityError(body);
    if (bad) errors.body = bad;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: { body } };
}
