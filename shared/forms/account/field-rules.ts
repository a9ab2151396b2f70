/**
 * The rules of the community's forms as plain functions (spec sections 5 and
 * 9), each giving an error key or null. The valibot schemas of this folder
 * (the worker's authority) are built from them, and the browser runs the same
 * functions (./checks.ts) without valibot, so the island stays small.
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 12;
/** PBKDF2 takes any length, but a megabyte password is an attack, not a password. */
export const PASSWORD_MAX = 200;
/** The longest address SMTP allows (RFC 5321). */
export const EMAIL_MAX = 254;
export const MIN_AGE = 16;
export const OLDEST_BIRTH_YEAR = 1900;
export const BIOGRAPHY_MAX = 1000;
/** Spec section 9: photo at most 144 kb. */
export const PHOTO_MAX_BYTES = 144 * 1024;

export type Rule = (value: string) => string | null;

/** One @, no spaces, a dot in the domain: what a mail provider accepts, without pretending to do more. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const emailRule: Rule = (raw) => {
  const value = raw.trim();
  if (!value) return 'EmailRequired';
  if (value.length > EMAIL_MAX) return 'EmailTooLong';
  return EMAIL.test(value) ? null : 'EmailInvalid';
};

/** Letters (any alphabet, so 'Sölve' is fine) and digits only. */
export const usernameRule: Rule = (raw) => {
  const value = raw.trim();
  if (!value) return 'UsernameRequired';
  if ([...value].length < USERNAME_MIN) return 'UsernameTooShort';
  if ([...value].length > USERNAME_MAX) return 'UsernameTooLong';
  return /^[\p{L}\p{N}]+$/u.test(value) ? null : 'UsernameInvalid';
};

/** At least 12 characters with a lowercase letter, a capital and a digit. */
export const passwordRule: Rule = (value) => {
  if (!value) return 'PasswordRequired';
  if (value.length > PASSWORD_MAX) return 'PasswordTooLong';
  const strong = value.length >= PASSWORD_MIN && /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value) && /\p{N}/u.test(value);
  return strong ? null : 'PasswordInvalid';
};

/** Not the e-mail address, its part before the @, or the username, in any case. */
export function passwordTooPersonal(password: string, email: string, username: string): boolean {
  const p = password.trim().toLowerCase();
  const e = email.trim().toLowerCase();
  const forbidden = [e, e.split('@')[0] ?? '', username.trim().toLowerCase()].filter((s) => s.length >= 3);
  return forbidden.some((word) => p === word || (word.length >= 6 && p.includes(word)));
}

/** The full password rule of a new password: its shape, not personal, typed twice the same. */
export function newPasswordErrors(password: string, repeat: string, email: string, username: string): { password?: string; passwordRepeat?: string } {
  const shape = passwordRule(password) ?? (passwordTooPersonal(password, email, username) ? 'PasswordInvalid' : null);
  const again = !repeat ? 'RepeatRequired' : !shape && repeat !== password ? 'PasswordMismatch' : null;
  return { ...(shape ? { password: shape } : {}), ...(again ? { passwordRepeat: again } : {}) };
}

/** A ticked checkbox posts 'on' (or its value); anything else is not ticked. */
export const ticked = (value: unknown): boolean => value === 'on' || value === 'true' || value === '1' || value === 'ja';

export function birthYearRule(raw: string, now: Date): string | null {
  const value = raw.trim();
  if (!value) return null;
  const year = Number(value);
  return /^\d{4}$/.test(value) && year >= OLDEST_BIRTH_YEAR && year <= now.getUTCFullYear() - MIN_AGE ? null : 'BirthYearInvalid';
}

export const biographyRule: Rule = (value) => (value.trim().length > BIOGRAPHY_MAX ? 'BiographyTooLong' : null);
