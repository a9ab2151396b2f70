import { describe, expect, it } from 'vitest';
import { personalDataIn, validateConversation, validateReply, validateReport } from './forum';

describe('the forum forms', () => {
  it.each([
    [{ title: 'Net de diagnose, en nu?', topic: 'net-de-diagnose', body: 'Hoe beginnen jullie?' }, true, null],
    [{ title: 'Kort', topic: 'net-de-diagnose', body: 'x' }, true, { title: 'TitleTooShort' }],
    [{ title: '  Vijf!  ', topic: 'net-de-diagnose', body: 'x' }, true, null],
    [{ title: 'a'.repeat(121), topic: 'x', body: 'x' }, true, { title: 'TitleTooLong' }],
    [{ title: '', topic: '', body: '' }, true, { title: 'TitleMissing', topic: 'TopicMissing', body: 'BodyMissing' }],
    [{ title: 'Een titel hier', body: 'Tekst' }, false, null],
    [{ title: 'Wat een kut dag', topic: 'koffiehoek', body: 'Tekst' }, true, { title: 'Profanity:kut' }],
    [{ title: 'Mijn vader heeft kanker en dementie', topic: 'koffiehoek', body: 'Het is zwaar.' }, true, null],
    [{ title: 'Een titel hier', topic: 'koffiehoek', body: 'x'.repeat(10_001) }, true, { body: 'BodyTooLong' }],
  ])('checks %j (topic needed: %s) as %j', (raw, needsTopic, errors) => {
    const result = validateConversation(raw, needsTopic);
    if (errors === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, errors });
  });

  it('checks a reply, and reads the ticked box that confirms sharing personal data', () => {
    expect(validateReply({ body: '  ' })).toEqual({ ok: false, errors: { body: 'BodyMissing' } });
    expect(validateReply({ body: 'Sterkte!', delenBevestigd: 'on' })).toEqual({ ok: true, value: { body: 'Sterkte!', confirmedShare: true } });
    expect(validateReply({ body: 'f*ck, FUCK' })).toEqual({ ok: false, errors: { body: 'Profanity:fuck' } });
  });

  it('checks a report: a reason from the list, a note of at most 1000 characters', () => {
    expect(validateReport({ reason: 'spam', note: '' })).toEqual({ ok: true, value: { reason: 'spam', note: '' } });
    expect(validateReport({ reason: 'boos' })).toEqual({ ok: false, errors: { reason: 'ReasonMissing' } });
    expect(validateReport({ reason: 'other', note: 'x'.repeat(1001) })).toEqual({ ok: false, errors: { note: 'NoteTooLong' } });
  });
});

describe('the gentle check before sharing personal data', () => {
  it.each([
    ['Bel me op 06-12345678', ['phone']],
    ['Mijn nummer is 020 123 4567.', ['phone']],
    ['+31 6 1234 5678', ['phone']],
    ['Mail naar anna.de.vries@voorbeeld.nl', ['email']],
    ['We wonen aan de Kerkstraat 12 in Zwolle', ['address']],
    ['Postcode 8011 AB', ['address']],
    ['Het kost 12345 euro per jaar en hij is 82.', []],
    ['Op 12 maart 2024 kreeg hij de diagnose.', []],
    ['Geen gegevens, alleen een verhaal.', []],
  ])('finds in %j: %j', (text, kinds) => {
    expect(personalDataIn(text)).toEqual(kinds);
  });
});
