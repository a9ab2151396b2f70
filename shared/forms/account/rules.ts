/**
 * The rules of the community's forms (spec sections 5 and 9): username 3 to
 * 20 letters and digits, password at least 12 characters with a lowercase
 * letter, a capital and a digit and not the address or the username, minimum
 * age 16. One module, used by the islands in the browser and by the worker.
 * Messages are error keys; their Dutch texts are in shared/texts/nl/account.ts.
 */
import * as v from 'valibot';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 12;
/** PBKDF2 takes any length, but a megabyte password is an attack, not a password. */
export const PASSWORD_MAX = 200;
export const EMAIL_MAX = 254;
export const MIN_AGE = 16;

export const EmailField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('EmailRequired'),
  v.maxLength(EMAIL_MAX, 'EmailTooLong'),
  v.email('EmailInvalid'),
);

/** Letters (any alphabet, so 'Sölve' is fine) and digits only. */
export const UsernameField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('UsernameRequired'),
  v.minLength(USERNAME_MIN, 'UsernameTooShort'),
  v.maxLength(USERNAME_MAX, 'UsernameTooLong'),
  v.regex(/^[\p{L}\p{N}]+$/u, 'UsernameInvalid'),
);

/** The password on its own: length and kinds of characters. */
export const PasswordShape = v.pipe(
  v.string(),
  v.nonEmpty('PasswordRequired'),
  v.maxLength(PASSWORD_MAX, 'PasswordTooLong'),
  v.minLength(PASSWORD_MIN, 'PasswordInvalid'),
  v.regex(/\p{Ll}/u, 'PasswordInvalid'),
  v.regex(/\p{Lu}/u, 'PasswordInvalid'),
  v.regex(/\p{N}/u, 'PasswordInvalid'),
);

/** Not the e-mail address, its part before the @, or the username, in any case. */
export function passwordTooPersonal(password: string, email: string, username: string): boolean {
  const p = password.trim().toLowerCase();
  const e = email.trim().toLowerCase();
  const forbidden = [e, e.split('@')[0] ?? '', username.trim().toLowerCase()].filter((s) => s.length >= 3);
  return forbidden.some((word) => p === word || (word.length >= 6 && p.includes(word)));
}

/** A ticked checkbox posts 'on' (or its value); anything else is not ticked. */
export const ticked = (value: unknown): boolean => value === 'on' || value === 'true' || value === '1' || value === 'ja';

/** Maps valibot issues to field → first error key. */
export function issuesToErrors<K extends string>(issues: readonly v.BaseIssue<unknown>[]): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') as K | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
