import { describe, expect, it } from 'vitest';
import { bm25, corpusStatsOf, idfsOf, phrasesOf } from './bm25';
import { parseExpression } from './expr';
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

  it('counts whole tokens and prefixes in each column, weighted, with bm25() formula', () => {
    const expr = parseExpression('{title intro body} : "caf"* AND ({title intro body} : "zwoll" OR facets : "r1005")')!;
    const idfs = [0.2, 3, 5];
    // Title 'caf caf' (twice, back to back), introduction 'zwoll zwolle', body 'cafes dag'; 3 facets, 2 words.
    const row = { t: 'caf caf', i: 'zwoll zwolle', b: 'cafes dag', fc: 'kregio r1005 xall', dw: 2 };
    const norm = 1.2 * (0.25 + (0.75 * 11) / 10);
    const caf = 10 * 2 + 1 * 1;
    const zwoll = 4 * 1;
    // The facet's phrase matches but weighs 0.
    expect(bm25(row, expr, idfs, 10)).toBeCloseTo(-((0.2 * caf * 2.2) / (caf + norm) + (3 * zwoll * 2.2) / (zwoll + norm)), 10);
    // The same frequencies in a longer page score less.
    expect(bm25({ ...row, dw: 40 }, expr, idfs, 10)).toBeGreaterThan(bm25(row, expr, idfs, 10));
  });

  it('counts a phrase only where its branch of the expression matches, as FTS5 does', () => {
    const expr = parseExpression('{title intro body} : (("geheug"* AND "problem") OR "vergeetacht")')!;
    const idfs = [1, 1, 1];
    const row = (b: string) => ({ t: '', i: '', b, fc: '', dw: 0 });
    // 'geheugen' without 'problemen': only 'vergeetacht' counts.
    expect(bm25(row('geheugen vergeetacht'), expr, idfs, 2)).toBeCloseTo(bm25(row('dag vergeetacht'), expr, idfs, 2), 12);
    expect(bm25(row('geheugen problem'), expr, idfs, 2)).toBeLessThan(bm25(row('geheugen dag'), expr, idfs, 2));
  });

  it('reads only the expressions query.ts writes', () => {
    expect(parseExpression('{title intro body} : "caf"* AND facets : ("r1" OR "r2")')?.phrases).toHaveLength(3);
    // No column filter, a phrase of two tokens, syntax query.ts never writes: FTS5 ranks instead.
    expect(parseExpression('"caf"')).toBeNull();
    expect(parseExpression('{title intro body} : "caf dag"')).toBeNull();
    expect(parseExpression('{title intro body} : NEAR("caf" "dag")')).toBeNull();
    expect(parseExpression('{title intro body} : ("caf"')).toBeNull();
  });
});
