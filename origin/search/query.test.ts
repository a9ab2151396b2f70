import { describe, expect, it } from 'vitest';
import { planQuery, readQuery, splitWords } from './query';

const state = {
  places: new Map<string, number[]>([
    ['zwolle', [1005]],
    ['utrecht', [1016]],
    ['alphen aan den rijn', [1032]],
    ['de', [1]],
  ]),
  synonyms: [
    { term: 'dokter', synonym: 'huisarts' },
    { term: 'mantelzorger', synonym: 'verzorger' },
    { term: 'jong', synonym: 'dementie op jonge leeftijd' },
  ],
};

/**
 * What is left of an FTS5 expression once every quoted token, the column
 * filters and the operators the planner writes are taken out: must be nothing.
 * A quoted token holds letters and digits only, so nothing typed is syntax.
 */
const leftover = (expr: string) =>
  expr
    .replace(/"[\p{L}\p{N}]+"\*?/gu, '')
    .replace(/\{title intro body\} :|facets :/g, '')
    .replace(/\b(AND|OR)\b|[()\s]/g, '');

describe('readQuery', () => {
  it('drops the words of a question and keeps what it is about', () => {
    expect(readQuery('Wat is dementie?', state.places).content).toEqual(['dementie']);
    expect(readQuery('hoe krijg ik een diagnose', state.places).content).toEqual(['diagnose']);
  });

  it('searches a query of nothing but stop words by its words', () => {
    expect(readQuery('wat is het', state.places).content).toEqual(['wat', 'is', 'het']);
  });

  it('recognises places, the longest first, and never a stop word as a place', () => {
    const read = readQuery('dementie café alphen aan den rijn', state.places);
    expect(read.places).toEqual([{ name: 'alphen aan den rijn', regions: [1032] }]);
    expect(read.content).toEqual(['dementie', 'cafe']);
    expect(readQuery('de zorg', state.places).places).toEqual([]);
  });
});

describe('planQuery', () => {
  it('requires every word, each widened to its stems as prefixes', () => {
    const plan = planQuery('mantelzorgers tips', state)!;
    expect(plan.required).toHaveLength(2);
    expect(plan.required[0]!.expr).toContain('"mantelzorger"*');
    expect(plan.optional).toEqual([]);
  });

  it('makes a named place optional and boosts its region; a place alone is required', () => {
    const plan = planQuery('alzheimer café zwolle', state)!;
    expect(plan.required).toHaveLength(2);
    expect(plan.optional).toHaveLength(1);
    expect(plan.optional[0]).toContain('"r1005"');
    expect(plan.regions).toEqual([1005]);
    const only = planQuery('Zwolle', state)!;
    expect(only.required).toHaveLength(1);
    expect(only.required[0]!.expr).toContain('"zwoll"*');
    expect(only.optional).toEqual([]);
  });

  it('searches synonyms too, by stem (plural and singular alike), and says which', () => {
    const plan = planQuery('mantelzorgers', state)!;
    expect(plan.required[0]!.expr).toContain('"verzorger"*');
    expect(plan.alsoSearched).toEqual(['verzorger']);
    const phrase = planQuery('jong', state)!;
    expect(phrase.required[0]!.expr).toContain('("dementie"* AND "jong"* AND "leeftijd"*)');
  });

  it('searches a correction or the parts of a compound instead of the word, and says so', () => {
    const plan = planQuery('alzeimer cafe', state, new Map([['alzeimer', ['alzheimer']]]))!;
    expect(plan.required[0]!.expr).toContain('"alzheimer"*');
    expect(plan.required[0]!.expr).not.toContain('alzeimer');
    expect(plan.corrections).toEqual([{ from: 'alzeimer', to: 'alzheimer' }]);
    expect(plan.alsoSearched).toContain('alzheimer');
  });

  it('plans nothing for a query without letters or digits', () => {
    for (const term of ['', '   ', '"*"', '()', '🙂🙂', '-:^']) expect(planQuery(term, state), JSON.stringify(term)).toBeNull();
  });

  // Issue 17, item 6: any input is safe. Each of these becomes quoted words or nothing.
  it.each([
    ['quotes', '"alzheimer'],
    ['prefix star', 'alz*'],
    ['NEAR', 'NEAR(dementie alzheimer, 2)'],
    ['minus and NOT', '-dementie NOT alzheimer'],
    ['column filter', 'title:dementie {title}: x'],
    ['parentheses', '((dementie) OR (alzheimer'],
    ['caret', '^dementie'],
    ['AND/OR words', 'AND OR NOT'],
    ['SQL', "'; DROP TABLE nodes; --"],
    ['SQL union', '1 UNION SELECT * FROM search_docs'],
    ['emoji', 'dementie 🙂 café ☕'],
    ['1,000 characters', 'dementie '.repeat(112)],
    ['only spaces', '          '],
    ['markup', '<script>alert(1)</script>'],
    ['control characters', 'dementie\u0000\u0007\u001b'],
    ['right-to-left and zero width', 'de\u200bmentie \u202ealzheimer'],
    ['non-Latin letters', 'деменция 認知症 الخرف'],
    ['combining marks only', '\u0301\u0308'],
  ])('%s: %j becomes quoted words only', (_name, term) => {
    const plan = planQuery(term, state);
    if (!plan) return;
    for (const expr of [...plan.required.map((g) => g.expr), ...plan.optional]) expect(leftover(expr), expr).toBe('');
    expect(plan.required.length).toBeLessThanOrEqual(8);
  });
});

describe('words no hit needs (issue 36)', () => {
  const corpus = { rows: 1000, avgdl: 100, docs: new Map([['dementie', 800], ['dagbesteding', 20], ['vader', 40]]) };

  it('leaves words of asking out of what a hit needs, but searches a query of only those', () => {
    expect(readQuery('folder bestellen', state.places)).toMatchObject({ content: ['folder'], requests: ['bestellen'] });
    expect(readQuery('zoeken', state.places)).toMatchObject({ content: ['zoeken'], requests: [] });
  });

  it('needs neither the person asked about, a word of work beside another word, nor a word on most pages', () => {
    expect(splitWords(['praten', 'vader', 'dementie'], corpus)).toEqual({ required: ['praten'], optional: ['vader', 'dementie'], common: ['dementie'] });
    expect(splitWords(['vacature', 'dementietelefoon'], corpus)).toMatchObject({ required: ['dementietelefoon'], optional: ['vacature'] });
  });

  it('keeps at least one word required', () => {
    expect(splitWords(['collectant'], corpus)).toMatchObject({ required: ['collectant'], optional: [] });
    expect(splitWords(['vader', 'dementie'], corpus)).toMatchObject({ required: ['vader'], optional: ['dementie'] });
    expect(splitWords(['dementie'], corpus)).toMatchObject({ required: ['dementie'], optional: [] });
  });

  it('reads no word as common in a small index', () => {
    expect(splitWords(['dementie', 'dagbesteding'], { ...corpus, rows: 50 })).toMatchObject({ required: ['dementie', 'dagbesteding'] });
  });

  it('searches the optional words only among hits with some of the words', () => {
    const plan = planQuery('betaalde baan', state)!;
    expect(plan.required).toHaveLength(1);
    expect(plan.loose).toHaveLength(1);
    expect(plan.intent.work).toBe(true);
  });
});
