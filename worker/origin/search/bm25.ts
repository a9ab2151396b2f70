/**
 * FTS5's bm25() computed outside FTS5, for the ranked windows of the site
 * search (engine.ts).
 *
 * Why: bm25() counts, once per statement, the pages of every phrase of the
 * query to weigh it (its IDF), reading each phrase's whole doclist: at scale
 * 20 about 8.5 ms per ranked window for 'alzheimer café zwolle' ("alzheimer",
 * "dementie"*, "caf"*, each in 27,000 to 37,000 pages), and a prefix phrase
 * must be merged from all its terms before the first match is known, even for
 * a window of 100. Here the window's rows are found through the expression
 * with every prefix written as its terms (the same pages, stepped through
 * without merging), each row brings how often each phrase of the ranked
 * expression is in its title, introduction and body (counted in SQL on the
 * stored tokens, so no body leaves D1), and the score is bm25()'s own formula
 * with its constants. The pages of a phrase come from the index's vocabulary
 * held in memory (search_vocab_row, migration 0053): exact for a term, an
 * estimate for a prefix of several terms (their union, taken as independent).
 */
import { expansions, type Vocabulary } from './vocabulary';

/** bm25()'s constants (fts5_aux.c). */
const K1 = 1.2;
const B = 0.75;
/** The column weights the site search gives bm25(): title, introduction, body (the vocabulary and facet columns weigh 0). */
export const COLUMN_WEIGHTS = { title: 10, intro: 4, body: 1 } as const;
const ALL_COLUMNS = ['title', 'intro', 'body', 'words', 'facets'] as const;
/** The same weights as FTS5's bm25() takes them (a weight per column of search_fts). */
export const FTS5_WEIGHTS = `${COLUMN_WEIGHTS.title}.0, ${COLUMN_WEIGHTS.intro}.0, ${COLUMN_WEIGHTS.body}.0, 0.0, 0.0`;
/**
 * Below this many pages for all the phrases of a window together, FTS5's own
 * bm25() counts them cheaply (short doclists) and is used: counting the
 * phrases in each row in SQL costs more than that (about 1 ms per 100 rows),
 * so a rare word gains nothing from it. At scale 20 'vergeetachtig moeder' is
 * under it, 'dementie' (37,000 pages) far over.
 */
export const FTS5_BM25_MAX_PAGES = 10_000;

/** One phrase of an FTS5 expression of the site search: a token, or a prefix ("caf"*). */
export interface Phrase {
  token: string;
  prefix: boolean;
}

/** What bm25() reads of the whole index: its rows, their average length in tokens, and the pages of each term. */
export interface CorpusStats {
  rows: number;
  avgdl: number;
  /** Pages per term (any column), from fts5vocab 'row'. */
  docs: ReadonlyMap<string, number>;
}

export const EMPTY_CORPUS: CorpusStats = { rows: 0, avgdl: 1, docs: new Map() };

/** From the rows of search_vocab_row: 'xall' is on every page, and the instances of all terms are all the tokens. */
export function corpusStatsOf(rows: readonly { term: string; doc: number; cnt: number }[], allToken: string): CorpusStats {
  const docs = new Map<string, number>();
  let tokens = 0;
  for (const r of rows) {
    docs.set(r.term, r.doc);
    tokens += r.cnt;
  }
  const count = docs.get(allToken) ?? Math.max(0, ...docs.values());
  return { rows: count, avgdl: count > 0 ? tokens / count : 1, docs };
}

/**
 * The phrases of an expression that bm25() weighs: those searched in the
 * text columns. A facet's phrase ('facets : ...') is in a column of weight 0,
 * so it adds nothing to a score and is left out.
 */
export function phrasesOf(expr: string): Phrase[] {
  const text = expr.replace(/facets : (\([^()]*\)|"[^"]*")/g, '');
  return [...text.matchAll(/"([^"]+)"(\*?)/g)].map((m) => ({ token: m[1]!, prefix: m[2] === '*' }));
}

/** Pages with the phrase in some column: a term's own count; for a prefix, the union of its terms', taken as independent. */
export function pagesOf(phrase: Phrase, corpus: CorpusStats, vocabulary: Vocabulary): number {
  if (!phrase.prefix) return corpus.docs.get(phrase.token) ?? 0;
  const terms = expansions(vocabulary, phrase.token, Number.MAX_SAFE_INTEGER) ?? [];
  const n = corpus.rows;
  if (n === 0) return 0;
  const none = terms.reduce((p, t) => p * (1 - Math.min(1, (corpus.docs.get(t) ?? 0) / n)), 1);
  return Math.round(n * (1 - none));
}

/** bm25()'s IDF of each phrase: log((N - n + 0.5) / (n + 0.5)), a very small positive value when that is not positive. */
export function idfsOf(phrases: readonly Phrase[], corpus: CorpusStats, vocabulary: Vocabulary): number[] {
  return phrases.map((p) => {
    const hits = pagesOf(p, corpus, vocabulary);
    const idf = Math.log((corpus.rows - hits + 0.5) / (hits + 0.5));
    return idf > 0 ? idf : 1e-6;
  });
}

/** Tokens in a column (stems and words are joined by single spaces). */
const tokens = (column: string) => `(CASE WHEN ${column} = '' THEN 0 ELSE length(${column}) - length(replace(${column}, ' ', '')) + 1 END)`;
/** Every token of a column with a space either side, so ' tok ' finds each whole token and ' tok' each that starts with it. */
const padded = (column: string) => `' ' || replace(${column}, ' ', '  ') || ' '`;
/** How often a pattern (letters and digits between spaces: nothing else is ever written into SQL here) is in a padded column; instr() first, as most are not. */
const occurrences = (column: string, pattern: string) =>
  `(CASE WHEN instr(${column}, '${pattern}') = 0 THEN 0 ELSE (length(${column}) - length(replace(${column}, '${pattern}', ''))) / ${pattern.length} END)`;

/**
 * The columns a ranked window adds to its rows, as two parts: `padded`, what
 * a materialized subquery over search_fts (aliased `f`) selects once per row
 * (its length in tokens `dl` and its text columns padded as `t`, `i`, `b`),
 * and `frequencies`, what the query over that subquery (aliased `w`) selects:
 * `dl` and for each phrase `f0` ... its weighted frequency (title 10,
 * introduction 4, body 1), as bm25() sums it. A phrase that is not letters
 * and digits (never written by query.ts) counts 0.
 */
export function frequencyColumns(phrases: readonly Phrase[]): { padded: string; frequencies: string } {
  const dl = ALL_COLUMNS.map((c) => tokens(`f.${c}`)).join(' + ');
  const columns = { t: COLUMN_WEIGHTS.title, i: COLUMN_WEIGHTS.intro, b: COLUMN_WEIGHTS.body };
  const freqs = phrases.map((p, n) => {
    if (!/^[\p{L}\p{N}]+$/u.test(p.token)) return `0 AS f${n}`;
    const pattern = p.prefix ? ` ${p.token}` : ` ${p.token} `;
    return `${Object.entries(columns).map(([c, w]) => `${w} * ${occurrences(`w.${c}`, pattern)}`).join(' + ')} AS f${n}`;
  });
  return {
    padded: `${dl} AS dl, ${padded('f.title')} AS t, ${padded('f.intro')} AS i, ${padded('f.body')} AS b`,
    frequencies: ['w.dl AS dl', ...freqs].join(', '),
  };
}

/** bm25() of a row (negative: lower is better) from its frequencies (f0 ...) and length (dl). */
export function bm25(row: Record<string, unknown>, idfs: readonly number[], avgdl: number): number {
  const dl = Number(row.dl ?? 0);
  let score = 0;
  idfs.forEach((idf, i) => {
    const f = Number(row[`f${i}`] ?? 0);
    score += (idf * (f * (K1 + 1))) / (f + K1 * (1 - B + (B * dl) / avgdl));
  });
  return -score;
}
