/**
 * The site's own screens in its search (issue 36): the memory test, the news
 * overview, the regions, the vacancy overview, a region's locations,
 * activities and news, the account pages. They are not pages of the CMS, so
 * the CMS's search index (the upstream's, or the embedded origin's) does not
 * have them; the site merges them into the first page of results itself.
 *
 * A route of the table (shared/routes.ts) with `search: true` is searchable;
 * its title, introduction and keywords are Dutch texts beside it
 * (shared/texts/nl/search-screens.ts). A screen matches when the query has
 * the words of its title or of one of its keywords, and every word of the
 * query that counts (not a stop word, not a place, not a word of asking) is a
 * word of its title or keywords, compared as the index compares them
 * (folded, stemmed: shared/contract/search-text.ts); then it comes first.
 * ('dementie' alone is no memory test, though 'test voor dementie' is.)
 * A route with a region in its path matches only a query that names one
 * region (the answer's Places), and gets that region; the other screens only
 * a query that names no place ('vrijwilligerswerk utrecht' wants Utrecht's
 * vacancies, not the national overview).
 *
 * Why in the site and not in the index: docs/search.md, "The site's own screens".
 */
import { foldedWords, REQUEST_WORDS, stem, stemVariants, STOPWORDS } from './contract/search-text';
import type { SearchAnswer, SearchHit, SearchKind, Suggestions } from './contract/search';
import { href, ROUTES, type RouteDef } from './routes';
import { nl } from './texts/nl';
import type { ScreenSearchTexts } from './texts/nl/search-screens';

/** At most this many screens come first in one answer. */
const MAX_SCREENS = 2;
/** At most this many screens among the suggestions while typing, and the letters typed before they are offered. */
const MAX_SUGGESTED = 2;
const MIN_SUGGEST_LETTERS = 3;

/** The tab each screen belongs to (spec section 3: information, news, regio); information unless said here. */
const KIND: Readonly<Record<string, SearchKind>> = {
  news: 'news',
  'region-news': 'news',
  regions: 'regio',
  'region-locations': 'regio',
  'region-activities': 'regio',
};

interface ScreenEntry {
  route: RouteDef;
  texts: ScreenSearchTexts;
  kind: SearchKind;
  /** The path parameter that holds a region's segment ('regio', 'regioName'), or null. */
  regionParam: string | null;
  /** The stems of the words of its title and keywords. */
  stems: string[];
  /** The stems of each of its title and keywords ('test voor dementie' → test, dementie). */
  phraseStems: string[][];
  /** Its title and keywords as folded words that count, joined: an exact match ranks first. */
  phrases: string[];
  /** Its title and keywords folded, for suggestions. */
  prefixes: string[];
}

const counted = (text: string) => foldedWords(text).filter((w) => !STOPWORDS.has(w));

function entryOf(route: RouteDef): ScreenEntry {
  const texts = (nl.searchScreens as Record<string, ScreenSearchTexts>)[route.name];
  if (!texts) throw new Error(`screen-search: route '${route.name}' has search: true but no texts in shared/texts/nl/search-screens.ts`);
  const params = [...route.pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const title = typeof texts.title === 'string' ? texts.title : '';
  const all = [title, ...texts.keywords].filter(Boolean);
  return {
    route,
    texts,
    kind: KIND[route.name] ?? 'information',
    regionParam: params[0] ?? null,
    stems: [...new Set(all.flatMap(counted).map(stem))],
    phraseStems: all.map((text) => counted(text).map(stem)).filter((p) => p.length > 0),
    phrases: all.map((text) => counted(text).join(' ')),
    prefixes: all.map((text) => foldedWords(text).join(' ')),
  };
}

/** Every searchable screen of the route table. */
export const SCREEN_ENTRIES: readonly ScreenEntry[] = ROUTES.filter((route: RouteDef) => route.search === true).map(entryOf);

const link = href as (name: string, params?: Record<string, string>) => string;

/**
 * The words of a query that a screen must have (without stop words, places
 * and words of asking), each with what the search corrected it to: a screen
 * has the word when it has it as typed ('wachtwoord', which no page of the
 * CMS has) or every word of its correction.
 */
function wordsThatCount(term: string, answer: Pick<SearchAnswer, 'Corrections' | 'Places'>): { typed: string; fixed: string[] | null }[] {
  const fixes = new Map(answer.Corrections.map((c) => [foldedWords(c.From).join(' '), foldedWords(c.To)]));
  const places = new Set((answer.Places ?? []).flatMap((p) => foldedWords(p.Words)));
  return foldedWords(term)
    .filter((w) => !STOPWORDS.has(w) && !places.has(w) && !REQUEST_WORDS.has(w))
    .map((w) => ({ typed: w, fixed: fixes.get(w) ?? null }));
}

/** Whether a screen's words have a query word: one of its stems begins one of theirs. */
const hasWord = (stems: readonly string[], word: string) => stemVariants(word).some((s) => stems.some((t) => t.startsWith(s)));

/** The one region the query names, or null (none, or more than one). */
function regionOf(answer: Pick<SearchAnswer, 'Places'>): { Title: string; Path: string } | null {
  const regions = new Map((answer.Places ?? []).flatMap((p) => p.Regions).map((r) => [r.Path, r]));
  return regions.size === 1 ? [...regions.values()][0]! : null;
}

const segmentOf = (regionPath: string) => /^\/regios\/([^/?#]+)\/?$/.exec(regionPath)?.[1] ?? null;

/** The screens that answer a query, best first (at most MAX_SCREENS), as hits; `kind` narrows them to one tab. */
export function screenHits(term: string, answer: Pick<SearchAnswer, 'Corrections' | 'Places'>, kind: SearchKind | null = null): SearchHit[] {
  const words = wordsThatCount(term, answer);
  if (words.length === 0) return [];
  const region = regionOf(answer);
  const named = (answer.Places ?? []).length > 0;
  const key = words.map((w) => w.typed).join(' ');
  const found: { hit: SearchHit; exact: boolean; order: number }[] = [];
  SCREEN_ENTRIES.forEach((entry, order) => {
    if (kind && entry.kind !== kind) return;
    if (entry.regionParam ? !region : named) return;
    if (!words.every((w) => hasWord(entry.stems, w.typed) || (w.fixed !== null && w.fixed.every((f) => hasWord(entry.stems, f))))) return;
    const typed = words.flatMap((w) => [w.typed, ...(w.fixed ?? [])]);
    // The whole of one of its phrases, word for word (a query word that only begins one, 'dementie' of 'dementietest', is not it).
    if (!entry.phraseStems.some((phrase) => phrase.every((t) => typed.some((w) => stemVariants(w).includes(t))))) return;
    const segment = region ? segmentOf(region.Path) : null;
    if (entry.regionParam && !segment) return;
    const text = (value: string | ((region: string) => string)) => (typeof value === 'string' ? value : value(region?.Title ?? ''));
    const path = link(entry.route.name, entry.regionParam && segment ? { [entry.regionParam]: segment } : undefined);
    found.push({
      hit: { Id: -(order + 1), Title: text(entry.texts.title), Type: entry.kind, Introduction: text(entry.texts.intro), Data: { Path: path }, SearchLabels: [] },
      exact: entry.phrases.includes(key),
      order,
    });
  });
  return found
    .sort((a, b) => Number(b.exact) - Number(a.exact) || a.order - b.order)
    .slice(0, MAX_SCREENS)
    .map((f) => f.hit);
}

/**
 * The first page of an answer with the screens that answer the query first
 * (a hit of the index at the same path gives way to it); `pinned` says how
 * many came in, so the page count still follows the index's own total.
 */
export function withScreens(answer: SearchAnswer, term: string, kind: SearchKind | null): { answer: SearchAnswer; pinned: number } {
  const screens = screenHits(term, answer, kind);
  if (screens.length === 0) return { answer, pinned: 0 };
  const paths = new Set(screens.map((s) => s.Data.Path));
  const rest = answer.Items.filter((item) => !paths.has(item.Data.Path));
  const added = screens.length - (answer.Items.length - rest.length);
  const totals = { ...answer.Totals };
  for (const s of screens) if (!answer.Items.some((i) => i.Data.Path === s.Data.Path)) totals[s.Type] += 1;
  return {
    answer: { ...answer, Items: [...screens, ...rest], TotalItems: answer.TotalItems + added, Totals: totals, Match: answer.Match === 'none' ? 'all' : answer.Match },
    pinned: added,
  };
}

/** At most this many page titles among the suggestions (the origin's own limit). */
const MAX_PAGE_SUGGESTIONS = 4;

/**
 * Suggestions while typing with the screens for what is being typed first
 * among the page titles ('geheu' → 'Geheugentest'); choosing one searches its
 * title, which finds the screen first.
 */
export function withScreenSuggestions(found: Suggestions, typed: string): Suggestions {
  const screens = screenSuggestions(typed);
  if (screens.length === 0) return found;
  const seen = new Set(screens.map((t) => foldedWords(t).join(' ')));
  const pages = [...screens.map((Text) => ({ Text, Type: 'page' as const })), ...found.Items.filter((i) => i.Type === 'page' && !seen.has(foldedWords(i.Text).join(' ')))];
  return { Items: [...found.Items.filter((i) => i.Type === 'term'), ...pages.slice(0, MAX_PAGE_SUGGESTIONS)] };
}

/** Titles of screens for what is being typed (a title or keyword that starts with it): suggestions while typing. */
export function screenSuggestions(typed: string): string[] {
  const prefix = foldedWords(typed).join(' ');
  if (prefix.replace(/ /g, '').length < MIN_SUGGEST_LETTERS) return [];
  return SCREEN_ENTRIES.filter((e) => !e.regionParam && typeof e.texts.title === 'string' && e.prefixes.some((p) => p.startsWith(prefix)))
    .slice(0, MAX_SUGGESTED)
    .map((e) => e.texts.title as string);
}
