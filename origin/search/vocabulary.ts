/**
 * The index's vocabulary as an isolate holds it (search/state.ts loads it with
 * the places and synonyms, and again whenever the index's version moves): what
 * typo correction, compound splitting and word completion read. Held in memory
 * so that a typo is corrected before its query runs, in no round trip of its
 * own, and a completion is a binary search instead of an fts5vocab range scan.
 * At scale 20 it is about 20,000 terms.
 */
import { allowedEdits, editDistance } from './distance';
import { stem, stemVariants, STOPWORDS } from '../../shared/contract/search-text';

export interface Vocabulary {
  /** Every term of the index in any column (stems, words, facets), sorted, each once. */
  terms: readonly string[];
  /** The terms of the columns a query searches (title, introduction, body: stems), sorted, each once. */
  stems: readonly string[];
  /** The folded words of titles and introductions (the `words` column), sorted, with the pages that have each. */
  words: readonly string[];
  docs: readonly number[];
}

export const EMPTY_VOCABULARY: Vocabulary = { terms: [], stems: [], words: [], docs: [] };

const TEXT = new Set(['title', 'intro', 'body']);

/** From fts5vocab rows (term, col, doc) in any order. */
export function vocabularyOf(rows: readonly { term: string; col: string; doc: number }[]): Vocabulary {
  const terms = [...new Set(rows.map((r) => r.term))].sort(compare);
  const stems = [...new Set(rows.filter((r) => TEXT.has(r.col)).map((r) => r.term))].sort(compare);
  const words = rows.filter((r) => r.col === 'words').sort((a, b) => compare(a.term, b.term));
  return { terms, stems, words: words.map((r) => r.term), docs: words.map((r) => r.doc) };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The first index whose entry is not below `value`. */
function lowerBound(list: readonly string[], value: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether some term of the index starts with `prefix`. */
export function anyStartsWith(vocabulary: Vocabulary, prefix: string): boolean {
  return vocabulary.terms[lowerBound(vocabulary.terms, prefix)]?.startsWith(prefix) ?? false;
}

/** Whether `term` is a term of the index. */
export function hasTerm(vocabulary: Vocabulary, term: string): boolean {
  return vocabulary.terms[lowerBound(vocabulary.terms, term)] === term;
}

/** The stems of titles, introductions and bodies that start with `prefix`, or null when more than `max` do. */
export function expansions(vocabulary: Vocabulary, prefix: string, max: number): string[] | null {
  const { stems } = vocabulary;
  const out: string[] = [];
  for (let i = lowerBound(stems, prefix); i < stems.length && stems[i]!.startsWith(prefix); i++) {
    if (out.length === max) return null;
    out.push(stems[i]!);
  }
  return out;
}

/** The words (titles and introductions) that start with `prefix`, with their page counts, in word order. */
export function wordsStartingWith(vocabulary: Vocabulary, prefix: string): { term: string; doc: number }[] {
  const out: { term: string; doc: number }[] = [];
  for (let i = lowerBound(vocabulary.words, prefix); i < vocabulary.words.length && vocabulary.words[i]!.startsWith(prefix); i++) {
    out.push({ term: vocabulary.words[i]!, doc: vocabulary.docs[i]! });
  }
  return out;
}

/** Ways to split a compound into a known head and tail ('dementiecafe' → 'dementie' + 'cafe'), with a linking s. */
function splits(word: string): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 3; i <= word.length - 3; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    out.push([head, tail]);
    if (head.endsWith('s') && head.length > 3) out.push([head.slice(0, -1), tail]);
  }
  return out;
}

/**
 * Corrections for the words of `words` that nothing in the index starts with
 * (no indexed word, no indexed stem of one of their stems): a split into two
 * known words ('dementiecafe' → 'dementie' + 'cafe'), or the nearest word of
 * titles and introductions within the allowed edits, among those starting
 * with the word's first two letters or those two swapped (the one in most
 * pages wins a tie).
 */
export function findFixes(vocabulary: Vocabulary, words: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const word of words) {
    if (allowedEdits(word.length) === 0 || /\d/.test(word)) continue;
    if ([word, ...stemVariants(word)].some((p) => anyStartsWith(vocabulary, p))) continue;
    // Compound parts count when the index has them as a word or as a stem (in any column).
    const known = (part: string) => hasTerm(vocabulary, part) || hasTerm(vocabulary, stem(part));
    // Of the splits into two known words, the most even one ('dementie' + 'cafe', not 'dem' + 'entiecafe').
    const split = (word.length >= 7 ? splits(word) : [])
      .filter(([head, tail]) => known(head) && known(tail))
      .sort((a, b) => Math.min(b[0].length, b[1].length) - Math.min(a[0].length, a[1].length))[0];
    if (split) {
      out.set(word, split);
      continue;
    }
    const max = allowedEdits(word.length);
    let best: { term: string; doc: number; d: number } | null = null;
    for (const row of [...wordsStartingWith(vocabulary, word.slice(0, 2)), ...wordsStartingWith(vocabulary, word[1]! + word[0]!)]) {
      if (row.term.length < 3 || /\d/.test(row.term)) continue;
      const d = editDistance(word, row.term, max);
      if (d > max) continue;
      if (!best || d < best.d || (d === best.d && row.doc > best.doc)) best = { term: row.term, doc: row.doc, d };
    }
    if (best) out.set(word, [best.term]);
  }
  return out;
}

/**
 * Words that complete `prefix`, in most pages first (then alphabetically), as
 * suggestions: three letters or more, no digits, no stop words.
 */
export function completions(vocabulary: Vocabulary, prefix: string, limit: number): string[] {
  return wordsStartingWith(vocabulary, prefix)
    .filter((r) => r.term.length >= 3 && !/\d/.test(r.term) && !STOPWORDS.has(r.term))
    .sort((a, b) => b.doc - a.doc || compare(a.term, b.term))
    .slice(0, limit)
    .map((r) => r.term);
}
