import { describe, expect, it } from 'vitest';
import { nl } from '../texts/nl';
import { MESSAGE_MAX, validateMessage } from './inbox';

describe('a contact message (spec sections 5 and 9)', () => {
  it.each([
    ['a plain message', 'Hallo, hoe gaat het met je moeder?', null],
    ['a message of exactly 4000 characters', 'a'.repeat(4000), null],
    ['4000 characters whose line breaks came as CRLF', `${'a'.repeat(1999)}\r\n${'b'.repeat(2000)}`, null],
    ['4000 characters with an emoji counted as one', `${'a'.repeat(3999)}🙂`, null],
    ['an empty message', '', 'MessageMissing'],
    ['only spaces and line breaks', '  \n \r\n ', 'MessageMissing'],
    ['4001 characters', 'a'.repeat(4001), 'MessageTooLong'],
    ['a listed word (the profanity check)', 'Wat een klootzak ben je', 'Profanity:klootzak'],
    ['a care word that is not abuse', 'Mijn vader heeft ook kanker gehad.', null],
  ])('%s: %s', (_, body, key) => {
    const result = validateMessage({ body });
    expect(result.ok ? null : result.errors.body).toBe(key);
  });

  it("says the spec's text when it is too long", () => {
    expect(MESSAGE_MAX).toBe(4000);
    expect(nl.inbox.errors.MessageTooLong).toBe('Dit bericht is te lang. Gebruik niet meer dan 4000 tekens');
  });

  it('gives the message trimmed, line breaks as newlines', () => {
    expect(validateMessage({ body: ' Hoi\r\n\r\nTot ziens ' })).toEqual({ ok: true, value: { body: 'Hoi\n\nTot ziens' } });
  });
});
