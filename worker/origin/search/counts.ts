/**
 * The counts of a site search per kind of page (engine.ts), and the day they
 * are counted on.
 */
import type { SearchParams } from './engine';
import type { HitKind } from './extract';
import { HIT_KINDS } from './extract';
import { KIND_BASES, kindToken } from './indexer';

/** The day in the Netherlands (YYYY-MM-DD): a page shown 'until 31 March' is shown all of that Dutch day. */
export function dutchDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const noTotals = (): Record<HitKind, number> => ({ information: 0, news: 0, regio: 0 });
export const quoted = (token: string) => JSON.stringify(token);
export const withFacet = (facet: string, expr: string) => `facets : ${facet} AND (${expr})`;

/** The pages not shown today (?2 now, ?3 the Dutch day), each bound through its own index (migration 0052). */
const HIDDEN = `SELECT rank FROM search_docs WHERE shown_from > ?3
  UNION ALL SELECT rank FROM search_docs WHERE shown_until < ?3
  UNION ALL SELECT rank FROM search_docs WHERE expires <= ?2`;

/**
 * Matches per kind, without reading a page: the rowid (staticRank) tells the
 * kind. Pages past their day or expired are taken out of the index before a
 * search runs (purgePast), so the pages not shown today are few (not yet
 * shown), and their probes of the other bounds find nothing.
 *
 * When every phrase is an exact term (plan.exact), the count is that of the
 * whole expression and of the expression within the information and news
 * facets (FTS5 steps through the smaller doclist), regio being the rest; the
 * hidden pages that match are looked up by rowid and taken off per kind in
 * JavaScript. Otherwise (a prefix with too many terms) a rowid lookup would
 * merge the prefix's doclists once per page, so the matches are read once and
 * the hidden pages left out as they pass.
 */
export function countStatement(db: D1Database, expr: string, params: SearchParams, exact: boolean): D1PreparedStatement {
  const [information, regio, news] = KIND_BASES;
  const [now, day] = [params.now.toISOString(), dutchDay(params.now)];
  if (exact) {
    return db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM search_fts WHERE search_fts MATCH ?1) AS total,
           (SELECT COUNT(*) FROM search_fts WHERE search_fts MATCH ?4) AS information,
           (SELECT COUNT(*) FROM search_fts WHERE search_fts MATCH ?5) AS news,
           (SELECT json_group_array(rowid) FROM search_fts WHERE search_fts MATCH ?1 AND rowid IN (${HIDDEN})) AS hidden`,
      )
      .bind(expr, now, day, withFacet(quoted(kindToken('information')), expr), withFacet(quoted(kindToken('news')), expr));
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

/** The totals of either form of countStatement. */
export function totalsOf(results: unknown[] | undefined): Record<HitKind, number> {
  const totals = noTotals();
  const row = (results ?? [])[0] as Partial<Record<HitKind | 'total' | 'hidden', number | string>> | undefined;
  if (!row) return totals;
  if (row.total === undefined) {
    for (const kind of HIT_KINDS) totals[kind] = Number(row[kind] ?? 0);
    return totals;
  }
  const [, regio, news] = KIND_BASES;
  totals.information = Number(row.information ?? 0);
  totals.news = Number(row.news ?? 0);
  totals.regio = Number(row.total) - totals.information - totals.news;
  for (const rank of JSON.parse(String(row.hidden ?? '[]')) as number[]) totals[rank >= news ? 'news' : rank >= regio ? 'regio' : 'information']--;
  return totals;
}
