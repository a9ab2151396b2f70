import { describe, expect, it } from 'vitest';
import { nl } from '../../texts/nl';
import { CORPORATE_FIELDS, fieldsOf, VOLUNTEER_FIELDS, type ApplicationField, type ApplicationFieldName } from './fields';
import { fileError, genderValid, textError } from './rules';

const field = (name: ApplicationFieldName, fields: readonly ApplicationField[] = VOLUNTEER_FIELDS) => fields.find((f) => f.name === name)!;

describe('text rules of the application forms (spec section 5)', () => {
  it.each([
    ['firstName', '', 'FieldMandatory'],
    ['firstName', '   ', 'FieldMandatory'],
    ['firstName', 'a'.repeat(50), null],
    ['firstName', 'a'.repeat(51), 'FieldTooLong'],
    ['lastName', 'b'.repeat(50), null],
    ['lastName', 'b'.repeat(51), 'FieldTooLong'],
    ['lastName', '', 'FieldMandatory'],
    ['insertion', '', null],
    ['motivation', '', null],
    ['motivation', 'm'.repeat(4000), null],
    ['motivation', 'm'.repeat(4001), 'FieldTooLong'],
    ['email', '', 'FieldMandatory'],
    ['email', 'naam@voorbeeld.nl', null],
    ['email', 'naam@voorbeeld', 'InvalidEmail'],
    ['email', 'naam voorbeeld.nl', 'InvalidEmail'],
    ['email', `${'a'.repeat(241)}@voorbeeld.nl`, null],
    ['email', `${'a'.repeat(242)}@voorbeeld.nl`, 'FieldTooLong'],
    ['city', 'Utrecht', null],
    ['city', "'s-Hertogenbosch", null],
    ['city', 'Utrecht 3511', 'InvalidPlace'],
    ['city', '', 'FieldMandatory'],
  ] as const)('%s %j gives %s', (name, value, key) => {
    expect(textError(field(name), value)).toBe(key);
  });

  it.each([
    ['0612345678', null],
    ['061 234 5678', null],
    ['061-234-5678', null],
    ['061.234.5678', null],
    ['(061) 234 5678', null],
    ['(020)1234567', null],
    ['020 123 4567', null],
    ['020-1234567', null],
    ['', 'FieldMandatory'],
    ['061234567', 'InvalidPhoneNumber'],
    ['06123456789', 'InvalidPhoneNumber'],
    ['06-12345678', 'InvalidPhoneNumber'],
    ['+31612345678', 'InvalidPhoneNumber'],
    ['061 234 567a', 'InvalidPhoneNumber'],
    ['061--234-5678', 'InvalidPhoneNumber'],
  ] as const)('phone %j gives %s (10 digits as 3-3-4, optional brackets and separators)', (value, key) => {
    expect(textError(field('phone'), value)).toBe(key);
  });

  it('takes a gender from its options or none, nothing else', () => {
    for (const value of ['', 'male', 'female', 'unknown']) expect(genderValid(value)).toBe(true);
    expect(genderValid('other')).toBe(false);
  });
});

describe('file rules of the application forms (spec sections 5 and 9)', () => {
  const cv = field('cv');
  const corporateCv = field('cv', CORPORATE_FIELDS);
  it.each([
    ['no file, optional', cv, null, null],
    ['no file, mandatory (corporate)', corporateCv, null, 'FileMandatory'],
    ['an empty file input, mandatory', corporateCv, { name: '', size: 0 }, 'FileMandatory'],
    ['a pdf', cv, { name: 'cv.pdf', size: 1000 }, null],
    ['a .doc', cv, { name: 'cv.doc', size: 1000 }, null],
    ['a .DOCX in capitals', cv, { name: 'CV.DOCX', size: 1000 }, null],
    ['an image', cv, { name: 'cv.png', size: 1000 }, 'FileTypeForbidden'],
    ['a program', cv, { name: 'cv.exe', size: 1000 }, 'FileTypeForbidden'],
    ['a pdf of 2,097,152 bytes', cv, { name: 'cv.pdf', size: 2_097_152 }, null],
    ['a pdf of 2,097,153 bytes', cv, { name: 'cv.pdf', size: 2_097_153 }, 'FileTooBig'],
    ['a name of 254 characters', cv, { name: 'a'.repeat(250) + '.pdf', size: 10 }, null],
    ['a name of 255 characters', cv, { name: 'a'.repeat(251) + '.pdf', size: 10 }, 'FilNameTooLong'],
  ] as const)('%s gives %s', (_, f, file, key) => {
    expect(fileError(f, file)).toBe(key);
  });
});

describe('field sets (spec section 3)', () => {
  it('leaves the long-only fields out of the short volunteer form and keeps them in the long one', () => {
    expect(fieldsOf('short').map((f) => f.name)).toEqual(['gender', 'firstName', 'insertion', 'lastName', 'city', 'phone', 'email', 'motivation']);
    expect(fieldsOf('long').map((f) => f.name)).toEqual([...fieldsOf('short').map((f) => f.name), 'linkedIn', 'cv', 'education']);
  });

  it('asks the corporate form for motivation and CV, mandatory', () => {
    expect(fieldsOf('corporate').map((f) => [f.name, f.mandatory])).toEqual([
      ['firstName', true],
      ['insertion', false],
      ['lastName', true],
      ['email', true],
      ['phone', true],
      ['motivation', true],
      ['cv', true],
    ]);
  });

  it('has a plain Dutch text for every error key each field can give', () => {
    const keys: Record<string, string[]> = {
      shortTextField: ['FieldMandatory', 'FieldTooLong'],
      textOnlyField: ['FieldMandatory', 'FieldTooLong', 'InvalidPlace'],
      telephone: ['FieldMandatory', 'FieldTooLong', 'InvalidPhoneNumber'],
      email: ['FieldMandatory', 'FieldTooLong', 'InvalidEmail'],
      longTextField: ['FieldMandatory', 'FieldTooLong'],
      fileUploader: ['FileMandatory', 'FilNameTooLong', 'FileTypeForbidden', 'FileTooBig'],
      radioGroup: [],
    };
    const texts = nl.applications.errors as unknown as Record<string, Record<string, string>>;
    for (const f of [...VOLUNTEER_FIELDS, ...CORPORATE_FIELDS]) {
      for (const key of keys[f.type]!) expect(texts[f.name]?.[key], `${f.name} ${key}`).toMatch(/^[A-Z][^]*\.$/);
    }
    expect(texts.firstName!.FieldTooLong).toBe('Je voornaam is te lang. Gebruik niet meer dan 50 tekens.');
    expect(nl.applications.general).toBe('Er is iets misgegaan. Probeer het opnieuw.');
  });
});
