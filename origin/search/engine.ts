/**
 * The site search over the index of migration 0050 (its counts: counts.ts;
 * the suggestions: suggest.ts).
 *
 * Ranking: BM25 (FTS5's bm25(), or the same formula in bm25.ts for common
 * phrases) with titles weighted above introductions above body text,
 * multiplied by boosts: the title is exactly what was typed, the page
 * belongs to a region the query names, and the kind of page (information
 * first: a visitor who searches 'alzheimer' wants the page about it before
 * the news that mentions it). A hit must have every word (or its stems,
 * synonyms, correction); only when nothing has all of them do hits with some
 * of them count, best first.
 */
import { bm25, FTS5_BM25_MAX_PAGES, FTS5_WEIGHTS, idfsOf, pagesOf, phrasesOf, SCORE_COLUMNS, SCORE_VALUES, type ScoredText } from './bm25';
import { parseExpression } from './expr';
import type { DocClass, HitKind } from './extract';
import { dutchDay } from '../dutch-day';
import { countStatement, noTotals, quoted, totalsOf, withFacet } from './counts';
import { classToken, KIND_BASES, kindToken, regionToken } from './indexer';
import { classWeight, recencyFactor } from './intent';
import { planQuery, readQuery, synonymsOf, type QueryPlan } from './query';
import { confirmState, currentState, stateCheck, type SearchState } from './state';
import { findFixes } from './vocabulary';

export { suggest, type Suggestion } from './suggest';

/**
 * Boosts (factors on the BM25 score): the title is what was typed; the page
 * belongs to a region the query names, or is that region's own page. The
 * class of the page weighs by what the query asks (search/intent.ts).
 */
export const BOOST = { exactTitle: 4, region: 2.5, regionPage: 3 } as const;

export interface Hit {
  Id: number;
  Title: string;
  Type: HitKind;
  Introduction: string;
  Data: { Path: string };
  SearchLabels: string[];
  /** A series of activities (search/series.ts): its next occurrence's first day, last day when it lasts longer, and how many dates follow. */
  Dates?: { Next: string; Until: string | null; More: number };
}

export interface SearchAnswer {
  Items: Hit[];
  TotalItems: number;
  /** Hits per kind, whatever kind was asked for (the tabs show them), each at most COUNT_CAP. */
  Totals: Record<HitKind, number>;
  /** The kinds with more hits than their count in Totals (counts.ts, COUNT_CAP); TotalItems is then 'more than'. */
  Capped: HitKind[];
  /** 'all': the first hits have every word; 'some': no hit has all of them, these have some; 'none': nothing to search or nothing found. */
  Match: 'all' | 'some' | 'none';
  /** Synonyms and corrections that were searched too. */
  AlsoSearched: string[];
  Corrections: { From: string; To: string }[];
  /** The places the query names and their regions (contract extension: the site offers those regions' own screens). */
  Places: { Words: string; Regions: { Id: number; Title: string; Path: string }[] }[];
}

export interface SearchParams {
  term: string;
  kind: HitKind | null;
  /** Zero-based. */
  page: number;
  pageSize: number;
  now: Date;
}

interface Row {
  rank: number;
  id: number;
  kind: HitKind;
  class: DocClass;
  series: string | null;
  next_date: string | null;
  next_until: string | null;
  more_dates: number;
  title: string;
  introduction: string;
  alias: string;
  labels: string;
  region_id: number;
  title_key: string;
  title_stems: string;
  heading_stems: string;
  /** bm25() of the row for the query (negative: lower is better), computed from the row's phrase frequencies (search/bm25.ts). */
  bm: number;
}

/**
 * How many matches are ranked: the first WINDOW in the fixed order of
 * importance (staticRank: information, regional pages, news newest first),
 * plus up to REGION_WINDOW of a region the query names. A rare word has
 * fewer matches than that, so all of them are ranked; a very common one
 * ('dementie', in most pages, where BM25 tells pages apart least) is ranked
 * among its most important matches without scoring thousands. Pages past
 * the window follow in the fixed order.
 */
const WINDOW = 100;
const REGION_WINDOW = 50;
/** And up to this many vacancies when the query is about work (search/intent.ts). */
const WORK_WINDOW = 50;
/** And up to this many of the newest news articles when the query has several words (they come last in the fixed order). */
const NEWS_WINDOW = 20;
/** When fewer hits than this have every word, hits with some of the words follow them. */
const MIN_ALL = 3;
/** Ranking by title: a factor of up to 1 + TITLE_COVERAGE for a title made only of query words, ALL_IN_TITLE when every word is in it. */
const TITLE_COVERAGE = 1.5;
const ALL_IN_TITLE = 1.5;
/** What a title word that is only a synonym of a query word counts for, and every word in the title when some are synonyms. */
const SYNONYM_SHARE = 0.5;
const ALL_IN_TITLE_BY_SYNONYM = 1.25;
/** A factor on the score of a hit for each better hit with the same title. */
const DUPLICATE_TITLE = 0.5;

/** Shown today: not expired, within its days (?2 now, ?3 the Dutch day). */
const VISIBLE = '(d.expires IS NULL OR d.expires > ?2) AND (d.shown_from IS NULL OR d.shown_from <= ?3) AND (d.shown_until IS NULL OR d.shown_until >= ?3)';

const sum = (t: Record<HitKind, number>) => t.information + t.news + t.regio;

function hit(row: Row): Hit {
  return {
    Id: row.id,
    Title: row.title,
    Type: row.kind,
    Introduction: row.introduction,
    Data: { Path: row.alias },
    SearchLabels: JSON.parse(row.labels) as string[],
    ...(row.series && row.next_date ? { Dates: { Next: row.next_date, Until: row.next_until, More: row.more_dates } } : {}),
  };
}

const DAY_MS = 86_400_000;

/** The days since a news article was published, from its place in the fixed order (indexer.ts, staticRank); null for other pages. */
function newsAge(rank: number, now: Date): number | null {
  if (rank < KIND_BASES[2]) return null;
  const day = 99_999 - Math.floor((rank - KIND_BASES[2]) / 1e7);
  return Math.floor(now.getTime() / DAY_MS) - day;
}

/** How a window's rows are scored: FTS5's bm25(), ours from the row's stems (bm25.ts), or not at all (a page past the window). */
type Scoring = 'fts5' | 'stems' | null;

/**
 * Matches shown today in the fixed order; `facet` narrows them (a kind, a
 * region). The scoring columns are read once per row in a materialized
 * subquery.
 */
function rowsStatement(db: D1Database, expr: string, params: SearchParams, limit: number, offset: number, facet: string | null, scoring: Scoring): D1PreparedStatement {
  const kinded = params.kind ? withFacet(quoted(kindToken(params.kind)), expr) : expr;
  const [inner, outer] =
    scoring === 'fts5' ? [`bm25(search_fts, ${FTS5_WEIGHTS}) AS bm`, 'w.bm AS bm'] : scoring === 'stems' ? [SCORE_COLUMNS, SCORE_VALUES] : ['0 AS bm', 'w.bm AS bm'];
  return db
    .prepare(
      `WITH w AS MATERIALIZED (
         SELECT f.rowid AS r, ${inner}
         FROM search_fts f JOIN search_docs d ON d.rank = f.rowid
         WHERE search_fts MATCH ?1 AND ${VISIBLE}
         ORDER BY f.rowid LIMIT ?4 OFFSET ?5
       )
       SELECT d.rank, d.id, d.kind, d.class, d.series, d.next_date, d.next_until, d.more_dates, d.title, d.introduction, d.alias, d.labels, d.region_id,
         d.title_key, d.title_stems, d.heading_stems, ${outer}
       FROM w JOIN search_docs d ON d.rank = w.r ORDER BY w.r`,
    )
    .bind(facet ? withFacet(facet, kinded) : kinded, params.now.toISOString(), dutchDay(params.now), limit, offset);
}

/** The stems a title is compared with, made once per query (rank() scores hundreds of titles and headings). */
interface TitleMatcher {
  own: (t: string) => boolean;
  any: (t: string) => boolean;
  groups: { own: (t: string) => boolean; any: (t: string) => boolean }[];
}

const startsWithOne = (stems: readonly string[]) => (t: string) => stems.some((s) => t.startsWith(s));

function titleMatcher(plan: QueryPlan): TitleMatcher {
  return {
    own: startsWithOne([...plan.required.flatMap((g) => g.own), ...plan.placeStems]),
    any: startsWithOne([...plan.required.flatMap((g) => g.stems), ...plan.placeStems]),
    groups: plan.required.map((g) => ({ own: startsWithOne(g.own), any: startsWithOne(g.stems) })),
  };
}

/**
 * How well a title matches: the share of its words that are query words (a
 * page titled 'Ziekte van Alzheimer' is about what 'alzheimer' asks, one
 * titled 'Word gastvrouw in een Alzheimer Café' less so), and whether every
 * query word is in it.
 */
function titleFactor(stems: string, m: TitleMatcher): number {
  const titleStems = stems.split(' ').filter(Boolean);
  if (titleStems.length === 0) return 1;
  // A title word that is only a synonym of a query word counts for SYNONYM_SHARE: for 'alzheimer',
  // 'Ziekte van Alzheimer' is more on topic than 'Wat is dementie?'.
  const covered = titleStems.reduce((n, t) => n + (m.own(t) ? 1 : m.any(t) ? SYNONYM_SHARE : 0), 0) / titleStems.length;
  const allOwn = m.groups.every((g) => titleStems.some(g.own));
  const all = allOwn || m.groups.every((g) => titleStems.some(g.any));
  return (1 + TITLE_COVERAGE * covered) * (allOwn ? ALL_IN_TITLE : all ? ALL_IN_TITLE_BY_SYNONYM : 1);
}

/** What a heading with every query word counts for, against a title with them. */
const HEADING_SHARE = 0.8;

/**
 * The title factor of a page, or of its best heading when that is more on
 * topic: the page about caring has a part 'Omgaan met veranderend gedrag'.
 */
function bestTitleFactor(row: Pick<Row, 'title_stems' | 'heading_stems'>, m: TitleMatcher): number {
  const title = titleFactor(row.title_stems, m);
  if (!row.heading_stems) return title;
  return row.heading_stems.split('\n').reduce((best, heading) => Math.max(best, HEADING_SHARE * titleFactor(heading, m)), title);
}

/** The score of a candidate: BM25 times the boosts, the weight of its class for the query, a news article's recency and the title factor. */
function score(row: Row, plan: QueryPlan, now: Date, matcher: TitleMatcher): number {
  return (
    -row.bm *
    (row.title_key === plan.key ? BOOST.exactTitle : 1) *
    (plan.regions.includes(row.region_id) ? BOOST.region : 1) *
    (plan.regions.includes(row.id) ? BOOST.regionPage : 1) *
    classWeight(row.class, plan.intent) *
    recencyFactor(newsAge(row.rank, now)) *
    bestTitleFactor(row, matcher)
  );
}

/** The longest place name, in words. */
const MAX_PLACE_WORDS = 4;

/** The first words of the place names, per map of places (the isolate holds one per index version). */
const firstWords = new WeakMap<ReadonlyMap<string, unknown>, Set<string>>();
function placeStarts(places: ReadonlyMap<string, unknown>): Set<string> {
  let starts = firstWords.get(places);
  if (!starts) {
    starts = new Set([...places.keys()].map((p) => p.split(' ')[0]!));
    firstWords.set(places, starts);
  }
  return starts;
}

/** Words of a title that only say when: months (numbers are left out too). */
const WHEN_WORDS: ReadonlySet<string> = new Set('januari februari maart april mei juni juli augustus september oktober november december'.split(' '));

/**
 * A title without the places, numbers and months in it: 'Wandeltocht op
 * Wereld Alzheimer Dag in Soest' and '… in Zwolle' are one family, as are the
 * 'Vrijwilligerswerk in regio …' lists of 48 regions, the Alzheimer Cafés of
 * every town, 'Collecte 2025 brengt 2,4 miljoen euro op' and its other years,
 * and 'Alzheimer Cafés praten in maart over …' and its other months.
 */
export function familyKey(titleKey: string, places: ReadonlyMap<string, unknown>): string {
  const starts = placeStarts(places);
  const words = titleKey.split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    // Only a word a place begins with is looked up as the start of a place (no joins for the other words).
    let n = starts.has(words[i]!) ? Math.min(MAX_PLACE_WORDS, words.length - i) : 0;
    while (n > 0 && !places.has(words.slice(i, i + n).join(' '))) n--;
    if (n > 0) i += n;
    else if (/^\d+$/.test(words[i]!) || WHEN_WORDS.has(words[i]!)) i++;
    else out.push(words[i++]!);
  }
  return out.length ? out.join(' ') : titleKey;
}

/**
 * Candidates best first, each once. A title of a family that a better hit
 * already has (the same highlight in 20 regions, one news item about every
 * town, the Alzheimer Café of every town: familyKey) counts for
 * DUPLICATE_TITLE less each time it comes again, so one page of each stands
 * in the first places and copies do not push everything else off the page;
 * a place in the query still lifts its region's copy (boosted above).
 */
function rank(rows: Row[], plan: QueryPlan, now: Date, places: ReadonlyMap<string, unknown>): Row[] {
  const seen = new Set<number>();
  const matcher = titleMatcher(plan);
  const scored = rows
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .map((row) => ({ row, score: score(row, plan, now, matcher) }))
    .sort((a, b) => b.score - a.score || a.row.id - b.row.id);
  const copies = new Map<string, number>();
  for (const r of scored) {
    const family = familyKey(r.row.title_key, places);
    const n = copies.get(family) ?? 0;
    copies.set(family, n + 1);
    r.score *= DUPLICATE_TITLE ** n;
  }
  return scored.sort((a, b) => b.score - a.score || a.row.id - b.row.id).map((r) => r.row);
}

/** One page of the site search. */
export async function search(db: D1Database, params: SearchParams): Promise<SearchAnswer> {
  const empty: SearchAnswer = { Items: [], TotalItems: 0, Totals: noTotals(), Capped: [], Match: 'none', AlsoSearched: [], Corrections: [], Places: [] };
  // Usually one round trip: the state check rides along with the query, and only when
  // the state moved (or too few hits have every word) does a second one follow.
  for (let attempt = 0; ; attempt++) {
    const state = await currentState(db);
    const content = readQuery(params.term, state.places).content;
    // Words nothing in the index starts with are corrected from the vocabulary held in memory.
    const fixes = findFixes(state.vocabulary, content);
    // A word with synonyms may still be found through them, so then the query first runs as
    // typed (as it always did); otherwise the word could match nothing and its correction
    // goes into the first query: a typo costs no round trip of its own.
    const early = [...fixes.keys()].every((word) => synonymsOf([word], state.synonyms).length === 0) ? fixes : new Map<string, string[]>();
    const plan = planQuery(params.term, state, early);
    if (!plan) return empty;
    const [day, now] = [dutchDay(params.now), params.now.toISOString()];
    const first = await runPlan(db, plan, state, params, attempt < 2 ? stateCheck(db, day, now) : null);
    if (first.check && !(await confirmState(db, state, first.check, day, now))) continue;
    if (first.answer.Match === 'all' && sum(first.answer.Totals) >= MIN_ALL) return first.answer;
    // Too few hits with every word: with the corrections, hits with some of the words follow
    // those with all of them. With one word and nothing new to correct that is the same query.
    const fixed = fixes.size > early.size ? (planQuery(params.term, state, fixes) ?? plan) : plan;
    if (fixed === plan && plan.required.length + plan.optional.length + plan.loose.length < 2) return first.answer;
    const second = (await runPlan(db, fixed, state, params, null, true)).answer;
    // A correction that finds less than the word as typed (a compound split into two words that no
    // page has together, where its synonym found one) is not taken.
    return sum(second.Totals) >= sum(first.answer.Totals) ? second : first.answer;
  }
}

/**
 * Runs a plan in one batch: every word required; with `withSome`, hits with
 * only some of the words follow when fewer than MIN_ALL have all of them.
 */
async function runPlan(
  db: D1Database,
  plan: QueryPlan,
  state: Pick<SearchState, 'corpus' | 'vocabulary' | 'regions' | 'places'>,
  params: SearchParams,
  check: D1PreparedStatement | null,
  withSome = false,
): Promise<{ answer: SearchAnswer; check: D1Result<unknown> | undefined }> {
  const also = {
    AlsoSearched: plan.alsoSearched,
    Corrections: plan.corrections.map((c) => ({ From: c.from, To: c.to })),
    Places: plan.places.map((p) => ({
      Words: p.name,
      Regions: p.regions.flatMap((id) => {
        const region = state.regions.get(id);
        return region ? [{ Id: id, Title: region.title, Path: region.path }] : [];
      }),
    })),
  };
  // A place named never narrows an all-words search; it lifts its region's pages (the region
  // window and BOOST.region) and titles with it (titleFactor), not through bm25(), which would
  // read a doclist as long as the index (the place OR 'xall', the token on every page).
  const allExpr = plan.required.map((g) => g.expr).join(' AND ');
  const parts = [...plan.required.map((g) => g.expr), ...plan.optional, ...plan.loose];
  const someExpr = withSome && parts.length >= 2 ? parts.join(' OR ') : null;
  // Counted with exact terms; the optional places are left out of the all-words count, which
  // they never narrow (a place or 'xall', on every page).
  const countAll = plan.counted.required.join(' AND ');
  const countSome = [...plan.counted.required, ...plan.counted.optional, ...plan.counted.loose].join(' OR ');
  const start = params.page * params.pageSize;
  // Pages inside the window are ranked; a page past it comes in the fixed order.
  const ranked = start + params.pageSize <= WINDOW;
  const regionFacet = plan.regions.length ? `(${plan.regions.map((r) => quoted(regionToken(r))).join(' OR ')})` : null;
  // Within the region's pages the place (or the region's token, on each of them) is on every
  // page, so there bm25() weighs the place's words at the cost of the region's short doclist.
  // The region's window comes first: its pages keep that score (rank() keeps a page's first row).
  const regional = (expr: string, optional: string[]) => (optional.length ? `${expr} AND (${optional.join(' OR ')})` : expr);
  // A window is scored by bm25() over the phrases of the ranked expression (a prefix as one
  // phrase). When they are in many pages, FTS5's bm25() would read all of them to weigh each
  // phrase: the score is computed from the row's phrase frequencies instead, and the window is
  // found through the counted expression (the same pages, each prefix written as its terms,
  // which FTS5 steps through without merging them first): search/bm25.ts.
  const windows: ({ expr: NonNullable<ReturnType<typeof parseExpression>>; idfs: number[] } | null)[][] = [[], []];
  const window = (group: number, ranking: string, matching: string, limit: number, facet: string | null) => {
    const pages = phrasesOf(ranking).reduce((n, p) => n + pagesOf(p, state.corpus, state.vocabulary), 0);
    // Every row of the window has the facet (a kind, a region), so it changes no branch's match.
    const expr = pages < FTS5_BM25_MAX_PAGES ? null : parseExpression(ranking);
    if (!expr) {
      windows[group]!.push(null);
      return rowsStatement(db, ranking, params, limit, 0, facet, 'fts5');
    }
    windows[group]!.push({ expr, idfs: idfsOf(expr.phrases, state.corpus, state.vocabulary) });
    return rowsStatement(db, matching, params, limit, 0, facet, 'stems');
  };
  // News comes last in the fixed order: a query of several words on common words ('week van de
  // mantelzorg') would rank no article at all. The newest matching articles are ranked too, unless a
  // place is named (its region's window has its news) or the window is for one kind anyway.
  const newsWindow = (group: number, ranking: string, matching: string) => {
    if (plan.required.length < 2 || plan.regions.length > 0 || params.kind !== null) return [];
    // When the rarest word is on no more pages than the main window ranks, the window has every match already.
    const rarest = Math.min(...plan.required.map((g) => phrasesOf(g.expr).reduce((n, p) => n + pagesOf(p, state.corpus, state.vocabulary), 0)));
    if (rarest <= WINDOW) return [];
    return [window(group, ranking, matching, NEWS_WINDOW, quoted(kindToken('news')))];
  };
  const rowsOf = (group: number, ranking: string, matching: string) => {
    if (!ranked) {
      windows[group]!.push(null);
      return [rowsStatement(db, matching, params, params.pageSize, start, null, null)];
    }
    const region = regionFacet ? [window(group, regional(ranking, plan.optional), regional(matching, plan.counted.optional), REGION_WINDOW, regionFacet)] : [];
    // A query about work also ranks the first vacancies (regional ones come late in the fixed order).
    const work = plan.intent.work ? [window(group, ranking, matching, WORK_WINDOW, quoted(classToken('vacancy')))] : [];
    return [...region, ...work, window(group, ranking, matching, WINDOW, null), ...(group === 0 ? newsWindow(group, ranking, matching) : [])];
  };
  const allStatements = [countStatement(db, countAll, params, plan.counted.exact), ...rowsOf(0, allExpr, countAll)];
  const someStatements = someExpr ? [countStatement(db, countSome, params, plan.counted.exact), ...rowsOf(1, someExpr, countSome)] : [];
  const results = await db.batch<Record<string, unknown>>([...(check ? [check] : []), ...allStatements, ...someStatements]);
  const checked = check ? results.shift() : undefined;
  const allResults = results.slice(0, allStatements.length);
  const someResults = results.slice(allStatements.length);
  const rowsIn = (rs: D1Result<Record<string, unknown>>[]) =>
    rs.slice(1).flatMap((r, i) => {
      const scoring = windows[rs === allResults ? 0 : 1]![i];
      if (!scoring) return r.results as unknown as Row[];
      return (r.results as unknown as (Omit<Row, 'bm'> & ScoredText)[]).map(({ t, i: intro, b, fc, dw, ...row }) => ({
        ...row,
        bm: bm25({ t, i: intro, b, fc, dw }, scoring.expr, scoring.idfs, state.corpus.avgdl),
      }));
    });
  const page = (rows: Row[]) => (ranked ? rows.slice(start, start + params.pageSize) : rows);
  const all = totalsOf(allResults[0]?.results);
  const counted = ({ totals, capped }: ReturnType<typeof totalsOf>) => ({
    TotalItems: params.kind ? totals[params.kind] : sum(totals),
    Totals: totals,
    Capped: capped,
  });
  const base = { Items: [], ...also };
  if (!someExpr || sum(all.totals) >= MIN_ALL) {
    const rows = page(ranked ? rank(rowsIn(allResults), plan, params.now, state.places) : rowsIn(allResults));
    return { check: checked, answer: { ...base, ...counted(all), Items: rows.map(hit), Match: sum(all.totals) > 0 ? 'all' : 'none' } };
  }
  // The few hits with every word first, then those with some of them.
  const first = ranked ? rank(rowsIn(allResults), plan, params.now, state.places) : [];
  const firstIds = new Set(first.map((row) => row.id));
  const rest = (ranked ? rank(rowsIn(someResults), plan, params.now, state.places) : rowsIn(someResults)).filter((row) => !firstIds.has(row.id));
  const some = totalsOf(someResults[0]?.results);
  const match = sum(some.totals) === 0 ? 'none' : sum(all.totals) > 0 ? 'all' : 'some';
  return { check: checked, answer: { ...base, ...counted(some), Items: page([...first, ...rest]).map(hit), Match: match } };
}
