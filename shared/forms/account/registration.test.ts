import { describe, expect, it } from 'vitest';
import { registrationProfile, validateRegistration, type RawForm } from './registration';

const valid: RawForm = {
  email: 'anna@voorbeeld.nl',
  password: 'Zonnebloem2024',
  passwordRepeat: 'Zonnebloem2024',
  username: 'Anna1956',
  terms: 'on',
  age: 'on',
};

const errorsOf = (changes: RawForm) => {
  const result = validateRegistration({ ...valid, ...changes });
  return result.ok ? {} : result.errors;
};

describe('registration rules (spec sections 5, 8 and 9)', () => {
  it('accepts a complete, valid registration', () => {
    expect(validateRegistration(valid).ok).toBe(true);
  });

  it.each([
    // [what, changes, field, error key]
    ['e-mail empty', { email: '  ' }, 'email', 'EmailRequired'],
    ['e-mail without @', { email: 'anna.voorbeeld.nl' }, 'email', 'EmailInvalid'],
    ['e-mail of 255 characters', { email: 'a'.repeat(243) + '@voorbeeld.nl' }, 'email', 'EmailTooLong'],
    ['password empty', { password: '', passwordRepeat: '' }, 'password', 'PasswordRequired'],
    ['password of 11 characters', { password: 'Zonnebloem1', passwordRepeat: 'Zonnebloem1' }, 'password', 'PasswordInvalid'],
    ['password without capital', { password: 'zonnebloem2024', passwordRepeat: 'zonnebloem2024' }, 'password', 'PasswordInvalid'],
    ['password without lowercase letter', { password: 'ZONNEBLOEM2024', passwordRepeat: 'ZONNEBLOEM2024' }, 'password', 'PasswordInvalid'],
    ['password without digit', { password: 'Zonnebloemveld', passwordRepeat: 'Zonnebloemveld' }, 'password', 'PasswordInvalid'],
    ['password of 201 characters', { password: 'Aa1' + 'x'.repeat(198), passwordRepeat: 'Aa1' + 'x'.repeat(198) }, 'password', 'PasswordTooLong'],
    ['password is the e-mail address', { email: 'Anna2024Tuin@voorbeeld.nl', password: 'anna2024tuin@voorbeeld.nl'.replace('a', 'A'), passwordRepeat: 'Anna2024tuin@voorbeeld.nl' }, 'password', 'PasswordInvalid'],
    ['password contains the username', { username: 'Zonnebloem', password: 'Zonnebloem2024', passwordRepeat: 'Zonnebloem2024' }, 'password', 'PasswordInvalid'],
    ['password contains the part before the @', { email: 'tuinkabouter@voorbeeld.nl', password: 'Tuinkabouter99', passwordRepeat: 'Tuinkabouter99' }, 'password', 'PasswordInvalid'],
    ['repeat empty', { passwordRepeat: '' }, 'passwordRepeat', 'RepeatRequired'],
    ['repeat different', { passwordRepeat: 'Zonnebloem2025' }, 'passwordRepeat', 'PasswordMismatch'],
    ['username empty', { username: '' }, 'username', 'UsernameRequired'],
    ['username of 2 characters', { username: 'An' }, 'username', 'UsernameTooShort'],
    ['username of 21 characters', { username: 'A'.repeat(21) }, 'username', 'UsernameTooLong'],
    ['username with a space', { username: 'Anna de Vries' }, 'username', 'UsernameInvalid'],
    ['username with a dot', { username: 'anna.vries' }, 'username', 'UsernameInvalid'],
    ['username with an underscore', { username: 'anna_vries' }, 'username', 'UsernameInvalid'],
    ['terms not ticked', { terms: undefined }, 'terms', 'TermsRequired'],
    ['age 16+ not ticked', { age: undefined }, 'age', 'AgeRequired'],
  ])('refuses %s', (_what, changes, field, key) => {
    expect(errorsOf(changes as RawForm)).toMatchObject({ [field as string]: key });
  });

  it.each([
    ['username of exactly 3 characters', { username: 'Ann' }],
    ['username of exactly 20 characters', { username: 'A'.repeat(19) + '1' }],
    ['username with letters outside ASCII', { username: 'Sölve2' }],
    ['password of exactly 12 characters', { password: 'Zonnebloem12', passwordRepeat: 'Zonnebloem12' }],
    ['e-mail with spaces around it', { email: '  anna@voorbeeld.nl ' }],
    ['newsletter opt-in', { newsletter: 'on' }],
  ])('accepts %s', (_what, changes) => {
    expect(validateRegistration({ ...valid, ...(changes as RawForm) }).ok).toBe(true);
  });

  it('reports every wrong field at once, not one at a time', () => {
    const result = validateRegistration({});
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual(['age', 'email', 'password', 'passwordRepeat', 'terms', 'username']);
  });

  it('keeps the profile answers only with the profile consent, each with its own share choice', () => {
    const answers: RawForm = { relationship: 'partner', dementiaForms: ['alzheimer', 'vasculair'], phase: 'begin', shareRelationship: 'on' };
    const without = validateRegistration({ ...valid, ...answers });
    expect(without.ok && registrationProfile(without.value).relationship).toBeNull();
    const withConsent = validateRegistration({ ...valid, ...answers, profileConsent: 'on' });
    expect(withConsent.ok && registrationProfile(withConsent.value)).toMatchObject({
      relationship: 'partner',
      dementiaForms: ['alzheimer', 'vasculair'],
      phase: 'begin',
      share: { relationship: true, dementiaForms: false, phase: false },
    });
  });

  it('treats a made-up choice as a broken form, not as a field error', () => {
    expect(errorsOf({ relationship: 'buurman' })).toEqual({ form: 'InvalidChoice' });
  });
});
