import { describe, expect, it } from 'vitest';
import { bm25, corpusStatsOf, frequencyColumns, idfsOf, phrasesOf } from './bm25';
import { vocabularyOf } from './vocabulary';

const vocabulary = vocabularyOf([
  { term: 'caf', col: 'title', doc: 40 },
  { term: 'cafes', col: 'body', doc: 10 },
  { term: 'alzheimer', col: 'body', doc: 80 },
  { term: 'zwoll', col: 'intro', doc: 2 },
]);
const corpus = corpusStatsOf(
  [
    { term: 'xall', doc: 100, cnt: 100 },
    { term: 'caf', doc: 40, cnt: 300 },
    { term: 'cafes', doc: 10, cnt: 20 },
    { term: 'alzheimer', doc: 80, cnt: 580 },
    { term: 'zwoll', doc: 2, cnt: 0 },
  ],
  'xall',
);

describe('bm25() outside FTS5', () => {
  it('reads the rows and the average length from the vocabulary', () => {
    expect(corpus.rows).toBe(100);
    expect(corpus.avgdl).toBe(10);
  });

  it('weighs the phrases of the text columns, not the facets', () => {
    const expr = 'facets : ("r1005") AND ({title intro body} : ("alzheimer" OR "caf"*) AND ({title intro body} : "zwoll" OR facets : ("r1005")))';
    expect(phrasesOf(`facets : "kinformation" AND (${expr})`)).toEqual([
      { token: 'alzheimer', prefix: false },
      { token: 'caf', prefix: true },
      { token: 'zwoll', prefix: false },
    ]);
  });

  it('gives a term its own pages and a prefix the union of its terms', () => {
    const [alzheimer, caf, zwoll, none] = idfsOf(
      [
        { token: 'alzheimer', prefix: false },
        { token: 'caf', prefix: true },
        { token: 'zwoll', prefix: false },
        { token: 'nergens', prefix: false },
      ],
      corpus,
      vocabulary,
    );
    // In more than half the pages: the very small weight bm25() gives such a phrase.
    expect(alzheimer).toBe(1e-6);
    // 'caf' or 'cafes': 1 - 0.6 * 0.9 of the pages.
    expect(caf).toBeCloseTo(Math.log((100 - 46 + 0.5) / 46.5), 10);
    expect(zwoll).toBeCloseTo(Math.log(98.5 / 2.5), 10);
    expect(none).toBeCloseTo(Math.log(100.5 / 0.5), 10);
  });

  it('scores with bm25() formula: more of a rare phrase in a shorter page scores better', () => {
    const idfs = [0.2, 3];
    const short = bm25({ dl: 5, f0: 10, f1: 1 }, idfs, 10);
    const long = bm25({ dl: 50, f0: 10, f1: 1 }, idfs, 10);
    expect(short).toBeLessThan(long);
    expect(short).toBeCloseTo(-(0.2 * (10 * 2.2) / (10 + 1.2 * (0.25 + 0.375)) + (3 * 2.2) / (1 + 1.2 * (0.25 + 0.375))), 10);
    expect(bm25({ dl: 5 }, idfs, 10)).toBe(-0);
  });

  it('writes only letters and digits into SQL', () => {
    const { padded, frequencies } = frequencyColumns([
      { token: 'caf', prefix: true },
      { token: "x' OR 1=1 --", prefix: false },
    ]);
    expect(frequencies).toContain("' caf'");
    expect(frequencies).toContain('0 AS f1');
    expect(padded + frequencies).not.toContain('1=1');
  });
});
