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
import { ALL_TOKEN, kindToken } from './indexer';
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
  score: number;
  tier: number;
}

/** The first this many hits are ranked again in JavaScript, by how well their titles match. */
const CANDIDATES = 50;
/** When fewer hits than this have every word, hits with some of the words follow them. */
const MIN_ALL = 3;
/** Ranking by title: a factor of up to 1 + TITLE_COVERAGE for a title made only of query words, ALL_IN_TITLE when every word is in it. */
const TITLE_COVERAGE = 1.5;
const ALL_IN_TITLE = 1.5;

const VISIBLE = '(d.expires IS NULL OR d.expires > ?2) AND (d.shown_from IS NULL OR d.shown_from <= ?3) AND (d.shown_until IS NULL OR d.shown_until >= ?3)';

/** The day in the Netherlands (YYYY-MM-DD): a page shown 'until 31 March' is shown all of that Dutch day. */
export function dutchDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const noTotals = (): Record<HitKind, number> => ({ information: 0, news: 0, regio: 0 });
const sum = (t: Record<HitKind, number>) => t.information + t.news + t.regio;

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

function countStatement(db: D1Database, expr: string, params: SearchParams): D1PreparedStatement {
  return db
    .prepare(`SELECT d.kind AS kind, COUNT(*) AS n FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid WHERE search_fts MATCH ?1 AND ${VISIBLE} GROUP BY d.kind`)
    .bind(expr, params.now.toISOString(), dutchDay(params.now));
}

/**
 * Hits for a MATCH expression, best first: those that also match `tierExpr`
 * (every word) before the others, then by score. `limit`/`offset` in hits.
 */
function rowsStatement(db: D1Database, expr: string, tierExpr: string | null, plan: QueryPlan, params: SearchParams, limit: number, offset: number): D1PreparedStatement {
  const pageExpr = params.kind ? `facets : ${JSON.stringify(kindToken(params.kind))} AND (${expr})` : expr;
  const tier = tierExpr ? '(search_fts.rowid IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?8))' : '0';
  return db
    .prepare(
      `SELECT d.id, d.kind, d.title, d.introduction, d.alias, d.labels, ${tier} AS tier,
         bm25(search_fts, ${WEIGHTS})
           * (CASE WHEN d.title_key = ?4 THEN ${BOOST.exactTitle} ELSE 1 END)
           * (CASE WHEN d.region_id IN (SELECT value FROM json_each(?5)) THEN ${BOOST.region} ELSE 1 END)
           * (CASE WHEN d.id IN (SELECT value FROM json_each(?5)) THEN ${BOOST.regionPage} ELSE 1 END)
           * (CASE d.kind WHEN 'information' THEN ${BOOST.information} WHEN 'regio' THEN ${BOOST.regio} ELSE ${BOOST.news} END) AS score
       FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid
       WHERE search_fts MATCH ?1 AND ${VISIBLE}
       ORDER BY tier DESC, score, d.id LIMIT ?6 OFFSET ?7`,
    )
    .bind(pageExpr, params.now.toISOString(), dutchDay(params.now), plan.key, JSON.stringify(plan.regions), limit, offset, ...(tierExpr ? [tierExpr] : []));
}

/**
 * How well a title matches: the share of its words that are query words (a
 * page titled 'Ziekte van Alzheimer' is about what 'alzheimer' asks, one
 * titled 'Word gastvrouw in een Alzheimer Café' less so), and whether every
 * query word is in it.
 */
function titleFactor(title: string, plan: QueryPlan): number {
  const titleStems = foldedWords(title)
    .filter((w) => !STOPWORDS.has(w))
    .map(stem);
  if (titleStems.length === 0) return 1;
  const matches = (stems: string[]) => (t: string) => stems.some((s) => t.startsWith(s));
  const everyStem = [...plan.required.flatMap((g) => g.stems), ...plan.placeStems];
  const covered = titleStems.filter(matches(everyStem)).length / titleStems.length;
  const all = plan.required.every((g) => titleStems.some(matches(g.stems)));
  return (1 + TITLE_COVERAGE * covered) * (all ? ALL_IN_TITLE : 1);
}

/** The candidates in their final order: tier first, then score times the title factor. */
function rerank(rows: Row[], plan: QueryPlan): Row[] {
  return rows
    .map((row) => ({ row, rank: -row.score * titleFactor(row.title, plan) }))
    .sort((a, b) => b.row.tier - a.row.tier || b.rank - a.rank || a.row.id - b.row.id)
    .map((r) => r.row);
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
 * Runs a plan: every word required; with `withSome`, hits with only some of the
 * words follow when fewer than MIN_ALL have all. One batch.
 */
async function runPlan(
  db: D1Database,
  plan: QueryPlan,
  params: SearchParams,
  check: D1PreparedStatement | null,
  withSome = false,
): Promise<{ answer: SearchAnswer; check: D1Result<unknown> | undefined }> {
  const also = { AlsoSearched: plan.alsoSearched, Corrections: plan.corrections.map((c) => ({ From: c.from, To: c.to })) };
  const optional = plan.optional.length ? ` AND (${[...plan.optional, `facets : ${JSON.stringify(ALL_TOKEN)}`].join(' OR ')})` : '';
  const allExpr = plan.required.map((g) => g.expr).join(' AND ') + optional;
  const parts = [...plan.required.map((g) => g.expr), ...plan.optional];
  const someExpr = withSome && parts.length >= 2 ? parts.join(' OR ') : null;
  // The first pages' candidates are ranked again; a page past them comes straight from SQL.
  const start = params.page * params.pageSize;
  const window = start + params.pageSize <= CANDIDATES ? { limit: CANDIDATES, offset: 0 } : { limit: params.pageSize, offset: start };
  const pick = (rows: Row[]) => (window.offset === 0 ? rerank(rows, plan).slice(start, start + params.pageSize) : rows);
  const statements = [
    ...(check ? [check] : []),
    countStatement(db, allExpr, params),
    rowsStatement(db, allExpr, null, plan, params, window.limit, window.offset),
    ...(someExpr ? [countStatement(db, someExpr, params), rowsStatement(db, someExpr, allExpr, plan, params, window.limit, window.offset)] : []),
  ];
  const results = await db.batch<Record<string, unknown>>(statements);
  const checked = check ? results.shift() : undefined;
  const [allCounts, allRows, someCounts, someRows] = results;
  const totalsAll = totalsOf(allCounts?.results);
  const kindTotal = (t: Record<HitKind, number>) => (params.kind ? t[params.kind] : sum(t));
  const base: SearchAnswer = { Items: [], TotalItems: 0, Totals: noTotals(), Match: 'none', ...also };
  if (!someExpr || sum(totalsAll) >= MIN_ALL) {
    const rows = pick((allRows?.results ?? []) as unknown as Row[]);
    return { check: checked, answer: { ...base, Items: rows.map(hit), TotalItems: kindTotal(totalsAll), Totals: totalsAll, Match: sum(totalsAll) > 0 ? 'all' : 'none' } };
  }
  const totalsSome = totalsOf(someCounts?.results);
  const rows = pick((someRows?.results ?? []) as unknown as Row[]);
  const match = sum(totalsSome) === 0 ? 'none' : sum(totalsAll) > 0 ? 'all' : 'some';
  return { check: checked, answer: { ...base, Items: rows.map(hit), TotalItems: kindTotal(totalsSome), Totals: totalsSome, Match: match } };
}

function totalsOf(results: unknown[] | undefined): Record<HitKind, number> {
  const totals = noTotals();
  for (const row of (results ?? []) as { kind: HitKind; n: number }[]) if (HIT_KINDS.includes(row.kind)) totals[row.kind] = row.n;
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
        `SELECT d.title FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid
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
