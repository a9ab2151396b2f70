/**
 * From what a visitor typed to FTS5 expressions: folded words, stop words
 * dropped, place names recognised, each remaining word widened to its stems
 * (plural forms, prefixes for compounds), its synonyms, and a typo corrected
 * against the index's vocabulary or a compound split into known words.
 *
 * Every token reaches FTS5 inside double quotes and is made of letters and
 * digits only, so nothing a visitor types is ever FTS5 syntax.
 */
import { allowedEdits, editDistance } from './distance';
import { foldedWords, stem, stemVariants, STOPWORDS } from './text';
import { regionToken } from './indexer';
import type { SearchState } from './state';

/** A query is read up to this many characters and this many words; the rest is ignored. */
export const MAX_QUERY_CHARS = 300;
const MAX_WORDS = 16;
/** At most this many words of a query count (after stop words and places). */
const MAX_CONTENT_WORDS = 8;
/** The longest place name, in words ('alphen aan den rijn'). */
const MAX_PLACE_WORDS = 4;

/** Where the words of a query are looked for: stems in title, introduction and body. */
export const TEXT_COLUMNS = '{title intro body}';

/** One word of a query as it is searched: its FTS5 expression and every stem it may match (for ranking by title). */
export interface WordGroup {
  expr: string;
  stems: string[];
  /** The stems of the word as typed (or its correction), without its synonyms: a title with the word itself ranks above one with a synonym. */
  own: string[];
}

export interface QueryPlan {
  /** The folded words of the query, stop words included (the exact-title boost compares them). */
  key: string;
  /** One group per word that counts: a hit needs all of them, or at least one when none has all. */
  required: WordGroup[];
  /** Places named: optional in an all-words search (they boost their region's pages). */
  optional: string[];
  /** The stems of the places named (for ranking by title). */
  placeStems: string[];
  regions: number[];
  /** Words also searched for: synonyms and corrections, for 'Ook gezocht op'. */
  alsoSearched: string[];
  corrections: { from: string; to: string }[];
}


const quote = (token: string) => `"${token}"`;
/** A stem as an FTS5 phrase: a prefix from three letters on (compounds, plurals), exact when shorter. */
const stemPhrase = (s: string) => (s.length >= 3 ? `${quote(s)}*` : quote(s));
const wordExpr = (word: string) => {
  const phrases = stemVariants(word).map(stemPhrase);
  return phrases.length === 1 ? phrases[0]! : `(${phrases.join(' OR ')})`;
};
/** Several words that must all be there (a synonym of more than one word, a split compound). */
const allOf = (words: string[]) => (words.length === 1 ? wordExpr(words[0]!) : `(${words.map(wordExpr).join(' AND ')})`);

const upper = (prefix: string) => prefix + '\uffff';

/** Which of the query's n-grams are places, longest first, each word in at most one place. */
function placesIn(words: string[], known: ReadonlyMap<string, number[]>): { used: Set<number>; places: { name: string; regions: number[] }[] } {
  const used = new Set<number>();
  const places: { name: string; regions: number[] }[] = [];
  for (let n = Math.min(MAX_PLACE_WORDS, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      if (Array.from({ length: n }, (_, k) => i + k).some((k) => used.has(k))) continue;
      const name = words.slice(i, i + n).join(' ');
      const regions = known.get(name);
      // A one-word place that is also a stop word ('de') is no place.
      if (!regions || (n === 1 && STOPWORDS.has(name))) continue;
      for (let k = i; k < i + n; k++) used.add(k);
      places.push({ name, regions });
    }
  }
  return { used, places };
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

/** The words of a query, its places, and the words that count (stop words and places taken out). */
export function readQuery(term: string, places: ReadonlyMap<string, number[]>): { words: string[]; places: { name: string; regions: number[] }[]; content: string[] } {
  const words = foldedWords(term.slice(0, MAX_QUERY_CHARS)).slice(0, MAX_WORDS);
  const found = placesIn(words, places);
  let content = words.filter((w, i) => !found.used.has(i) && !STOPWORDS.has(w));
  // A query of nothing but stop words ('wat is') still searches its words.
  if (content.length === 0 && found.places.length === 0) content = words;
  return { words, places: found.places, content: [...new Set(content)].slice(0, MAX_CONTENT_WORDS) };
}

/**
 * Plans the search of a term: null when nothing is left to search. `fixes`
 * replaces words by their correction or their parts (from findFixes).
 */
export function planQuery(term: string, state: Pick<SearchState, 'places' | 'synonyms'>, fixes: ReadonlyMap<string, string[]> = new Map()): QueryPlan | null {
  const { words, places, content } = readQuery(term, state.places);
  if (words.length === 0) return null;
  const alsoSearched: string[] = [];
  const corrections: { from: string; to: string }[] = [];
  const required = content.map((word): WordGroup => {
    const fix = fixes.get(word);
    if (fix) {
      corrections.push({ from: word, to: fix.join(' ') });
      alsoSearched.push(fix.join(' '));
    }
    const searched = fix ?? [word];
    const stems = new Set(searched.flatMap(stemVariants));
    const extra = state.synonyms.filter((s) => searched.includes(s.term) || stems.has(stem(s.term)));
    for (const s of extra) if (!alsoSearched.includes(s.synonym)) alsoSearched.push(s.synonym);
    // A synonym of several words needs its words that count ('dementie op jonge leeftijd': not 'op').
    const synonymWords = extra.map((s) => {
      const all = foldedWords(s.synonym);
      const counted = all.filter((w) => !STOPWORDS.has(w));
      return counted.length ? counted : all;
    });
    const parts = [allOf(searched), ...synonymWords.map(allOf)];
    return {
      expr: `${TEXT_COLUMNS} : (${[...new Set(parts)].join(' OR ')})`,
      stems: [...new Set([...searched, ...synonymWords.flat()].flatMap(stemVariants))],
      own: [...stems],
    };
  });
  const regions = [...new Set(places.flatMap((p) => p.regions))];
  const placeExpr = places.map((p) => `${TEXT_COLUMNS} : ${allOf(p.name.split(' '))}`);
  const regionExpr = regions.length ? [`facets : (${regions.map((r) => quote(regionToken(r))).join(' OR ')})`] : [];
  // A query of only places needs the place; otherwise the place is optional and boosts.
  const place = placeExpr.length ? `(${[...placeExpr, ...regionExpr].join(' OR ')})` : null;
  const placeStems = places.flatMap((p) => p.name.split(' ').filter((w) => !STOPWORDS.has(w)).flatMap(stemVariants));
  const base = { key: words.join(' '), regions, alsoSearched, corrections, placeStems };
  if (required.length === 0 && place) return { ...base, required: [{ expr: place, stems: placeStems, own: placeStems }], optional: [] };
  return { ...base, required, optional: place ? [place] : [] };
}

/**
 * Corrections for the words of `words` that nothing in the index starts with
 * (no indexed word, no indexed stem of one of their stems): a split into two
 * known words ('dementiecafe' → 'dementie' + 'cafe'), or the nearest known
 * word within the allowed edits (the one in most documents wins a tie). One
 * round trip.
 */
export async function findFixes(db: D1Database, words: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const candidates = words.filter((w) => allowedEdits(w.length) > 0 && !/\d/.test(w));
  if (candidates.length === 0) return out;
  // Compound parts count when the index has them as a word or as a stem (in any column).
  const heads = candidates.flatMap((w) => (w.length >= 7 ? splits(w).flat() : []));
  const pieces = [...new Set([...heads, ...heads.map(stem)])];
  // The vocabulary near each word: words starting with its first two letters, or with those two swapped.
  const ranges = candidates.flatMap((w) => [w.slice(0, 2), w[1]! + w[0]!]);
  const results = await db.batch<Record<string, unknown>>([
    ...candidates.map((w) => {
      const prefixes = [w, ...stemVariants(w)];
      const sql = prefixes.map((_, i) => `EXISTS (SELECT 1 FROM search_vocab WHERE term >= ?${2 * i + 1} AND term < ?${2 * i + 2})`).join(' OR ');
      return db.prepare(`SELECT (${sql}) AS known`).bind(...prefixes.flatMap((p) => [p, upper(p)]));
    }),
    db.prepare('SELECT DISTINCT v.term FROM json_each(?1) j JOIN search_vocab v ON v.term = j.value').bind(JSON.stringify(pieces)),
    ...ranges.map((r) => db.prepare("SELECT term, doc FROM search_vocab WHERE col = 'words' AND term >= ?1 AND term < ?2").bind(r, upper(r))),
  ]);
  const known = results.slice(0, candidates.length).map((r) => (r.results[0] as { known: number } | undefined)?.known === 1);
  const wholeWords = new Set((results[candidates.length]?.results ?? []).map((r) => (r as { term: string }).term));
  const near = results.slice(candidates.length + 1) as D1Result<{ term: string; doc: number }>[];
  candidates.forEach((word, i) => {
    if (known[i]) return;
    // Of the splits into two known words, the most even one ('dementie' + 'cafe', not 'dem' + 'entiecafe').
    const split = (word.length >= 7 ? splits(word) : [])
      .filter(([head, tail]) => [head, tail].every((part) => wholeWords.has(part) || wholeWords.has(stem(part))))
      .sort((a, b) => Math.min(b[0].length, b[1].length) - Math.min(a[0].length, a[1].length))[0];
    if (split) return void out.set(word, split);
    const max = allowedEdits(word.length);
    let best: { term: string; doc: number; d: number } | null = null;
    for (const row of [...(near[2 * i]?.results ?? []), ...(near[2 * i + 1]?.results ?? [])]) {
      if (row.term.length < 3 || /\d/.test(row.term)) continue;
      const d = editDistance(word, row.term, max);
      if (d > max) continue;
      if (!best || d < best.d || (d === best.d && row.doc > best.doc)) best = { term: row.term, doc: row.doc, d };
    }
    if (best) out.set(word, [best.term]);
  });
  return out;
}
