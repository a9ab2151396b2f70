/**
 * The certificate form (spec sections 3, 5 and 8): e-mail, first name,
 * insertion, last name (all required but the insertion, names at most 50
 * characters), the opt-in to the tips every two months, and the answers the
 * worker scores itself. The names pass the profanity check (shared/forms/profanity.ts).
 */
import * as v from 'valibot';
import { hasProfanity } from './profanity';

export const CERTIFICATE_FIELDS = {
  email: 'email',
  firstName: 'voornaam',
  insertion: 'tussenvoegsel',
  lastName: 'achternaam',
  tips: 'tips',
  /** The answers as JSON: filled from the browser's storage by the island; without JavaScript the worker reads its cookie. */
  answers: 'antwoorden',
  honeypot: 'website',
} as const;

export const NAME_MAX_LENGTH = 50;

const name = (mandatory: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(mandatory), v.maxLength(NAME_MAX_LENGTH, 'FieldTooLong'), v.check((s) => !hasProfanity(s), 'Profanity'));

export const CertificateSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('EmailMandatory'), v.maxLength(254, 'InvalidEmail'), v.email('InvalidEmail')),
  voornaam: name('FirstNameMandatory'),
  tussenvoegsel: v.pipe(v.string(), v.trim(), v.maxLength(NAME_MAX_LENGTH, 'FieldTooLong'), v.check((s) => !hasProfanity(s), 'Profanity')),
  achternaam: name('LastNameMandatory'),
  tips: v.pipe(v.string(), v.transform((s) => s === 'ja')),
  antwoorden: v.pipe(v.string(), v.maxLength(4000)),
  website: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
});
export type CertificateInput = v.InferOutput<typeof CertificateSchema>;

/** The name as printed: first name, insertion, last name. */
export const fullName = (c: { firstName: string; insertion: string; lastName: string }): string => [c.firstName, c.insertion, c.lastName].filter(Boolean).join(' ');
