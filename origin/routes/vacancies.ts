import { Hono, type Context } from 'hono';
import { dutchDay } from '../dutch-day';
import type { OriginBindings } from '../bindings';
import { foldText, type FilterVocabulary } from '../vacancy-index';
import {
  COLUMNS, filteredSql, hasFilters, nearPageSql, NEAR_WHERE_FROM, REGION_COUNT_SQL, REGION_FOUND_SQL, REGION_PAGE_SQL, vacancyNearSql, whereOf,
  type Filters,
} from './vacancy-sql';

/**
 * The vacancy calls of spec section 7, served from the vacancy index
 * (migration 0030, origin/vacancy-index.ts), which stands in for the
 * backend's vacancy search:
 *   GET /api/v1/region/vacancies/search   query, repeated functionId, activityId,
 *       durationId, availabilityId, address, page, pageSize, radius → { Total, Items }
 *   GET /api/v1/region/vacancies/closest  query (a place), radius, page → { Total, Vacancies }
 *   GET /api/v1/region/vacancies/{regionId}?page → { Vacancies, Total }
 * Pages are zero-based. Only vacancies open today are listed (no apply-before
 * date, or one not passed). Filters combine as the overview implies: the ids
 * of one filter are alternatives (OR), different filters must all hold (AND).
 * Extension: `kind=corporate` searches the paid jobs instead of volunteer work.
 * Each call is one D1 round trip (statements in ./vacancy-sql.ts).
 */
export const vacancyRoutes = new Hono<{ Bindings: OriginBindings }>();

type Ctx = Context<{ Bindings: OriginBindings }>;

/** Items per page of the search unless `pageSize` says otherwise, and its bounds. */
export const SEARCH_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;
/** Items per page of the region view and of the nearest vacancies (spec section 9: 6 in region view). */
export const REGION_PAGE_SIZE = 6;
/** Radius when a place is given without one: the search's 15 km, the nearest vacancies' 10 km (spec section 9). */
export const DEFAULT_SEARCH_RADIUS_KM = 15;
export const DEFAULT_CLOSEST_RADIUS_KM = 10;
const MAX_RADIUS_KM = 250;
/** More ids in one filter than any vocabulary has terms is not a search anyone makes. */
const MAX_IDS = 50;
const MAX_WORDS = 8;
/** Any page a site may ask for (it counts pages up to 2^53): a page far past the end is an empty page, not an error. */
const MAX_PAGE = Number.MAX_SAFE_INTEGER;
/** Pages beyond this hold nothing at any scale; clamped, the offset stays a small integer for SQLite. */
const LAST_PAGE = 1e9;

/** The query names of the filters and the vocabulary each filters on. */
export const FILTER_PARAMS: Record<string, FilterVocabulary> = {
  functionId: 'function_type',
  activityId: 'vrijwilligersactiviteit',
  durationId: 'durations',
  availabilityId: 'availability',
};

interface IndexRow {
  seq: number;
  node_id: number;
  type: string;
  region_id: number;
  title: string;
  subtitle: string | null;
  alias: string;
  city: string | null;
  zip: string | null;
  national_type: string | null;
  region: string | null;
  theme: string | null;
  duration: string | null;
  availability: string;
  functions: string;
  hours: string | null;
  apply_before: string | null;
  created: string;
  lat: number | null;
  lon: number | null;
}

/** One vacancy as the list calls answer it (docs/content-contract.md: the item fields). */
function item(row: IndexRow, distanceKm: number | null = null) {
  return {
    Id: row.node_id,
    Title: row.title,
    SubTitle: row.subtitle,
    Type: row.type,
    VacancyType: row.national_type,
    City: row.city,
    ZipCode: row.zip,
    Region: row.region ? (JSON.parse(row.region) as unknown) : null,
    Theme: row.theme,
    Availability: JSON.parse(row.availability) as string[],
    Duration: row.duration,
    Functions: JSON.parse(row.functions) as string[],
    Hours: row.hours,
    ApplyBefore: row.apply_before,
    Created: row.created,
    Data: { Path: row.alias },
    Distance: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
  };
}

const bad = (c: Ctx, message: string) => c.json({ message }, 400);

/** A whole number from the query within bounds; the fallback when absent; null when it is anything else. */
function wholeNumber(raw: string | undefined, fallback: number, min: number, max: number): number | null {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,16}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

/** The filters of a search, or a message for a 400. */
function filtersOf(c: Ctx): Filters | string {
  const terms: [FilterVocabulary, number[]][] = [];
  for (const [name, vocabulary] of Object.entries(FILTER_PARAMS)) {
    const raw = c.req.queries(name) ?? [];
    if (raw.length > MAX_IDS) return `too many ${name}`;
    if (raw.some((id) => !/^\d{1,9}$/.test(id))) return `${name} must be whole numbers`;
    const ids = [...new Set(raw.map(Number))];
    if (ids.length > 0) terms.push([vocabulary, ids]);
  }
  const words = (foldText(c.req.query('query') ?? '').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  return { terms, words };
}

/** A row of a one-statement page: the total (and near a place: found, the distance) on each, and no vacancy on an empty page's one row. */
type Row = { found?: number; n: number; km?: number | null } & (IndexRow | { seq: null });

/** The items of a one-statement page (rows that carry the total; an empty page is one row without a vacancy). */
const itemsOf = (rows: Row[]) => rows.flatMap((row) => (row.seq === null ? [] : [item(row as IndexRow, row.km ?? null)]));

/**
 * A page near a place (one statement, vacancy-sql.ts): null when the place is
 * not found, which the calls answer with a 404.
 */
async function nearPage(c: Ctx, scope: string, filters: Filters, address: string, radius: number, withNational: boolean, page: number, pageSize: number) {
  const where = whereOf(scope, dutchDay(), filters, NEAR_WHERE_FROM);
  const near = vacancyNearSql(address, radius, where);
  if (near === null) return null;
  const { results } = await c.env.DB.prepare(nearPageSql(near, where, withNational))
    .bind(...near.binds, ...where.binds, pageSize, page * pageSize)
    .all<Row>();
  const first = results[0];
  if (!first?.found) return null;
  return { total: first.n, items: itemsOf(results) };
}

vacancyRoutes.get('/api/v1/region/vacancies/search', async (c) => {
  const asked = wholeNumber(c.req.query('page'), 0, 0, MAX_PAGE);
  const page = asked === null ? null : Math.min(asked, LAST_PAGE);
  const pageSize = wholeNumber(c.req.query('pageSize'), SEARCH_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const radius = wholeNumber(c.req.query('radius'), DEFAULT_SEARCH_RADIUS_KM, 1, MAX_RADIUS_KM);
  const kind = c.req.query('kind') ?? 'volunteer';
  if (page === null) return bad(c, 'page must be a whole number');
  if (pageSize === null) return bad(c, `pageSize must be 1 to ${MAX_PAGE_SIZE}`);
  if (radius === null) return bad(c, `radius must be 1 to ${MAX_RADIUS_KM} km`);
  if (kind !== 'volunteer' && kind !== 'corporate') return bad(c, 'kind must be volunteer or corporate');
  const filters = filtersOf(c);
  if (typeof filters === 'string') return bad(c, filters);
  const address = (c.req.query('address') ?? '').trim();
  if (address !== '') {
    const near = await nearPage(c, kind, filters, address, radius, kind === 'volunteer', page, pageSize);
    // A place nobody can find: the search has nothing to answer (spec section 2: a 404 shows the empty state).
    if (!near) return c.json({ message: 'address not found' }, 404);
    return c.json({ Total: near.total, Items: near.items });
  }
  const where = whereOf(kind, dutchDay(), filters);
  if (hasFilters(filters)) {
    const { results } = await c.env.DB.prepare(filteredSql(where)).bind(...where.binds, pageSize, page * pageSize).all<Row>();
    return c.json({ Total: results[0]?.n ?? 0, Items: itemsOf(results) });
  }
  // Unfiltered, the count reads the covering scope index and the page walks it and stops (no list of every match).
  const n = where.binds.length;
  const [count, rows] = await c.env.DB.batch<{ n: number } | IndexRow>([
    c.env.DB.prepare(`SELECT COUNT(*) AS n FROM vacancy_index v WHERE ${where.sql('v')}`).bind(...where.binds),
    c.env.DB.prepare(`SELECT ${COLUMNS} FROM vacancy_index v WHERE ${where.sql('v')} ORDER BY v.seq LIMIT ?${n + 1} OFFSET ?${n + 2}`).bind(...where.binds, pageSize, page * pageSize),
  ]);
  const total = (count?.results[0] as { n: number } | undefined)?.n ?? 0;
  return c.json({ Total: total, Items: (rows?.results as IndexRow[]).map((row) => item(row)) });
});

vacancyRoutes.get('/api/v1/region/vacancies/closest', async (c) => {
  const asked = wholeNumber(c.req.query('page'), 0, 0, MAX_PAGE);
  const page = asked === null ? null : Math.min(asked, LAST_PAGE);
  const radius = wholeNumber(c.req.query('radius'), DEFAULT_CLOSEST_RADIUS_KM, 1, MAX_RADIUS_KM);
  const place = (c.req.query('query') ?? '').trim();
  if (page === null) return bad(c, 'page must be a whole number');
  if (radius === null) return bad(c, `radius must be 1 to ${MAX_RADIUS_KM} km`);
  if (place === '') return bad(c, 'query (a place) is required');
  // Only vacancies with a place can be near one: the regional ones.
  const near = await nearPage(c, 'volunteer', { terms: [], words: [] }, place, radius, false, page, REGION_PAGE_SIZE);
  if (!near) return c.json({ message: 'place not found' }, 404);
  return c.json({ Total: near.total, Vacancies: near.items });
});

vacancyRoutes.get('/api/v1/region/vacancies/:regionId', async (c) => {
  const raw = c.req.param('regionId');
  const asked = wholeNumber(c.req.query('page'), 0, 0, MAX_PAGE);
  const page = asked === null ? null : Math.min(asked, LAST_PAGE);
  if (!/^\d{1,9}$/.test(raw)) return bad(c, 'regionId must be a whole number');
  if (page === null) return bad(c, 'page must be a whole number');
  const regionId = Number(raw);
  const day = dutchDay();
  // The region check rides in the same batch: one round trip.
  const [found, count, rows] = await c.env.DB.batch<{ found: number } | { n: number } | IndexRow>([
    c.env.DB.prepare(REGION_FOUND_SQL).bind(regionId),
    c.env.DB.prepare(REGION_COUNT_SQL).bind(regionId, day),
    c.env.DB.prepare(REGION_PAGE_SQL).bind(regionId, day, REGION_PAGE_SIZE, page * REGION_PAGE_SIZE),
  ]);
  if (!(found?.results[0] as { found: number } | undefined)?.found) return c.json({ message: 'not found' }, 404);
  const total = (count?.results[0] as { n: number } | undefined)?.n ?? 0;
  return c.json({ Vacancies: (rows?.results as IndexRow[]).map((row) => item(row)), Total: total });
});
