import { describe, expect, it } from 'vitest';
import { nl } from '../texts/nl';
import { checkForm } from './check';
import { EMAIL_MAX_LENGTH, emailError, NewsletterSchema, safeReturnPath, showsNewsletterThanks, thanksLocation } from './newsletter';

const validateNewsletter = (input: Record<string, unknown>) => checkForm(NewsletterSchema, input, ['email']);

describe('newsletter e-mail validation', () => {
  it.each([
    ['', 'FieldMandatory'],
    ['   ', 'FieldMandatory'],
    ['naam', 'InvalidEmail'],
    ['naam@', 'InvalidEmail'],
    ['naam@voorbeeld', 'InvalidEmail'],
    ['na am@voorbeeld.nl', 'InvalidEmail'],
    [`${'a'.repeat(EMAIL_MAX_LENGTH - 'b@voorbeeld.nl'.length + 1)}b@voorbeeld.nl`, 'FieldTooLong'],
  ])('%j gives %s', (value, key) => {
    expect(emailError(value)).toBe(key);
  });

  it('accepts a valid address, trimmed, up to the maximum length', () => {
    expect(emailError('  naam@voorbeeld.nl ')).toBeNull();
    const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - '@voorbeeld.nl'.length)}@voorbeeld.nl`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(emailError(longest)).toBeNull();
  });

  it('has a Dutch message for every error key', () => {
    for (const key of ['FieldMandatory', 'FieldTooLong', 'InvalidEmail', 'General'] as const) {
      expect(nl.newsletter.errors[key]).toMatch(/[a-z]/);
    }
  });

  it('returns the trimmed address, the hidden fields and a safe return path of a valid sign-up', () => {
    const result = validateNewsletter({
      email: ' naam@voorbeeld.nl ',
      regionName: 'Utrecht',
      regioRecipientEmail: 'ignored@example.org',
      returnTo: '//evil.example/x',
    });
    expect(result).toEqual({
      ok: true,
      value: { email: 'naam@voorbeeld.nl', honeypot: '', formRendered: '', regionName: 'Utrecht', returnTo: '/' },
    });
  });

  it('reports a bad e-mail field on the field, and a broken hidden field as a general error', () => {
    expect(validateNewsletter({ email: '' })).toEqual({ ok: false, errors: { email: 'FieldMandatory' }, general: false });
    expect(validateNewsletter({ email: 'naam@voorbeeld.nl', regionName: 'x'.repeat(201) })).toEqual({
      ok: false,
      errors: {},
      general: true,
    });
  });
});

describe('return path after signing up', () => {
  it.each([
    ['/geheugentest/zelf', '/geheugentest/zelf'],
    ['/nieuws?page=2', '/nieuws?page=2'],
    ['/a/../b', '/b'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/ok\nLocation: x', '/'],
    ['', '/'],
    [undefined, '/'],
  ])('%j becomes %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it('adds the thank-you to the return path, keeping its query', () => {
    expect(thanksLocation('/nieuws?page=2')).toBe('/nieuws?page=2&nieuwsbrief=bedankt#nieuwsbrief');
    expect(thanksLocation('//evil.example')).toBe('/?nieuwsbrief=bedankt#nieuwsbrief');
    expect(showsNewsletterThanks(new URL('https://x.nl/geheugentest?nieuwsbrief=bedankt'))).toBe(true);
    expect(showsNewsletterThanks(new URL('https://x.nl/geheugentest'))).toBe(false);
  });
});
