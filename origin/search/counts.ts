/** The counts of a site search per kind of page (engine.ts). */
import { dutchDay } from '../dutch-day';
import type { SearchParams } from './engine';
import type { HitKind } from './extract';
import { HIT_KINDS } from './extract';
import { KIND_BASES, kindToken } from './indexer';

/**
 * A kind's matches are counted up to this many; past it the count says 'more
 * than' (SearchAnswer.Capped), as Elasticsearch's track_total_hits does for
 * the real backend. Counting every match of a common word read each one
 * ('alzheimer café' is on 27,000 pages at scale 20: 15 ms of a 25 ms search),
 * while nobody pages past the first hundred hits.
 */
export const COUNT_CAP = 1_000;
export const noTotals = (): Record<HitKind, number> => ({ information: 0, news: 0, regio: 0 });
export const quoted = (token: string) => JSON.stringify(token);
export const withFacet = (facet: string, expr: string) => `facets : ${facet} AND (${expr})`;

/** The pages not shown today (?2 now, ?3 the Dutch day), each bound through its own index (migration 0052). */
const HIDDEN = `SELECT rank FROM search_docs WHERE shown_from > ?3
  UNION ALL SELECT rank FROM search_docs WHERE shown_until < ?3
  UNION ALL SELECT rank FROM search_docs WHERE expires <= ?2`;

/**
 * Matches per kind, without reading a page. Pages past their day or expired
 * are taken out of the index before a search runs (purgePast), so the pages
 * not shown today are few (not yet shown): they are left out as the matches
 * pass.
 *
 * When every phrase is an exact term (plan.exact), each kind is counted
 * within its facet, up to COUNT_CAP + 1 (FTS5 steps through the smaller
 * doclist and stops there). Otherwise (a prefix with too many terms) every
 * facet would merge the prefix's doclists once more, so the matches are read
 * once and told apart by rowid (staticRank tells the kind), uncapped.
 */
export function countStatement(db: D1Database, expr: string, params: SearchParams, exact: boolean): D1PreparedStatement {
  const [information, regio, news] = KIND_BASES;
  const [now, day] = [params.now.toISOString(), dutchDay(params.now)];
  if (exact) {
    const upTo = (n: number) => `(SELECT COUNT(*) FROM (SELECT 1 FROM search_fts WHERE search_fts MATCH ?${n} AND rowid NOT IN (${HIDDEN}) LIMIT ${COUNT_CAP + 1}))`;
    return db
      .prepare(`SELECT ${HIT_KINDS.map((kind, i) => `${upTo(4 + i)} AS ${kind}`).join(', ')}`)
      .bind(expr, now, day, ...HIT_KINDS.map((kind) => withFacet(quoted(kindToken(kind)), expr)));
  }
  return db
    .prepare(
      `WITH matches AS (
         SELECT rowid AS r FROM search_fts WHERE search_fts MATCH ?1 AND rowid NOT IN (${HIDDEN})
       )
       SELECT COUNT(*) FILTER (WHERE r >= ${information} AND r < ${regio}) AS information,
         COUNT(*) FILTER (WHERE r >= ${regio} AND r < ${news}) AS regio,
         COUNT(*) FILTER (WHERE r >= ${news}) AS news
       FROM matches`,
    )
    .bind(expr, now, day);
}

/** The totals of either form of countStatement: each at most COUNT_CAP, and the kinds that have more. */
export function totalsOf(results: unknown[] | undefined): { totals: Record<HitKind, number>; capped: HitKind[] } {
  const row = ((results ?? [])[0] ?? {}) as Partial<Record<HitKind, number>>;
  const totals = noTotals();
  const capped: HitKind[] = [];
  for (const kind of HIT_KINDS) {
    const n = Number(row[kind] ?? 0);
    totals[kind] = Math.min(n, COUNT_CAP);
    if (n > COUNT_CAP) capped.push(kind);
  }
  return { totals, capped };
}
