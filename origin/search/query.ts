/**
 * From what a visitor typed to FTS5 expressions: folded words, stop words
 * dropped, place names recognised, each remaining word widened to its stems
 * (plural forms, prefixes for compounds), its synonyms, and a typo corrected
 * or a compound split into known words (fixes from search/vocabulary.ts).
 *
 * Every token reaches FTS5 inside double quotes and is made of letters and
 * digits only, so nothing a visitor types is ever FTS5 syntax.
 */
import { foldedWords, PEOPLE_WORDS, REQUEST_WORDS, stem, stemVariants, STOPWORDS } from '../../shared/contract/search-text';
import type { CorpusStats } from './bm25';
import { regionToken } from './indexer';
import { intentOf, isWorkWord, type Intent } from './intent';
import type { SearchState } from './state';
import { expansions, type Vocabulary } from './vocabulary';

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
  /** What the query asks for: work, a question (search/intent.ts). */
  intent: Intent;
  /** One group per word that counts: a hit needs all of them, or at least one when none has all. */
  required: WordGroup[];
  /** Places named: optional in an all-words search (they boost their region's pages). */
  optional: string[];
  /** The words no hit needs (splitWords): searched only among the hits with some of the words. */
  loose: string[];
  /** The stems of the places named and of the words of asking (for ranking by title). */
  placeStems: string[];
  /** The places named (folded) and their regions. */
  places: { name: string; regions: number[] }[];
  regions: number[];
  /** Words also searched for: synonyms and corrections, for 'Ook gezocht op'. */
  alsoSearched: string[];
  corrections: { from: string; to: string }[];
  /**
   * The same expressions (one per required group, then the optional ones) with
   * every prefix written as the terms it stands for: the same matches, for the
   * counts. `exact`: no phrase was left a prefix (too many terms, or no
   * vocabulary), so single pages are cheap to look up by rowid.
   */
  counted: { required: string[]; optional: string[]; loose: string[]; exact: boolean };
}


const quote = (token: string) => `"${token}"`;
/** At most this many indexed terms stand in for a prefix; a prefix with more stays a prefix query. */
export const MAX_EXPANSION = 24;

/**
 * Writes a stem as an FTS5 phrase: a prefix from three letters on (compounds,
 * plurals), exact when shorter. With the vocabulary at hand the prefix is
 * written as the indexed terms that start with it ('dementie' OR
 * 'dementietelefon' OR ...): the same pages match, but FTS5 reads each term's
 * own doclist instead of merging every term with that prefix into one, which
 * at scale 20 costs a third of the time of a common word's count and ranked
 * window, and lets a search look up single pages by rowid cheaply
 * (engine.ts, countStatement). `prefixes` counts the phrases left as prefixes;
 * with `max` 1 only a prefix that stands for one term is written as that term.
 */
function phraseWriter(vocabulary: Vocabulary | undefined, max = MAX_EXPANSION) {
  const out = {
    prefixes: 0,
    phrase(s: string): string {
      if (s.length < 3) return quote(s);
      const terms = vocabulary ? expansions(vocabulary, s, max) : null;
      if (!terms || terms.length === 0) {
        out.prefixes++;
        return `${quote(s)}*`;
      }
      return terms.length === 1 ? quote(terms[0]!) : `(${terms.map(quote).join(' OR ')})`;
    },
  };
  return out;
}
type Phrases = ReturnType<typeof phraseWriter>;

const wordExpr = (w: Phrases, word: string) => {
  const phrases = stemVariants(word).map((s) => w.phrase(s));
  return phrases.length === 1 ? phrases[0]! : `(${phrases.join(' OR ')})`;
};
/** Several words that must all be there (a synonym of more than one word, a split compound). */
const allOf = (w: Phrases, words: string[]) => (words.length === 1 ? wordExpr(w, words[0]!) : `(${words.map((x) => wordExpr(w, x)).join(' AND ')})`);

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

/**
 * The words of a query, its places, the words that count (stop words, places
 * and words of asking taken out) and the words of asking ('bestellen',
 * 'bezoeken': REQUEST_WORDS), which no hit needs.
 */
export function readQuery(
  term: string,
  places: ReadonlyMap<string, number[]>,
): { words: string[]; places: { name: string; regions: number[] }[]; content: string[]; requests: string[] } {
  const words = foldedWords(term.slice(0, MAX_QUERY_CHARS)).slice(0, MAX_WORDS);
  const found = placesIn(words, places);
  const left = words.filter((w, i) => !found.used.has(i) && !STOPWORDS.has(w));
  let content = left.filter((w) => !REQUEST_WORDS.has(w));
  let requests = left.filter((w) => REQUEST_WORDS.has(w));
  // A query of nothing but words of asking ('zoeken') searches them; one of nothing but stop words ('wat is') its words.
  if (content.length === 0 && found.places.length === 0) [content, requests] = requests.length ? [requests, []] : [words, []];
  return { words, places: found.places, content: [...new Set(content)].slice(0, MAX_CONTENT_WORDS), requests: [...new Set(requests)] };
}

/** A word on more than this share of the pages tells them apart little ('dementie' on this site): with rarer words beside it, it is not required. */
const COMMON_SHARE = 0.5;
/** Below this many pages the share says nothing (a test's small index). */
const COMMON_MIN_PAGES = 200;

/**
 * The words a hit needs, and those it need not have: the person a question is
 * about ('vader', PEOPLE_WORDS), a word of work when the query is about work
 * (the intent lifts vacancies instead, search/intent.ts) and a word on most
 * pages ('dementie') are left to rank by title when another word can carry
 * the query. At least one word stays required.
 */
export function splitWords(content: readonly string[], corpus?: CorpusStats): { required: string[]; optional: string[]; common: string[] } {
  const isCommon = (w: string) =>
    corpus !== undefined && corpus.rows >= COMMON_MIN_PAGES && Math.max(...stemVariants(w).map((s) => corpus.docs.get(s) ?? 0)) > corpus.rows * COMMON_SHARE;
  const soft = (w: string) => PEOPLE_WORDS.has(w) || isWorkWord(w);
  const core = content.filter((w) => !soft(w) && !isCommon(w));
  const rest = (required: string[]) => content.filter((w) => !required.includes(w));
  const split = (required: string[]) => ({ required, optional: rest(required), common: rest(required).filter(isCommon) });
  if (core.length > 0) return split(core);
  const softWords = content.filter(soft);
  if (softWords.length > 0) return split(softWords);
  return { required: [...content], optional: [], common: [] };
}

/** The rows of the synonym table for these words: a row whose term is one of them or has the stem of one. */
export function synonymsOf(words: readonly string[], synonyms: SearchState['synonyms']): SearchState['synonyms'] {
  const stems = new Set(words.flatMap(stemVariants));
  return synonyms.filter((s) => words.includes(s.term) || stems.has(stem(s.term)));
}

/**
 * Plans the search of a term: null when nothing is left to search. `fixes`
 * replaces words by their correction or their parts (from findFixes).
 */
export function planQuery(
  term: string,
  state: Pick<SearchState, 'places' | 'synonyms'> & { vocabulary?: Vocabulary; corpus?: CorpusStats },
  fixes: ReadonlyMap<string, string[]> = new Map(),
): QueryPlan | null {
  const { words, places, content: all, requests } = readQuery(term, state.places);
  if (words.length === 0) return null;
  const { required: content, optional, common } = splitWords(all, state.corpus);
  const alsoSearched: string[] = [];
  const corrections: { from: string; to: string }[] = [];
  const groups = content.map((word) => {
    const fix = fixes.get(word);
    if (fix) {
      corrections.push({ from: word, to: fix.join(' ') });
      alsoSearched.push(fix.join(' '));
    }
    const searched = fix ?? [word];
    const extra = synonymsOf(searched, state.synonyms);
    for (const s of extra) if (!alsoSearched.includes(s.synonym)) alsoSearched.push(s.synonym);
    // A synonym of several words needs its words that count ('dementie op jonge leeftijd': not 'op').
    const synonymWords = extra.map((s) => {
      const all = foldedWords(s.synonym);
      const counted = all.filter((w) => !STOPWORDS.has(w));
      return counted.length ? counted : all;
    });
    return { searched, synonymWords };
  });
  const regions = [...new Set(places.flatMap((p) => p.regions))];
  const regionExpr = regions.length ? [`facets : (${regions.map((r) => quote(regionToken(r))).join(' OR ')})`] : [];
  // The expressions, written by `w`: one per word (with its synonyms), and the places.
  const write = (w: Phrases) => {
    const required = groups.map(({ searched, synonymWords }) => {
      const parts = [allOf(w, searched), ...synonymWords.map((x) => allOf(w, x))];
      return `${TEXT_COLUMNS} : (${[...new Set(parts)].join(' OR ')})`;
    });
    const placeExpr = places.map((p) => `${TEXT_COLUMNS} : ${allOf(w, p.name.split(' '))}`);
    // A query of only places needs the place; otherwise the place is optional and boosts.
    const place = placeExpr.length ? `(${[...placeExpr, ...regionExpr].join(' OR ')})` : null;
    // The words no hit needs: only where hits with some of the words are looked for ('betaalde baan').
    const loose = optional.map((word) => `${TEXT_COLUMNS} : ${allOf(w, fixes.get(word) ?? [word])}`);
    return required.length === 0 && place ? { required: [place], optional: [], loose } : { required, optional: place ? [place] : [], loose };
  };
  // Ranked with prefixes as one phrase each (what bm25() weighs), except a prefix only one term
  // has, written as that term (the same doclist, so the same score, without a prefix merge);
  // counted with the terms they stand for.
  const ranked = write(phraseWriter(state.vocabulary, 1));
  const counter = phraseWriter(state.vocabulary);
  const counted = write(counter);
  // Places, words of asking and the words no hit needs are not required, but a title with them is a little
  // more on topic; a word on most pages ('dementie') tells titles apart no more than it does pages.
  const placeStems = [...places.flatMap((p) => p.name.split(' ').filter((w) => !STOPWORDS.has(w))), ...requests, ...optional.filter((w) => !common.includes(w))].flatMap(
    stemVariants,
  );
  const base = {
    key: words.join(' '),
    intent: intentOf(words, term),
    regions,
    alsoSearched,
    corrections,
    placeStems,
    places,
    counted: { ...counted, exact: state.vocabulary !== undefined && counter.prefixes === 0 },
    optional: ranked.optional,
    loose: ranked.loose,
  };
  if (groups.length === 0) return { ...base, required: [{ expr: ranked.required[0]!, stems: placeStems, own: placeStems }] };
  const required = groups.map(({ searched, synonymWords }, i): WordGroup => ({
    expr: ranked.required[i]!,
    stems: [...new Set([...searched, ...synonymWords.flat()].flatMap(stemVariants))],
    own: [...new Set(searched.flatMap(stemVariants))],
  }));
  return { ...base, required };
}
