/**
 * The site search and its suggestions over the index of migration 0050.
 *
 * Ranking: FTS5's BM25 with titles weighted above introductions above body
 * text, multiplied by boosts: the title is exactly what was typed, the page
 * belongs to a region the query names, and the kind of page (information
 * first: a visitor who searches 'alzheimer' wants the page about it before
 * the news that mentions it). A hit must have every word (or its stems,
 * synonyms, correction); only when nothing has all of them do hits with some
 * of them count, best first.
 */
import { foldedWords } from '../../../shared/contract/fold';
import type { HitKind } from './extract';
import { HIT_KINDS } from './extract';
import { ALL_TOKEN, KIND_BASES, kindToken, regionToken } from './indexer';
import { findFixes, planQuery, readQuery, type QueryPlan } from './query';
import { confirmState, currentState, stateCheck } from './state';
import { stem, STOPWORDS } from './text';

/** Column weights of bm25(): title, introduction, body; the vocabulary and facet columns never count. */
const WEIGHTS = '10.0, 4.0, 1.0, 0.0, 0.0';
/**
 * Boosts (factors on the BM25 score): the title is what was typed; the page
 * belongs to a region the query names, or is that region's own page; the kind
 * of page.
 */
export const BOOST = { exactTitle: 4, region: 2.5, regionPage: 3, information: 1.6, regio: 1.2, news: 1 } as const;

export interface Hit {
  Id: number;
  Title: string;
  Type: HitKind;
  Introduction: string;
  Data: { Path: string };
  SearchLabels: string[];
}

export interface SearchAnswer {
  Items: Hit[];
  TotalItems: number;
  /** Hits per kind, whatever kind was asked for (the tabs show them). */
  Totals: Record<HitKind, number>;
  /** 'all': the first hits have every word; 'some': no hit has all of them, these have some; 'none': nothing to search or nothing found. */
  Match: 'all' | 'some' | 'none';
  /** Synonyms and corrections that were searched too. */
  AlsoSearched: string[];
  Corrections: { From: string; To: string }[];
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
  id: number;
  kind: HitKind;
  title: string;
  introduction: string;
  alias: string;
  labels: string;
  region_id: number;
  title_key: string;
  title_stems: string;
  /** bm25() of the row for the query (negative: lower is better). */
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

/** The day in the Netherlands (YYYY-MM-DD): a page shown 'until 31 March' is shown all of that Dutch day. */
export function dutchDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const noTotals = (): Record<HitKind, number> => ({ information: 0, news: 0, regio: 0 });
const sum = (t: Record<HitKind, number>) => t.information + t.news + t.regio;
const quoted = (token: string) => JSON.stringify(token);
const withFacet = (facet: string, expr: string) => `facets : ${facet} AND (${expr})`;

function hit(row: Row): Hit {
  return {
    Id: row.id,
    Title: row.title,
    Type: row.kind,
    Introduction: row.introduction,
    Data: { Path: row.alias },
    SearchLabels: JSON.parse(row.labels) as string[],
  };
}

/**
 * Matches per kind in one pass over the full-text index, without reading a
 * page: the rowid (staticRank) tells the kind; the few pages shown only
 * between dates that are not shown today are left out through a small
 * partial index (search_docs_bounded).
 */
function countStatement(db: D1Database, expr: string, params: SearchParams): D1PreparedStatement {
  const [information, regio, news] = KIND_BASES;
  return db
    .prepare(
      `WITH hidden AS (
         SELECT d.rank FROM search_docs d
         WHERE (d.expires IS NOT NULL OR d.shown_from IS NOT NULL OR d.shown_until IS NOT NULL) AND NOT (${VISIBLE})
       ), matches AS (
         SELECT rowid AS r FROM search_fts WHERE search_fts MATCH ?1 AND rowid NOT IN (SELECT rank FROM hidden)
       )
       SELECT 'information' AS kind, COUNT(*) AS n FROM matches WHERE r >= ${information} AND r < ${regio}
       UNION ALL SELECT 'regio', COUNT(*) FROM matches WHERE r >= ${regio} AND r < ${news}
       UNION ALL SELECT 'news', COUNT(*) FROM matches WHERE r >= ${news}`,
    )
    .bind(expr, params.now.toISOString(), dutchDay(params.now));
}

/** Matches shown today in the fixed order, with their bm25(); `facet` narrows them (a kind, a region). */
function rowsStatement(db: D1Database, expr: string, params: SearchParams, limit: number, offset: number, facet: string | null = null): D1PreparedStatement {
  const kinded = params.kind ? withFacet(quoted(kindToken(params.kind)), expr) : expr;
  return db
    .prepare(
      `SELECT d.id, d.kind, d.title, d.introduction, d.alias, d.labels, d.region_id, d.title_key, d.title_stems, bm25(search_fts, ${WEIGHTS}) AS bm
       FROM search_fts JOIN search_docs d ON d.rank = search_fts.rowid
       WHERE search_fts MATCH ?1 AND ${VISIBLE}
       ORDER BY search_fts.rowid LIMIT ?4 OFFSET ?5`,
    )
    .bind(facet ? withFacet(facet, kinded) : kinded, params.now.toISOString(), dutchDay(params.now), limit, offset);
}

/**
 * How well a title matches: the share of its words that are query words (a
 * page titled 'Ziekte van Alzheimer' is about what 'alzheimer' asks, one
 * titled 'Word gastvrouw in een Alzheimer Café' less so), and whether every
 * query word is in it.
 */
function titleFactor(stems: string, plan: QueryPlan): number {
  const titleStems = stems.split(' ').filter(Boolean);
  if (titleStems.length === 0) return 1;
  const matches = (stems: string[]) => (t: string) => stems.some((s) => t.startsWith(s));
  const own = matches([...plan.required.flatMap((g) => g.own), ...plan.placeStems]);
  const any = matches([...plan.required.flatMap((g) => g.stems), ...plan.placeStems]);
  // A title word that is only a synonym of a query word counts for SYNONYM_SHARE: for 'alzheimer',
  // 'Ziekte van Alzheimer' is more on topic than 'Wat is dementie?'.
  const covered = titleStems.reduce((n, t) => n + (own(t) ? 1 : any(t) ? SYNONYM_SHARE : 0), 0) / titleStems.length;
  const allOwn = plan.required.every((g) => titleStems.some(matches(g.own)));
  const all = allOwn || plan.required.every((g) => titleStems.some(matches(g.stems)));
  return (1 + TITLE_COVERAGE * covered) * (allOwn ? ALL_IN_TITLE : all ? ALL_IN_TITLE_BY_SYNONYM : 1);
}

/** The score of a candidate: BM25 times the boosts and the title factor. */
function score(row: Row, plan: QueryPlan): number {
  return (
    -row.bm *
    (row.title_key === plan.key ? BOOST.exactTitle : 1) *
    (plan.regions.includes(row.region_id) ? BOOST.region : 1) *
    (plan.regions.includes(row.id) ? BOOST.regionPage : 1) *
    BOOST[row.kind] *
    titleFactor(row.title_stems, plan)
  );
}

/**
 * Candidates best first, each once. A title that a better hit already has
 * (the same highlight in 20 regions, the dates of one activity) counts for
 * DUPLICATE_TITLE less each time it comes again, so one page of each stands
 * in the first places and copies do not push everything else off the page;
 * a place in the query still lifts its region's copy (boosted above).
 */
function rank(rows: Row[], plan: QueryPlan): Row[] {
  const seen = new Set<number>();
  const scored = rows
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .map((row) => ({ row, score: score(row, plan) }))
    .sort((a, b) => b.score - a.score || a.row.id - b.row.id);
  const copies = new Map<string, number>();
  for (const r of scored) {
    const n = copies.get(r.row.title_key) ?? 0;
    copies.set(r.row.title_key, n + 1);
    r.score *= DUPLICATE_TITLE ** n;
  }
  return scored.sort((a, b) => b.score - a.score || a.row.id - b.row.id).map((r) => r.row);
}

/** One page of the site search. */
export async function search(db: D1Database, params: SearchParams): Promise<SearchAnswer> {
  const empty: SearchAnswer = { Items: [], TotalItems: 0, Totals: noTotals(), Match: 'none', AlsoSearched: [], Corrections: [] };
  // Usually one round trip: the state check rides along with the query, and only when
  // the state moved (or too few hits have every word) does a second one follow.
  for (let attempt = 0; ; attempt++) {
    const state = await currentState(db);
    const plan = planQuery(params.term, state);
    if (!plan) return empty;
    const first = await runPlan(db, plan, params, attempt < 2 ? stateCheck(db) : null);
    if (first.check && !(await confirmState(db, state, first.check))) continue;
    if (first.answer.Match === 'all' && sum(first.answer.Totals) >= MIN_ALL) return first.answer;
    // Too few hits with every word: correct the words nothing in the index starts with, then
    // let hits with some of the words follow those with all of them.
    const fixes = await findFixes(db, readQuery(params.term, state.places).content);
    const fixed = fixes.size > 0 ? (planQuery(params.term, state, fixes) ?? plan) : plan;
    return (await runPlan(db, fixed, params, null, true)).answer;
  }
}

/**
 * Runs a plan in one batch: every word required; with `withSome`, hits with
 * only some of the words follow when fewer than MIN_ALL have all of them.
 */
async function runPlan(
  db: D1Database,
  plan: QueryPlan,
  params: SearchParams,
  check: D1PreparedStatement | null,
  withSome = false,
): Promise<{ answer: SearchAnswer; check: D1Result<unknown> | undefined }> {
  const also = { AlsoSearched: plan.alsoSearched, Corrections: plan.corrections.map((c) => ({ From: c.from, To: c.to })) };
  const optional = plan.optional.length ? ` AND (${[...plan.optional, `facets : ${quoted(ALL_TOKEN)}`].join(' OR ')})` : '';
  const allExpr = plan.required.map((g) => g.expr).join(' AND ') + optional;
  const parts = [...plan.required.map((g) => g.expr), ...plan.optional];
  const someExpr = withSome && parts.length >= 2 ? parts.join(' OR ') : null;
  const start = params.page * params.pageSize;
  // Pages inside the window are ranked; a page past it comes in the fixed order.
  const ranked = start + params.pageSize <= WINDOW;
  const regionFacet = plan.regions.length ? `(${plan.regions.map((r) => quoted(regionToken(r))).join(' OR ')})` : null;
  const rowsOf = (expr: string) =>
    ranked
      ? [rowsStatement(db, expr, params, WINDOW, 0), ...(regionFacet ? [rowsStatement(db, expr, params, REGION_WINDOW, 0, regionFacet)] : [])]
      : [rowsStatement(db, expr, params, params.pageSize, start)];
  const allStatements = [countStatement(db, allExpr, params), ...rowsOf(allExpr)];
  const someStatements = someExpr ? [countStatement(db, someExpr, params), ...rowsOf(someExpr)] : [];
  const results = await db.batch<Record<string, unknown>>([...(check ? [check] : []), ...allStatements, ...someStatements]);
  const checked = check ? results.shift() : undefined;
  const allResults = results.slice(0, allStatements.length);
  const someResults = results.slice(allStatements.length);
  const rowsIn = (rs: D1Result<Record<string, unknown>>[]) => rs.slice(1).flatMap((r) => r.results as unknown as Row[]);
  const page = (rows: Row[]) => (ranked ? rows.slice(start, start + params.pageSize) : rows);
  const totalsAll = totalsOf(allResults[0]?.results);
  const kindTotal = (t: Record<HitKind, number>) => (params.kind ? t[params.kind] : sum(t));
  const base: SearchAnswer = { Items: [], TotalItems: 0, Totals: noTotals(), Match: 'none', ...also };
  if (!someExpr || sum(totalsAll) >= MIN_ALL) {
    const rows = page(ranked ? rank(rowsIn(allResults), plan) : rowsIn(allResults));
    return { check: checked, answer: { ...base, Items: rows.map(hit), TotalItems: kindTotal(totalsAll), Totals: totalsAll, Match: sum(totalsAll) > 0 ? 'all' : 'none' } };
  }
  // The few hits with every word first, then those with some of them.
  const first = ranked ? rank(rowsIn(allResults), plan) : [];
  const firstIds = new Set(first.map((row) => row.id));
  const rest = (ranked ? rank(rowsIn(someResults), plan) : rowsIn(someResults)).filter((row) => !firstIds.has(row.id));
  const totalsSome = totalsOf(someResults[0]?.results);
  const match = sum(totalsSome) === 0 ? 'none' : sum(totalsAll) > 0 ? 'all' : 'some';
  return { check: checked, answer: { ...base, Items: page([...first, ...rest]).map(hit), TotalItems: kindTotal(totalsSome), Totals: totalsSome, Match: match } };
}

function totalsOf(results: unknown[] | undefined): Record<HitKind, number> {
  const totals = noTotals();
  for (const row of (results ?? []) as { kind: HitKind; n: number }[]) if (HIT_KINDS.includes(row.kind)) totals[row.kind] += row.n;
  return totals;
}

export interface Suggestion {
  Text: string;
  /** 'term': a word that completes the last one typed; 'page': the title of a page. */
  Type: 'term' | 'page';
}

/** At most this many suggestions of each type. */
const SUGGEST_EACH = 4;

/**
 * Suggestions for what is being typed: words of the index that complete the
 * last word (most documents first; a typo is corrected first), then titles of
 * information and region pages that have every word, the last as a prefix.
 */
export async function suggest(db: D1Database, term: string): Promise<{ Items: Suggestion[] }> {
  const text = term.slice(0, 100);
  const words = foldedWords(text);
  const last = words[words.length - 1];
  if (!last || last.length < 2) return { Items: [] };
  // What was typed before the last word stays as the visitor wrote it.
  const lead = text.slice(0, text.search(/[\p{L}\p{N}]+[^\p{L}\p{N}]*$/u));
  const before = words.slice(0, -1).filter((w) => !STOPWORDS.has(w));
  const titleExpr = [...before.map((w) => `${JSON.stringify(stem(w))}*`), `(${JSON.stringify(last)}* OR ${JSON.stringify(stem(last))}*)`].join(' AND ');
  const statements = [
    db.prepare("SELECT term, doc FROM search_vocab WHERE col = 'words' AND term >= ?1 AND term < ?2 ORDER BY doc DESC, term LIMIT 24").bind(last, last + '\uffff'),
    db
      .prepare(
        `SELECT d.title FROM search_fts JOIN search_docs d ON d.rank = search_fts.rowid
         WHERE search_fts MATCH ?1 AND d.expires IS NULL AND d.shown_until IS NULL
         ORDER BY bm25(search_fts, 1.0, 0.0, 0.0, 0.0, 0.0) * (CASE d.kind WHEN 'information' THEN 2 ELSE 1 END), d.id LIMIT ${SUGGEST_EACH}`,
      )
      .bind(`facets : ("kinformation" OR "kregio") AND title : (${titleExpr})`),
  ];
  const state = await currentState(db);
  let [check, completions, titles] = await db.batch<Record<string, unknown>>([stateCheck(db), ...statements]);
  // Changed pages are indexed before suggestions are read from the index.
  if (!(await confirmState(db, state, check))) [completions, titles] = await db.batch<Record<string, unknown>>(statements);
  let terms = ((completions?.results ?? []) as { term: string }[]).map((r) => r.term).filter((t) => t.length >= 3 && !/\d/.test(t) && !STOPWORDS.has(t));
  if (terms.length === 0 && last.length >= 4) terms = (await findFixes(db, [last])).get(last) ?? [];
  const items: Suggestion[] = [];
  const seen = new Set<string>();
  const add = (value: string, type: Suggestion['Type']) => {
    const key = foldedWords(value).join(' ');
    if (seen.has(key) || items.filter((i) => i.Type === type).length >= SUGGEST_EACH) return;
    seen.add(key);
    items.push({ Text: value, Type: type });
  };
  for (const t of terms) add(lead + t, 'term');
  for (const row of (titles?.results ?? []) as { title: string }[]) add(row.title, 'page');
  return { Items: items };
}
