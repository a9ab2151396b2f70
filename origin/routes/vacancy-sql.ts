/**
 * The statements of the vacancy calls (routes/vacancies.ts), each call one D1
 * round trip: under load a round trip through D1 waits several milliseconds
 * whatever it does, and these statements cost SQLite about a millisecond at
 * scale 20, so the round trips were the bill (a search near a place was three:
 * the gazetteer, the rows in a box, then the page). Exported for the
 * query-plan tests (tests/worker/vacancy-origin-plans.test.ts).
 */
import { NEAR_BINDS, nearSql, type NearSql } from '../geo/near';
import type { FilterVocabulary } from '../vacancy-index';

export const COLUMNS =
  'v.seq, v.node_id, v.type, v.region_id, v.title, v.subtitle, v.alias, v.city, v.zip, v.national_type, v.region, v.theme, v.duration, v.availability, v.functions, v.hours, v.apply_before, v.created, v.lat, v.lon';

export interface Filters {
  /** Term ids per vocabulary; an empty list filters nothing. */
  terms: [FilterVocabulary, number[]][];
  words: string[];
}

/** A WHERE condition and its binds, numbered from the `first` it was made for. */
export interface WhereSql {
  sql: (alias: string) => string;
  binds: (string | number)[];
}

export const hasFilters = (filters: Filters): boolean => filters.terms.length > 0 || filters.words.length > 0;

/**
 * The condition of a search on a vacancy row (any alias) and its binds,
 * numbered from `first`: the scope, open today, each filter an IN over its
 * terms' rows (OR within a filter, AND between filters: vacancy_terms' primary
 * key gives each filter's rows), every word somewhere in title or subtitle.
 */
export function whereOf(scope: string, day: string, filters: Filters, first = 1): WhereSql {
  const binds: (string | number)[] = [scope, day];
  const at = () => `?${first + binds.length - 1}`;
  const parts: ((alias: string) => string)[] = [(v) => `${v}.scope = ?${first}`, (v) => `(${v}.apply_before IS NULL OR ${v}.apply_before >= ?${first + 1})`];
  for (const [vocabulary, ids] of filters.terms) {
    binds.push(vocabulary);
    const vocabularyAt = at();
    const placeholders = ids.map((id) => (binds.push(id), at())).join(', ');
    parts.push((v) => `${v}.seq IN (SELECT seq FROM vacancy_terms WHERE vocabulary = ${vocabularyAt} AND tid IN (${placeholders}))`);
  }
  for (const word of filters.words) {
    binds.push(`%${word}%`);
    const wordAt = at();
    parts.push((v) => `${v}.search_text LIKE ${wordAt}`);
  }
  return { sql: (alias) => parts.map((part) => part(alias)).join(' AND '), binds };
}

/**
 * A filtered page and its total as one statement: the matches are found once
 * (`hits`, their seqs from the term rows and the covering scope index), counted,
 * and only the page's rows are read. Binds: the where's (from 1), then limit and offset.
 */
export function filteredSql(where: WhereSql): string {
  const n = where.binds.length;
  return `WITH hits(seq) AS MATERIALIZED (SELECT v.seq FROM vacancy_index v WHERE ${where.sql('v')})
    SELECT (SELECT COUNT(*) FROM hits) AS n, ${COLUMNS} FROM (SELECT 1) LEFT JOIN (SELECT seq FROM hits ORDER BY seq LIMIT ?${n + 1} OFFSET ?${n + 2}) h ON 1
    LEFT JOIN vacancy_index v ON v.seq = h.seq ORDER BY h.seq`;
}

/** The search's own binds start after the place's (geo/near.ts). */
export const NEAR_WHERE_FROM = NEAR_BINDS + 1;

/** Vacancies near a place read the bands of migration 0032, on the index entry first (scope, apply-before), then the row. */
export function vacancyNearSql(query: string, km: number, where: WhereSql): NearSql | null {
  return nearSql(query, km, { table: 'vacancy_index', index: 'vacancy_cell', id: 'seq', withKm: true, where: where.sql('l') });
}

/**
 * A page of the vacancies near a place as one statement: the located ones
 * within the radius nearest first (ties by seq), then (`withNational`) the
 * national vacancies, which have no place (from home, or in the visitor's own
 * neighbourhood: near every place), in seq order. Every row carries whether the
 * place was found and the total; an empty page is one row with only those.
 * Binds: the place's (?1-?4), the where's (from NEAR_WHERE_FROM), limit, offset.
 */
export function nearPageSql(near: NearSql, where: WhereSql, withNational: boolean): string {
  const n = NEAR_BINDS + where.binds.length;
  const national = withNational
    ? ` UNION ALL SELECT v.seq, NULL FROM vacancy_index v INDEXED BY vacancy_index_region_seq_open
        WHERE v.region_id = 0 AND (v.lat IS NULL OR v.lon IS NULL) AND ${where.sql('v')}`
    : '';
  return `${near.with},
  hits(seq, km) AS MATERIALIZED (SELECT id, km FROM near${national})
  SELECT (SELECT COUNT(*) FROM centre) AS found, (SELECT COUNT(*) FROM hits) AS n, h.km, ${COLUMNS}
  FROM (SELECT 1) LEFT JOIN (SELECT seq, km FROM hits ORDER BY km IS NULL, km, seq LIMIT ?${n + 1} OFFSET ?${n + 2}) h ON 1
  LEFT JOIN vacancy_index v ON v.seq = h.seq ORDER BY h.km IS NULL, h.km, h.seq`;
}

/** A region's open vacancies: whether the region is one, the count and a page (one batch). Binds: region, today[, limit, offset]. */
export const REGION_FOUND_SQL = "SELECT COUNT(*) AS found FROM nodes WHERE id = ?1 AND type = 'regio' AND status = 1";
const REGION_OPEN = 'v.region_id = ?1 AND (v.apply_before IS NULL OR v.apply_before >= ?2)';
export const REGION_COUNT_SQL = `SELECT COUNT(*) AS n FROM vacancy_index v WHERE ${REGION_OPEN}`;
export const REGION_PAGE_SQL = `SELECT ${COLUMNS} FROM vacancy_index v WHERE ${REGION_OPEN} ORDER BY v.seq LIMIT ?3 OFFSET ?4`;
