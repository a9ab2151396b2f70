import { Hono, type Context } from 'hono';
import type { OriginBindings } from '../bindings';
import { boundingBox, distanceKm, type GeoPoint } from '../../../shared/contract/geo';
import { geocodePlace } from '../geo/gazetteer';
import { foldText, type FilterVocabulary } from '../vacancy-index';

/**
 * The vacancy calls of spec section 7, served from the vacancy index
 * (migration 0030, worker/origin/vacancy-index.ts), which stands in for the
 * backend's vacancy search:
 *   GET /api/v1/region/vacancies/search   query, repeated functionId, activityId,
 *       durationId, availabilityId, address, page, pageSize, radius → { Total, Items }
 *   GET /api/v1/region/vacancies/closest  query (a place), radius, page → { Total, Vacancies }
 *   GET /api/v1/region/vacancies/{regionId}?page → { Vacancies, Total }
 * Pages are zero-based. Only vacancies open today are listed (no apply-before
 * date, or one not passed). Filters combine as the overview implies: the ids
 * of one filter are alternatives (OR), different filters must all hold (AND).
 * Extension: `kind=corporate` searches the paid jobs instead of volunteer work.
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

const COLUMNS =
  'v.seq, v.node_id, v.type, v.region_id, v.title, v.subtitle, v.alias, v.city, v.zip, v.national_type, v.region, v.theme, v.duration, v.availability, v.functions, v.hours, v.apply_before, v.created, v.lat, v.lon';

/** One vacancy as the list calls answer it (README "Origin extensions": the item fields). */
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

const AMSTERDAM_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' });
/** Today in Dutch time (YYYY-MM-DD): a vacancy whose last day to apply is today is still open. */
export const today = (now = new Date()): string => AMSTERDAM_DAY.format(now);

const bad = (c: Ctx, message: string) => c.json({ message }, 400);

/** A whole number from the query within bounds; the fallback when absent; null when it is anything else. */
function wholeNumber(raw: string | undefined, fallback: number, min: number, max: number): number | null {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,16}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

interface Filters {
  /** Term ids per vocabulary; an empty list filters nothing. */
  terms: [FilterVocabulary, number[]][];
  words: string[];
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

/**
 * The WHERE clause of a search and its bindings (numbered from 1): the scope,
 * open today, each filter an IN over its terms' rows (OR within a filter, AND
 * between filters), every word somewhere in title or subtitle.
 */
function whereOf(scope: string, day: string, filters: Filters): { sql: string; binds: (string | number)[] } {
  const binds: (string | number)[] = [scope, day];
  const parts = ['v.scope = ?1', '(v.apply_before IS NULL OR v.apply_before >= ?2)'];
  for (const [vocabulary, ids] of filters.terms) {
    binds.push(vocabulary);
    const vocabularyAt = binds.length;
    const placeholders = ids.map((id) => (binds.push(id), `?${binds.length}`)).join(', ');
    parts.push(`v.seq IN (SELECT seq FROM vacancy_terms WHERE vocabulary = ?${vocabularyAt} AND tid IN (${placeholders}))`);
  }
  for (const word of filters.words) {
    binds.push(`%${word}%`);
    parts.push(`v.search_text LIKE ?${binds.length}`);
  }
  return { sql: parts.join(' AND '), binds };
}

/**
 * The rows within `radiusKm` of a place, nearest first, and after them (when
 * `withNational`) the national vacancies, which have no place: they are done
 * from home or in the visitor's own neighbourhood, so they are near every
 * place. A bounding box narrows the rows through the latitude index; the
 * great-circle distance decides (on the edge counts as within).
 */
async function nearRows(c: Ctx, where: { sql: string; binds: (string | number)[] }, at: GeoPoint, radiusKm: number, withNational: boolean) {
  const box = boundingBox(at, radiusKm);
  const binds = [...where.binds, box.minLat, box.maxLat, box.minLon, box.maxLon];
  const n = where.binds.length;
  const inBox = `(v.lat BETWEEN ?${n + 1} AND ?${n + 2} AND v.lon BETWEEN ?${n + 3} AND ?${n + 4})`;
  // Only what ordering needs: the wide rows are read for the page alone (pageOf), not for every candidate.
  const { results } = await c.env.DB.prepare(
    `SELECT v.seq, v.region_id, v.lat, v.lon FROM vacancy_index v WHERE ${where.sql} AND (${inBox}${withNational ? ' OR v.region_id = 0' : ''}) ORDER BY v.seq`,
  )
    .bind(...binds)
    .all<Pick<IndexRow, 'seq' | 'region_id' | 'lat' | 'lon'>>();
  const located: { seq: number; km: number }[] = [];
  const anywhere: { seq: number; km: null }[] = [];
  for (const row of results) {
    if (row.lat === null || row.lon === null) {
      if (row.region_id === 0) anywhere.push({ seq: row.seq, km: null });
      continue;
    }
    const km = distanceKm(at, { lat: row.lat, lon: row.lon });
    if (km <= radiusKm) located.push({ seq: row.seq, km });
  }
  located.sort((a, b) => a.km - b.km || a.seq - b.seq);
  return [...located, ...anywhere];
}

/** The list items of one page of ordered candidates, in their order, with their distance. */
async function pageOf(c: Ctx, rows: { seq: number; km: number | null }[], page: number, pageSize: number) {
  const slice = rows.slice(page * pageSize, (page + 1) * pageSize);
  if (slice.length === 0) return [];
  const { results } = await c.env.DB.prepare(`SELECT ${COLUMNS} FROM vacancy_index v WHERE v.seq IN (${slice.map((_, i) => `?${i + 1}`).join(', ')})`)
    .bind(...slice.map((r) => r.seq))
    .all<IndexRow>();
  const bySeq = new Map(results.map((row) => [row.seq, row]));
  return slice.flatMap(({ seq, km }) => {
    const row = bySeq.get(seq);
    return row ? [item(row, km)] : [];
  });
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
  const where = whereOf(kind, today(), filters);
  const address = (c.req.query('address') ?? '').trim();
  if (address !== '') {
    const at = await geocodePlace(c.env.DB, address);
    // A place nobody can find: the search has nothing to answer (spec section 2: a 404 shows the empty state).
    if (!at) return c.json({ message: 'address not found' }, 404);
    const rows = await nearRows(c, where, at, radius, kind === 'volunteer');
    return c.json({ Total: rows.length, Items: await pageOf(c, rows, page, pageSize) });
  }
  const n = where.binds.length;
  const [count, rows] = await c.env.DB.batch<{ n: number } | IndexRow>([
    c.env.DB.prepare(`SELECT COUNT(*) AS n FROM vacancy_index v WHERE ${where.sql}`).bind(...where.binds),
    c.env.DB.prepare(`SELECT ${COLUMNS} FROM vacancy_index v WHERE ${where.sql} ORDER BY v.seq LIMIT ?${n + 1} OFFSET ?${n + 2}`).bind(...where.binds, pageSize, page * pageSize),
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
  const at = await geocodePlace(c.env.DB, place);
  if (!at) return c.json({ message: 'place not found' }, 404);
  // Only vacancies with a place can be near one: the regional ones.
  const rows = await nearRows(c, whereOf('volunteer', today(), { terms: [], words: [] }), at, radius, false);
  return c.json({ Total: rows.length, Vacancies: await pageOf(c, rows, page, REGION_PAGE_SIZE) });
});

vacancyRoutes.get('/api/v1/region/vacancies/:regionId', async (c) => {
  const raw = c.req.param('regionId');
  const asked = wholeNumber(c.req.query('page'), 0, 0, MAX_PAGE);
  const page = asked === null ? null : Math.min(asked, LAST_PAGE);
  if (!/^\d{1,9}$/.test(raw)) return bad(c, 'regionId must be a whole number');
  if (page === null) return bad(c, 'page must be a whole number');
  const regionId = Number(raw);
  const region = await c.env.DB.prepare("SELECT id FROM nodes WHERE id = ?1 AND type = 'regio' AND status = 1").bind(regionId).first();
  if (!region) return c.json({ message: 'not found' }, 404);
  const day = today();
  const open = 'v.region_id = ?1 AND (v.apply_before IS NULL OR v.apply_before >= ?2)';
  const [count, rows] = await c.env.DB.batch<{ n: number } | IndexRow>([
    c.env.DB.prepare(`SELECT COUNT(*) AS n FROM vacancy_index v WHERE ${open}`).bind(regionId, day),
    c.env.DB.prepare(`SELECT ${COLUMNS} FROM vacancy_index v WHERE ${open} ORDER BY v.seq LIMIT ?3 OFFSET ?4`).bind(regionId, day, REGION_PAGE_SIZE, page * REGION_PAGE_SIZE),
  ]);
  const total = (count?.results[0] as { n: number } | undefined)?.n ?? 0;
  return c.json({ Vacancies: (rows?.results as IndexRow[]).map((row) => item(row)), Total: total });
});
