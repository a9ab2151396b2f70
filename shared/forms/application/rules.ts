/**
 * The application forms' rules (spec section 5) as plain functions, each
 * giving an error key (Vacancies:ApplicationForm.Errors) or null. The worker's
 * valibot schemas (./schema.ts) are built from them, and the browser runs the
 * same functions without valibot (client/islands/application-form.ts), so the
 * island stays small. The worker is the authority: it also checks a file by
 * its content (./sniff.ts).
 */
import { FILE_EXTENSIONS, FILE_MAX_BYTES, FILE_NAME_MAX, GENDERS, type ApplicationField } from './fields';

export type ApplicationErrorKey =
  | 'FieldMandatory'
  | 'FieldTooLong'
  | 'InvalidEmail'
  | 'InvalidPhoneNumber'
  | 'InvalidPlace'
  | 'FileMandatory'
  | 'FilNameTooLong'
  | 'FileTypeForbidden'
  | 'FileTooBig';

/** One @, no spaces, a dot in the domain: what a mail provider accepts, without pretending to do more. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Ten digits as 3-3-4, with optional brackets around the first three and a space, dot or dash between the groups. */
const PHONE = /^\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}$/;
const DIGIT = /\d/;

/** Spec section 5's telephone pattern, for every form that asks for a number (the expert question too). */
export const isPhoneNumber = (value: string): boolean => PHONE.test(value.trim());
/** The pattern an e-mail address must match (spec section 5), shared with the expert question. */
export const isEmailAddress = (value: string): boolean => EMAIL.test(value.trim());

/** The error key of a text field's (trimmed) value, or null. */
export function textError(field: ApplicationField, raw: string): ApplicationErrorKey | null {
  const value = raw.trim();
  if (!value) return field.mandatory ? 'FieldMandatory' : null;
  if (field.maxLength !== undefined && value.length > field.maxLength) return 'FieldTooLong';
  if (field.type === 'email' && !EMAIL.test(value)) return 'InvalidEmail';
  if (field.type === 'telephone' && !PHONE.test(value)) return 'InvalidPhoneNumber';
  if (field.type === 'textOnlyField' && DIGIT.test(value)) return 'InvalidPlace';
  return null;
}

/** A radio group's value is one of its options or nothing; anything else is a broken form, not the visitor's mistake. */
export const genderValid = (value: string): boolean => value === '' || (GENDERS as readonly string[]).includes(value);

/** What the rules need of a file: a browser's File and the worker's have both. */
export interface FileFacts {
  name: string;
  size: number;
}

/** The error key of the chosen file (null: none chosen, or an empty one), by name, extension and size. */
export function fileError(field: ApplicationField, file: FileFacts | null): ApplicationErrorKey | null {
  if (!file || (file.size === 0 && file.name === '')) return field.mandatory ? 'FileMandatory' : null;
  if (file.name.length > FILE_NAME_MAX) return 'FilNameTooLong';
  const name = file.name.toLowerCase();
  if (!FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'FileTypeForbidden';
  if (file.size > FILE_MAX_BYTES) return 'FileTooBig';
  return null;
}
