/**
 * Which check each account form runs in the browser (the same schemas the
 * worker runs; the worker stays the authority: it alone knows whether an
 * address or a name is taken, or a password is right).
 */
import { validateCurrentPassword, validateEmailOnly, validateLogin, validateNewPassword } from './login';
import { PHOTO_MAX_BYTES, validateProfile, validateSettings } from './profile';
import { validateRegistration, type RawForm } from './registration';

export type AccountFormKind = 'register' | 'login' | 'email' | 'new-password' | 'change-password' | 'delete' | 'settings' | 'profile';

type Errors = Partial<Record<string, string>>;
const errorsOf = (result: { ok: true } | { ok: false; errors: Errors }): Errors => (result.ok ? {} : result.errors);

/** The errors of a form as the visitor filled it in; `photoBytes` is the chosen photo's size, if any. */
export function checkAccountForm(kind: AccountFormKind, raw: RawForm, photoBytes = 0): Errors {
  switch (kind) {
    case 'register':
      return errorsOf(validateRegistration(raw));
    case 'login':
      return errorsOf(validateLogin(raw));
    case 'email':
      return errorsOf(validateEmailOnly(raw));
    case 'new-password':
      return errorsOf(validateNewPassword(raw, { email: '', username: '' }));
    case 'change-password':
      return { ...errorsOf(validateCurrentPassword(raw)), ...errorsOf(validateNewPassword(raw, { email: '', username: '' })) };
    case 'delete':
      return errorsOf(validateCurrentPassword(raw));
    case 'settings':
      return errorsOf(validateSettings(raw));
    case 'profile':
      return { ...errorsOf(validateProfile(raw, new Date())), ...(photoBytes > PHOTO_MAX_BYTES ? { photo: 'PhotoTooBig' } : {}) };
  }
}
