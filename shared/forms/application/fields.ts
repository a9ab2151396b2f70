/**
 * The application forms' field sets (spec section 3, "Forms"): the volunteer
 * form, short and long (long-only fields are left out of the short form and
 * never required there), and the corporate form. Limits from spec section 9
 * where it gives them (first and last name 50, message 4000, the file); the
 * others are this site's, generous for what each field holds.
 */
export type ApplicationFormKind = 'short' | 'long' | 'corporate';

export type FieldType = 'radioGroup' | 'shortTextField' | 'textOnlyField' | 'telephone' | 'email' | 'longTextField' | 'fileUploader';

export interface ApplicationField {
  /** The form field's name and the id of its control (the error summary links to it). */
  name: ApplicationFieldName;
  type: FieldType;
  mandatory: boolean;
  maxLength?: number;
  onlyInLongForm?: boolean;
  autoComplete?: string;
}

export type ApplicationFieldName =
  | 'gender'
  | 'firstName'
  | 'insertion'
  | 'lastName'
  | 'city'
  | 'phone'
  | 'email'
  | 'motivation'
  | 'linkedIn'
  | 'cv'
  | 'education';

export const GENDERS = ['male', 'female', 'unknown'] as const;

/** At most 2,097,152 bytes (spec section 9). */
export const FILE_MAX_BYTES = 2_097_152;
/** A name of 255 characters or more is refused (spec section 5: 'under 255'). */
export const FILE_NAME_MAX = 254;
export const FILE_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const NAME_MAX = 50;
export const MESSAGE_MAX = 4000;

const gender: ApplicationField = { name: 'gender', type: 'radioGroup', mandatory: false };
const firstName: ApplicationField = { name: 'firstName', type: 'shortTextField', mandatory: true, maxLength: NAME_MAX, autoComplete: 'given-name' };
const insertion: ApplicationField = { name: 'insertion', type: 'shortTextField', mandatory: false, maxLength: 20 };
const lastName: ApplicationField = { name: 'lastName', type: 'shortTextField', mandatory: true, maxLength: NAME_MAX, autoComplete: 'family-name' };
const city: ApplicationField = { name: 'city', type: 'textOnlyField', mandatory: true, maxLength: 100, autoComplete: 'address-level2' };
const phone: ApplicationField = { name: 'phone', type: 'telephone', mandatory: true, maxLength: 20, autoComplete: 'tel' };
const email: ApplicationField = { name: 'email', type: 'email', mandatory: true, maxLength: 254, autoComplete: 'email' };
const motivation: ApplicationField = { name: 'motivation', type: 'longTextField', mandatory: false, maxLength: MESSAGE_MAX };
const linkedIn: ApplicationField = { name: 'linkedIn', type: 'shortTextField', mandatory: false, maxLength: 300, onlyInLongForm: true, autoComplete: 'url' };
const cv: ApplicationField = { name: 'cv', type: 'fileUploader', mandatory: false, onlyInLongForm: true };
const education: ApplicationField = { name: 'education', type: 'shortTextField', mandatory: false, maxLength: 200, onlyInLongForm: true };

/** The volunteer form in the spec's order; the short form shows those without `onlyInLongForm`. */
export const VOLUNTEER_FIELDS: readonly ApplicationField[] = [gender, firstName, insertion, lastName, city, phone, email, motivation, linkedIn, cv, education];

/** The corporate form: motivation and CV mandatory. */
export const CORPORATE_FIELDS: readonly ApplicationField[] = [
  firstName,
  insertion,
  lastName,
  email,
  phone,
  { ...motivation, mandatory: true },
  { ...cv, mandatory: true, onlyInLongForm: false },
];

/**
 * The fields whose problems the visitor can fix, shown on the field. A radio
 * value outside its options is not one of them: that is a broken form.
 */
export const visibleFields = (kind: ApplicationFormKind): string[] => fieldsOf(kind).flatMap((field) => (field.type === 'radioGroup' ? [] : [field.name]));

/** A field list frozen through (its fields are flat), without deepFreeze: this module is in the application form's island, under 3 KB. */
const frozen = (fields: readonly ApplicationField[]): readonly ApplicationField[] => Object.freeze(fields.map((field) => Object.freeze({ ...field })));

/** Each kind's fields, one frozen list each: the same list every time, so a form's empty fields can be rendered once (ApplicationForm). */
const FIELDS_OF: Readonly<Record<ApplicationFormKind, readonly ApplicationField[]>> = {
  corporate: frozen(CORPORATE_FIELDS),
  long: frozen(VOLUNTEER_FIELDS),
  short: frozen(VOLUNTEER_FIELDS.filter((field) => !field.onlyInLongForm)),
};

export function fieldsOf(kind: ApplicationFormKind): readonly ApplicationField[] {
  return FIELDS_OF[kind];
}
