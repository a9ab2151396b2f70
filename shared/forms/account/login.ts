/**
 * Login, the e-mail-only forms (password forgotten, verification mail again),
 * a new password (reset link, settings) and deletion with the password.
 */
import * as v from 'valibot';
import { EmailField, issuesToErrors, passwordTooPersonal, PasswordShape, PASSWORD_MAX } from './rules';
import type { RawForm } from './registration';

type Result<T, K extends string> = { ok: true; value: T } | { ok: false; errors: Partial<Record<K, string>> };

const text = (raw: RawForm, name: string): string => {
  const value = raw[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};

/** The login form checks presence only: any other message would tell what an account looks like. */
export const LoginSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('EmailRequired'), v.maxLength(320, 'EmailRequired')),
  password: v.pipe(v.string(), v.nonEmpty('PasswordRequired'), v.maxLength(PASSWORD_MAX, 'PasswordRequired')),
});
export type LoginInput = v.InferOutput<typeof LoginSchema>;

export function validateLogin(raw: RawForm): Result<LoginInput, 'email' | 'password'> {
  const result = v.safeParse(LoginSchema, { email: text(raw, 'email'), password: text(raw, 'password') });
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: issuesToErrors(result.issues) };
}

export const EmailOnlySchema = v.object({ email: EmailField });

export function validateEmailOnly(raw: RawForm): Result<{ email: string }, 'email'> {
  const result = v.safeParse(EmailOnlySchema, { email: text(raw, 'email') });
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: issuesToErrors(result.issues) };
}

export type NewPasswordField = 'password' | 'passwordRepeat';

/** A new password under the registration rule, typed twice, not the member's address or name. */
export function validateNewPassword(raw: RawForm, account: { email: string; username: string }): Result<{ password: string }, NewPasswordField> {
  const password = text(raw, 'password');
  const repeat = text(raw, 'passwordRepeat');
  const errors: Partial<Record<NewPasswordField, string>> = {};
  const shape = v.safeParse(PasswordShape, password);
  if (!shape.success) errors.password = shape.issues[0]?.message ?? 'PasswordInvalid';
  else if (passwordTooPersonal(password, account.email, account.username)) errors.password = 'PasswordInvalid';
  if (!repeat) errors.passwordRepeat = 'RepeatRequired';
  else if (!errors.password && repeat !== password) errors.passwordRepeat = 'PasswordMismatch';
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { password } };
}

/** The current password, for deleting the account or changing the password. */
export function validateCurrentPassword(raw: RawForm, name = 'currentPassword'): Result<{ password: string }, string> {
  const password = text(raw, name);
  if (!password || password.length > PASSWORD_MAX) return { ok: false, errors: { [name]: 'WrongPassword' } };
  return { ok: true, value: { password } };
}
