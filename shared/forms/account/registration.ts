/**
 * Registration (spec sections 3, 5 and 8): e-mail, password and repeat,
 * username, terms and age 16+ (required), newsletter (optional) and an
 * optional profile consent with three optional questions, each shareable.
 * Whether an address or a name is taken is for the worker to say.
 */
import * as v from 'valibot';
import { DEMENTIA_FORMS, EMPTY_PROFILE, PHASES, RELATIONSHIPS, type Profile } from '../../model/account';
import { registrationErrors, type RawForm } from './checks';
import { EmailField, PasswordShape, ticked, UsernameField } from './rules';

export type { RawForm } from './checks';

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

/** The rules (./checks.ts, the same the browser runs), then the schema for the typed value. */
export function validateRegistration(raw: RawForm): RegistrationResult {
  const errors = registrationErrors(raw);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const result = v.safeParse(RegistrationSchema, registrationInput(raw));
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: { form: 'InvalidChoice' } };
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
