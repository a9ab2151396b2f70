import { describe, expect, it } from 'vitest';
import { validateNewPassword } from './login';
import { validateProfile, validateSettings } from './profile';

const now = new Date('2026-06-01T12:00:00Z');

describe('profile rules', () => {
  it('accepts an empty profile: every answer is optional', () => {
    expect(validateProfile({}, now)).toMatchObject({ ok: true, value: { gender: null, birthYear: null, biography: '', dementiaForms: [] } });
  });

  it.each([
    ['a year of two digits', { birthYear: '56' }, 'birthYear', 'BirthYearInvalid'],
    ['a year before 1900', { birthYear: '1899' }, 'birthYear', 'BirthYearInvalid'],
    ['someone younger than 16', { birthYear: '2011' }, 'birthYear', 'BirthYearInvalid'],
    ['a year with letters', { birthYear: '19x6' }, 'birthYear', 'BirthYearInvalid'],
    ['a biography of 1001 characters', { biography: 'a'.repeat(1001) }, 'biography', 'BiographyTooLong'],
    ['an unknown province', { province: 'vlaanderen' }, 'province', 'InvalidChoice'],
    ['an unknown gender', { gender: 'x' }, 'gender', 'InvalidChoice'],
    ['an unknown form of dementia', { dementiaForms: ['alzheimer', 'griep'] }, 'dementiaForms', 'InvalidChoice'],
  ])('refuses %s', (_what, raw, field, key) => {
    const result = validateProfile(raw, now);
    expect(result.ok ? {} : result.errors).toMatchObject({ [field]: key });
  });

  it.each([
    ['the oldest year', { birthYear: '1900' }],
    ['someone of 16 this year', { birthYear: '2010' }],
    ['a biography of exactly 1000 characters', { biography: 'a'.repeat(1000) }],
    ['several forms of dementia', { dementiaForms: ['alzheimer', 'lewy-body'] }],
  ])('accepts %s', (_what, raw) => {
    expect(validateProfile(raw, now).ok).toBe(true);
  });
});

describe('settings rules', () => {
  const valid = { visibility: 'public', notifications: 'ja', affiliate: ['onderzoek'] };
  it.each([
    ['no visibility', { visibility: '' }, 'visibility', 'Required'],
    ['no notification choice', { notifications: '' }, 'notifications', 'Required'],
    ['no affiliate choice', { affiliate: [] }, 'affiliate', 'AffiliateRequired'],
    ['an unknown affiliate choice', { affiliate: ['reclame'] }, 'affiliate', 'InvalidChoice'],
  ])('refuses %s', (_what, changes, field, key) => {
    const result = validateSettings({ ...valid, ...changes });
    expect(result.ok ? {} : result.errors).toMatchObject({ [field]: key });
  });

  it('lets "nothing" win over other affiliate choices', () => {
    expect(validateSettings({ ...valid, affiliate: ['onderzoek', 'niets'] })).toMatchObject({ ok: true, value: { affiliate: ['niets'] } });
  });
});

describe('new password rules (reset and settings)', () => {
  const account = { email: 'anna@voorbeeld.nl', username: 'Anna1956' };
  it.each([
    ['too short', { password: 'Kort2024', passwordRepeat: 'Kort2024' }, 'password', 'PasswordInvalid'],
    ['the username', { password: 'Anna1956Anna1956', passwordRepeat: 'Anna1956Anna1956' }, 'password', 'PasswordInvalid'],
    ['not repeated', { password: 'Zonnebloem2024', passwordRepeat: '' }, 'passwordRepeat', 'RepeatRequired'],
    ['repeated differently', { password: 'Zonnebloem2024', passwordRepeat: 'Zonnebloem2025' }, 'passwordRepeat', 'PasswordMismatch'],
  ])('refuses a password %s', (_what, raw, field, key) => {
    const result = validateNewPassword(raw, account);
    expect(result.ok ? {} : result.errors).toMatchObject({ [field]: key });
  });
  it('accepts a password under the registration rule', () => {
    expect(validateNewPassword({ password: 'Zonnebloem2024', passwordRepeat: 'Zonnebloem2024' }, account).ok).toBe(true);
  });
});
