/**
 * Registration (spec sections 3, 5 and 8): e-mail, password and repeat,
 * username, terms and age 16+ (required), newsletter (optional) and an
 * optional profile consent with three optional questions, each shareable.
 * Whether an address or a name is taken is for the worker to say.
 */
import * as v from 'valibot';
import { DEMENTIA_FORMS, EMPTY_PROFILE, PHASES, RELATIONSHIPS, type Profile } from '../../model/account';
import { EmailField, issuesToErrors, passwordTooPersonal, PasswordShape, ticked, UsernameField } from './rules';

export const REGISTRATION_FIELDS = {
  email: 'email',
  password: 'password',
  passwordRepeat: 'passwordRepeat',
  username: 'username',
  terms: 'terms',
  age: 'age',
  newsletter: 'newsletter',
  profileConsent: 'profileConsent',
  relationship: 'relationship',
  dementiaForms: 'dementiaForms',
  phase: 'phase',
  shareRelationship: 'shareRelationship',
  shareDementiaForms: 'shareDementiaForms',
  sharePhase: 'sharePhase',
} as const;

export type RegistrationField = 'email' | 'password' | 'passwordRepeat' | 'username' | 'terms' | 'age';
export type RegistrationErrors = Partial<Record<RegistrationField | 'form', string>>;

const optionalChoice = <T extends readonly string[]>(options: T) =>
  v.optional(v.union([v.literal(''), v.picklist(options, 'InvalidChoice')]), '');

export const RegistrationSchema = v.object({
  email: EmailField,
  password: PasswordShape,
  passwordRepeat: v.pipe(v.string(), v.nonEmpty('RepeatRequired')),
  username: UsernameField,
  terms: v.pipe(v.boolean(), v.value(true, 'TermsRequired')),
  age: v.pipe(v.boolean(), v.value(true, 'AgeRequired')),
  newsletter: v.boolean(),
  profileConsent: v.boolean(),
  relationship: optionalChoice(RELATIONSHIPS),
  dementiaForms: v.array(v.picklist(DEMENTIA_FORMS, 'InvalidChoice')),
  phase: optionalChoice(PHASES),
  shareRelationship: v.boolean(),
  shareDementiaForms: v.boolean(),
  sharePhase: v.boolean(),
});

export type RegistrationInput = v.InferOutput<typeof RegistrationSchema>;

/** What a posted form (or the island's state) looks like before checking: strings, lists and checkboxes. */
export type RawForm = Record<string, string | string[] | undefined>;

const text = (raw: RawForm, name: string): string => {
  const value = raw[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};
const list = (raw: RawForm, name: string): string[] => {
  const value = raw[name];
  return Array.isArray(value) ? value : value ? [value] : [];
};

export function registrationInput(raw: RawForm): Record<string, unknown> {
  const F = REGISTRATION_FIELDS;
  return {
    email: text(raw, F.email),
    password: text(raw, F.password),
    passwordRepeat: text(raw, F.passwordRepeat),
    username: text(raw, F.username),
    terms: ticked(text(raw, F.terms)),
    age: ticked(text(raw, F.age)),
    newsletter: ticked(text(raw, F.newsletter)),
    profileConsent: ticked(text(raw, F.profileConsent)),
    relationship: text(raw, F.relationship),
    dementiaForms: list(raw, F.dementiaForms),
    phase: text(raw, F.phase),
    shareRelationship: ticked(text(raw, F.shareRelationship)),
    shareDementiaForms: ticked(text(raw, F.shareDementiaForms)),
    sharePhase: ticked(text(raw, F.sharePhase)),
  };
}

export type RegistrationResult = { ok: true; value: RegistrationInput } | { ok: false; errors: RegistrationErrors };

export function validateRegistration(raw: RawForm): RegistrationResult {
  const result = v.safeParse(RegistrationSchema, registrationInput(raw));
  const errors: RegistrationErrors = result.success ? {} : issuesToErrors<RegistrationField | 'form'>(result.issues);
  const input = registrationInput(raw);
  const password = String(input.password);
  // The cross-field rules, once each field is fine on its own.
  if (!errors.password && passwordTooPersonal(password, String(input.email), String(input.username))) errors.password = 'PasswordInvalid';
  if (!errors.passwordRepeat && !errors.password && input.passwordRepeat !== password) errors.passwordRepeat = 'PasswordMismatch';
  // A broken choice (a hand-made post) is the form's problem, not a field the visitor can see.
  for (const key of Object.keys(errors)) {
    if (!['email', 'password', 'passwordRepeat', 'username', 'terms', 'age'].includes(key)) {
      delete errors[key as keyof RegistrationErrors];
      errors.form = 'InvalidChoice';
    }
  }
  if (Object.keys(errors).length > 0 || !result.success) return { ok: false, errors: Object.keys(errors).length ? errors : { form: 'InvalidChoice' } };
  return { ok: true, value: result.output };
}

/** The profile answers given at registration; none without the profile consent. */
export function registrationProfile(value: RegistrationInput): Profile {
  if (!value.profileConsent) return EMPTY_PROFILE;
  return {
    ...EMPTY_PROFILE,
    relationship: value.relationship || null,
    dementiaForms: [...new Set(value.dementiaForms)],
    phase: value.phase || null,
    share: { relationship: value.shareRelationship, dementiaForms: value.shareDementiaForms, phase: value.sharePhase },
  };
}
