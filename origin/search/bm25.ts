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
 * without merging), each row brings its stored title, introduction and body
 * stems (a few hundred bytes each), JavaScript counts how often each phrase of
 * the ranked expression is in them, and the score is bm25()'s own formula
 * with its constants. The pages of a phrase come from the index's vocabulary
 * held in memory (search_vocab_row, migration 0053): exact for a term, an
 * estimate for a prefix of several terms (their union, taken as independent).
 */
import { type ExprNode, type ExprPhrase, livePhrases } from './expr';
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
 * bm25() counts them cheaply (short doclists) and is used: reading the stems
 * of each row costs more than that (about 1 ms per 100 rows), so a rare word
 * gains nothing from it. At scale 20 'vergeetachtig moeder' is
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

/** Tokens in a column (stems and words are joined by single spaces), in SQL. */
const tokens = (column: string) => `(CASE WHEN ${column} = '' THEN 0 ELSE length(${column}) - length(replace(${column}, ' ', '')) + 1 END)`;

/**
 * What a ranked window selects of search_fts (aliased `f`) for the score: the
 * stems of title, introduction and body as stored (`t`, `i`, `b`; counted in
 * JavaScript, which costs less than counting each phrase with replace() in
 * SQL) and the tokens of the other columns (`dw`).
 */
export const SCORE_COLUMNS = `f.title AS t, f.intro AS i, f.body AS b, f.facets AS fc, ${tokens('f.words')} AS dw`;
export const SCORE_VALUES = 'w.t, w.i, w.b, w.fc, w.dw';

/** Tokens of a column as stored: single spaces between them (counted without splitting: a body has thousands). */
function tokenCount(text: string): number {
  if (text === '') return 0;
  let n = 1;
  for (let at = text.indexOf(' '); at >= 0; at = text.indexOf(' ', at + 1)) n++;
  return n;
}

/** How often a phrase is in a column: a whole token, or any token that starts with a prefix. */
function occurrences(text: string, phrase: Phrase): number {
  const padded = ` ${text} `;
  const pattern = phrase.prefix ? ` ${phrase.token}` : ` ${phrase.token} `;
  // A whole token's trailing space is the next token's leading one.
  const step = phrase.prefix ? pattern.length : pattern.length - 1;
  let n = 0;
  for (let at = padded.indexOf(pattern); at >= 0; at = padded.indexOf(pattern, at + step)) n++;
  return n;
}

/** A row of a ranked window with the columns of SCORE_COLUMNS. */
export interface ScoredText {
  t: string;
  i: string;
  b: string;
  fc: string;
  dw: number;
}

/**
 * bm25() of a row (negative: lower is better) for an expression read by
 * parseExpression (expr.ts): bm25()'s own formula over the weighted
 * frequencies of the phrases of the branches that match the row (a facet's
 * phrase weighs 0) and the row's length. `idfs` has one IDF per phrase.
 */
export function bm25(row: ScoredText, expr: { root: ExprNode; phrases: readonly ExprPhrase[] }, idfs: readonly number[], avgdl: number): number {
  const columns = [
    [row.t ?? '', COLUMN_WEIGHTS.title],
    [row.i ?? '', COLUMN_WEIGHTS.intro],
    [row.b ?? '', COLUMN_WEIGHTS.body],
  ] as const;
  const dl = columns.reduce((n, [text]) => n + tokenCount(text), tokenCount(row.fc ?? '') + Number(row.dw ?? 0));
  const freqs = expr.phrases.map((phrase) =>
    phrase.columns === 'facets' ? 0 : columns.reduce((sum, [text, weight]) => sum + weight * occurrences(text, phrase), 0),
  );
  const live = livePhrases(expr.root, (k) => (expr.phrases[k]!.columns === 'facets' ? occurrences(row.fc ?? '', expr.phrases[k]!) : freqs[k]!));
  let score = 0;
  for (const k of live) {
    const f = freqs[k]!;
    score += (idfs[k]! * (f * (K1 + 1))) / (f + K1 * (1 - B + (B * dl) / avgdl));
  }
  return -score;
}
