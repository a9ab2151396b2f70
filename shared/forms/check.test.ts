import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkForm, checkFormAsync } from './check';

const Schema = v.object({
  naam: v.pipe(v.string(), v.trim(), v.nonEmpty('FieldMandatory'), v.maxLength(50, 'FieldTooLong')),
  email: v.pipe(v.string(), v.nonEmpty('FieldMandatory'), v.email('InvalidEmail')),
  regio: v.optional(v.picklist(['utrecht', 'zeeland']), 'utrecht'),
});
const FIELDS = ['naam', 'email'];

describe('checking a form against its schema', () => {
  it('gives the output of a valid post', () => {
    expect(checkForm(Schema, { naam: ' Jan ', email: 'jan@voorbeeld.nl' }, FIELDS)).toEqual({
      ok: true,
      value: { naam: 'Jan', email: 'jan@voorbeeld.nl', regio: 'utrecht' },
    });
  });

  it('gives every visible field its first error key', () => {
    expect(checkForm(Schema, { naam: 'x'.repeat(51), email: '' }, FIELDS)).toEqual({
      ok: false,
      errors: { naam: 'FieldTooLong', email: 'FieldMandatory' },
      general: false,
    });
  });

  it('turns a problem the visitor cannot fix (a hidden field, a missing field) into the general error', () => {
    expect(checkForm(Schema, { naam: 'Jan', email: 'jan@voorbeeld.nl', regio: 'mars' }, FIELDS)).toEqual({ ok: false, errors: {}, general: true });
    expect(checkForm(Schema, 'geen formulier', FIELDS)).toEqual({ ok: false, errors: {}, general: true });
  });

  it('checks asynchronous schemas the same way', async () => {
    const Async = v.objectAsync({
      gebruikersnaam: v.pipeAsync(
        v.string(),
        v.checkAsync(async (name) => name !== 'bezet', 'UsernameTaken'),
      ),
    });
    expect(await checkFormAsync(Async, { gebruikersnaam: 'bezet' }, ['gebruikersnaam'])).toEqual({
      ok: false,
      errors: { gebruikersnaam: 'UsernameTaken' },
      general: false,
    });
  });
});
