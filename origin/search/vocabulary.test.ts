import { describe, expect, it } from 'vitest';
import { anyStartsWith, completions, expansions, findFixes, hasTerm, vocabularyOf } from './vocabulary';

// fts5vocab rows as search/state.ts reads them: stems in title/intro/body, folded words, facets.
const vocabulary = vocabularyOf([
  { term: 'alzheimer', col: 'title', doc: 40 },
  { term: 'alzheimer', col: 'words', doc: 40 },
  { term: 'alle', col: 'words', doc: 90 },
  { term: 'dementie', col: 'body', doc: 300 },
  { term: 'dementie', col: 'words', doc: 120 },
  { term: 'dementietelefon', col: 'intro', doc: 12 },
  { term: 'dementietelefoon', col: 'words', doc: 12 },
  { term: 'demente', col: 'words', doc: 2 },
  { term: 'cafe', col: 'title', doc: 30 },
  { term: 'cafe', col: 'words', doc: 30 },
  { term: 'mantelzorg', col: 'title', doc: 25 },
  { term: 'mantelzorg', col: 'words', doc: 25 },
  { term: 'mantelzorger', col: 'words', doc: 9 },
  { term: 'kinformation', col: 'facets', doc: 50 },
]);

describe('the vocabulary held in memory', () => {
  it('tells whether a term is indexed or starts one, in any column', () => {
    expect(hasTerm(vocabulary, 'dementietelefon')).toBe(true);
    expect(hasTerm(vocabulary, 'dementi')).toBe(false);
    expect(anyStartsWith(vocabulary, 'dementi')).toBe(true);
    expect(anyStartsWith(vocabulary, 'alzeimer')).toBe(false);
  });

  it('writes a prefix as the stems of the searched columns that start with it, or not at all when too many do', () => {
    expect(expansions(vocabulary, 'dementie', 24)).toEqual(['dementie', 'dementietelefon']);
    expect(expansions(vocabulary, 'kin', 24)).toEqual([]);
    expect(expansions(vocabulary, 'dementie', 1)).toBeNull();
  });

  it('corrects a typo to the nearest word of titles and introductions, the one in most pages on a tie', () => {
    expect(findFixes(vocabulary, ['alzeimer', 'demetie'])).toEqual(
      new Map([
        ['alzeimer', ['alzheimer']],
        ['demetie', ['dementie']],
      ]),
    );
  });

  it('splits a compound into two known words, and leaves known, short and numeric words alone', () => {
    expect(findFixes(vocabulary, ['dementiecafe']).get('dementiecafe')).toEqual(['dementie', 'cafe']);
    expect(findFixes(vocabulary, ['dementie', 'mantel', 'xyz', '1234']).size).toBe(0);
  });

  it('completes a prefix with words in most pages first, without stop words', () => {
    expect(completions(vocabulary, 'al', 4)).toEqual(['alzheimer']);
    expect(completions(vocabulary, 'mantel', 4)).toEqual(['mantelzorg', 'mantelzorger']);
  });
});
