import { describe, expect, it } from 'vitest';
import { analyse, foldedWords, stem, stemVariants, STOPWORDS } from './search-text';

/** Whether a query word finds an indexed word: one of its stems is a prefix of the indexed word's stem (FTS5 "stem"*). */
const finds = (query: string, indexed: string) => stemVariants(foldedWords(query)[0]!).some((s) => stem(foldedWords(indexed)[0]!).startsWith(s));

describe('Dutch stemming (Snowball) at index and query time', () => {
  it.each([
    ['mantelzorger', 'mantelzorgers'],
    ['vrijwilliger', 'vrijwilligers'],
    ['activiteit', 'activiteiten'],
    ['ziekte', 'ziekten'],
    ['signaal', 'signalen'],
    ['vacature', 'vacatures'],
    ['huisarts', 'huisartsen'],
    ['café', 'cafés'],
    ['regio', "regio's"],
    ['partner', 'partners'],
    ['vergeetachtig', 'vergeetachtigheid'],
    ['geheugen', 'geheugens'],
  ])('finds %s and %s from each other (singular and plural, both ways)', (one, other) => {
    expect(finds(one, other), `${one} → ${other}`).toBe(true);
    expect(finds(other, one), `${other} → ${one}`).toBe(true);
  });

  it.each([
    ['mantelzorg', 'mantelzorgers'],
    ['dementie', 'dementiezorg'],
    ['dementie', 'dementietelefoon'],
    ['geheugen', 'geheugenproblemen'],
    ['kind', 'kinderen'],
  ])('finds the compound or longer form by prefix: %s finds %s', (query, indexed) => {
    expect(finds(query, indexed)).toBe(true);
  });

  it('does not make unrelated words meet', () => {
    expect(finds('huis', 'muziek')).toBe(false);
    expect(finds('dementie', 'demonstratie')).toBe(false);
    expect(finds('vasculaire', 'alzheimer')).toBe(false);
  });

  it('leaves numbers and very short words as they are', () => {
    expect(stem('2025')).toBe('2025');
    expect(stem('tv')).toBe('tv');
  });
});

describe('analyse', () => {
  it('folds case and accents before stemming, so every spelling gives the same tokens', () => {
    for (const spelling of ['Café', 'cafe', 'CAFÉ', 'café']) expect(analyse(spelling).stems).toBe(analyse('cafe').stems);
    expect(analyse('ideeën').stems).toBe(analyse('ideeen').stems);
    expect(analyse('Oriëntatie').words).toEqual(['orientatie']);
  });

  it('splits on punctuation and keeps the words in order', () => {
    expect(analyse('Wat is dementie? Bel de Dementietelefoon!').words).toEqual(['wat', 'is', 'dementie', 'bel', 'de', 'dementietelefoon']);
  });
});

describe('stop words', () => {
  it('holds the small words of questions, not words people search for', () => {
    for (const word of ['wat', 'is', 'hoe', 'de', 'het', 'een', 'van', 'welke']) expect(STOPWORDS.has(word), word).toBe(true);
    for (const word of ['dementie', 'zorg', 'hulp', 'geheugen', 'thuis', 'moeder']) expect(STOPWORDS.has(word), word).toBe(false);
  });
});
