/**
 * Login, the e-mail-only forms (password forgotten, verification mail again),
 * a new password (reset link, settings) and the current password (deletion,
 * password change): the rules of ./checks.ts, the same the browser runs.
 */
import { currentPasswordErrors, emailOnlyErrors, loginErrors, text, type Errors, type RawForm } from './checks';
import { newPasswordErrors } from './field-rules';

type Result<T> = { ok: true; value: T } | { ok: false; errors: Errors };

const result = <T,>(errors: Errors, value: () => T): Result<T> => (Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: value() });

export function validateLogin(raw: RawForm): Result<{ email: string; password: string }> {
  return result(loginErrors(raw), () => ({ email: text(raw, 'email').trim(), password: text(raw, 'password') }));
}

export function validateEmailOnly(raw: RawForm): Result<{ email: string }> {
  return result(emailOnlyErrors(raw), () => ({ email: text(raw, 'email').trim() }));
}

/** A new password under the registration rule, typed twice, not the member's address or name. */
export function validateNewPassword(raw: RawForm, account: { email: string; username: string }): Result<{ password: string }> {
  const password = text(raw, 'password');
  return result(newPasswordErrors(password, text(raw, 'passwordRepeat'), account.email, account.username), () => ({ password }));
}

export function validateCurrentPassword(raw: RawForm, name = 'currentPassword'): Result<{ password: string }> {
  return result(currentPasswordErrors(raw, name), () => ({ password: text(raw, name) }));
}
