/**
 * Every account form's errors from the rules of ./field-rules.ts, without
 * valibot: what the browser runs (client/islands/account-form-check.ts) and
 * what the worker's schemas run too (they are built from the same rules).
 * The worker stays the authority: it alone knows whether an address or a name
 * is taken, or a password is right, and its schemas also check that every
 * choice is one of the options (radios and lists in a browser cannot be
 * anything else, so the browser leaves that out and carries no option lists).
 */
import { biographyRule, birthYearRule, emailRule, newPasswordErrors, PASSWORD_MAX, PHOTO_MAX_BYTES, ticked, usernameRule } from './field-rules';

export type RawForm = Record<string, string | string[] | undefined>;
export type Errors = Partial<Record<string, string>>;
export type AccountFormKind = 'register' | 'login' | 'email' | 'new-password' | 'change-password' | 'delete' | 'settings' | 'profile';

export const text = (raw: RawForm, name: string): string => {
  const value = raw[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};
export const list = (raw: RawForm, name: string): string[] => {
  const value = raw[name];
  return Array.isArray(value) ? value : value ? [value] : [];
};

/** Only the keys that have an error. */
function only(entries: Record<string, string | null>): Errors {
  const errors: Errors = {};
  for (const [key, value] of Object.entries(entries)) if (value) errors[key] = value;
  return errors;
}

export function registrationErrors(raw: RawForm): Errors {
  const email = text(raw, 'email');
  const username = text(raw, 'username');
  const errors = only({
    email: emailRule(email),
    username: usernameRule(username),
    terms: ticked(text(raw, 'terms')) ? null : 'TermsRequired',
    age: ticked(text(raw, 'age')) ? null : 'AgeRequired',
  });
  return { ...errors, ...newPasswordErrors(text(raw, 'password'), text(raw, 'passwordRepeat'), email, username) };
}

/** The login form checks presence only: any other message would tell what an account looks like. */
export function loginErrors(raw: RawForm): Errors {
  const email = text(raw, 'email').trim();
  const password = text(raw, 'password');
  return only({
    email: email && email.length <= 320 ? null : 'EmailRequired',
    password: password && password.length <= PASSWORD_MAX ? null : 'PasswordRequired',
  });
}

export const emailOnlyErrors = (raw: RawForm): Errors => only({ email: emailRule(text(raw, 'email')) });

/** The current password: present (whether it is right is the worker's to say). */
export function currentPasswordErrors(raw: RawForm, name = 'currentPassword'): Errors {
  const value = text(raw, name);
  return value && value.length <= PASSWORD_MAX ? {} : { [name]: 'WrongPassword' };
}

export function profileErrors(raw: RawForm, now: Date, photoBytes = 0): Errors {
  return only({
    birthYear: birthYearRule(text(raw, 'birthYear'), now),
    biography: biographyRule(text(raw, 'biography').replace(/\r\n/g, '\n')),
    photo: photoBytes > PHOTO_MAX_BYTES ? 'PhotoTooBig' : null,
  });
}

export function settingsErrors(raw: RawForm): Errors {
  return only({
    visibility: text(raw, 'visibility') ? null : 'Required',
    notifications: text(raw, 'notifications') ? null : 'Required',
    affiliate: list(raw, 'affiliate').length === 0 ? 'AffiliateRequired' : null,
  });
}

/** The errors of a form as the visitor filled it in; `photoBytes` is the chosen photo's size, if any. */
export function checkAccountForm(kind: AccountFormKind, raw: RawForm, photoBytes = 0): Errors {
  switch (kind) {
    case 'register':
      return registrationErrors(raw);
    case 'login':
      return loginErrors(raw);
    case 'email':
      return emailOnlyErrors(raw);
    case 'new-password':
      return newPasswordErrors(text(raw, 'password'), text(raw, 'passwordRepeat'), '', '');
    case 'change-password':
      return { ...currentPasswordErrors(raw), ...newPasswordErrors(text(raw, 'password'), text(raw, 'passwordRepeat'), '', '') };
    case 'delete':
      return currentPasswordErrors(raw);
    case 'settings':
      return settingsErrors(raw);
    case 'profile':
      return profileErrors(raw, new Date(), photoBytes);
  }
}
