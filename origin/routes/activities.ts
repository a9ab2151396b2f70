import { Hono, type Context } from 'hono';
import type { OriginBindings } from '../bindings';
import { NEAR_BINDS, nearSql, type NearSql } from '../geo/near';
import { dutchDay } from '../dutch-day';
import { idOf, optionalId, pageOf, radiusOf } from './region-params';

/**
 * The activity calls of spec section 7, from the activity index (migration
 * 0021). Every list holds only activities that end today or later, soonest
 * first, six per zero-based page, and answers `{ Activities, Total }`:
 *   GET /api/v1/region/activities/{regionId}?activityType&city&page
 *   GET /api/v1/region/activities/closest?query&radius&page&activityType   (204: none)
 *   GET /api/v1/region/activities/byType?activityType&page                 (204: none)
 *   GET /api/v1/region/location/activities/{locationId}?page
 *   GET /api/v1/region/activityTypes/{regionId}       the types of its activities, alphabetical
 *   GET /api/v1/region/activityTypes/closest?radius&query   the same near a place (204: none)
 *   GET /api/v1/region/cities/{regionId}              the places of its activities, alphabetical
 * A place the gazetteer does not know is a 404 ('place not found'), so the
 * site can tell it from 'no activities'.
 */
export const activityRoutes = new Hono<{ Bindings: OriginBindings }>();

type Ctx = Context<{ Bindings: OriginBindings }>;

/** Activities per page (spec section 9). */
export const ACTIVITY_PAGE_SIZE = 6;
/** The radius of a search near a place when none is given (spec section 9: 25 km for activity search). */
export const DEFAULT_RADIUS_KM = 25;

interface Row {
  node_id: number;
  region_id: number;
  location_id: number;
  type_id: number;
  type_name: string;
  city: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  entry_time: string;
  title: string;
  alias: string;
  introduction: string;
  external_link: string | null;
  address: string;
  lat: number | null;
  lon: number | null;
  location_title: string | null;
  location_alias: string | null;
  region_title: string | null;
  region_alias: string | null;
}

const SELECT = `SELECT a.*, l.title AS location_title, l.alias AS location_alias, r.title AS region_title, r.alias AS region_alias
  FROM activity_index a LEFT JOIN location_index l ON l.node_id = a.location_id LEFT JOIN nodes r ON r.id = a.region_id`;
const ORDER = 'ORDER BY a.start_date, a.start_time, a.node_id';

/** One activity as spec section 3 lists it ('Activity item'), in the upstream's field names. */
function item(row: Row) {
  const address = JSON.parse(row.address) as { line1?: string; postalCode?: string; locality?: string; organization?: string };
  const external = row.external_link ? (JSON.parse(row.external_link) as { title: string; url: string }) : null;
  return {
    Id: row.node_id,
    Title: row.title,
    Introduction: row.introduction,
    Type: { Id: row.type_id, Name: row.type_name },
    Location: row.location_alias ? { Id: row.location_id, Title: row.location_title ?? '', Data: { Path: row.location_alias } } : null,
    Locality: row.city,
    StartDate: row.start_date,
    EndDate: row.end_date,
    StartTime: row.start_time,
    EndTime: row.end_time,
    EntryTime: row.entry_time,
    Data: { Path: row.alias },
    ExternalUrl: external ? { Title: external.title, Url: external.url } : null,
    Region: row.region_alias ? { Id: row.region_id, Title: row.region_title ?? '', Data: { Path: row.region_alias } } : null,
    Address: { AddressLine1: address.line1 ?? '', PostalCode: address.postalCode ?? '', Locality: address.locality ?? '', Organization: address.organization ?? '' },
    Lat: row.lat,
    Lon: row.lon,
  };
}

/** A list of activities as SQL: what it matches, besides the end date, and where its parameters go. */
export interface ActivityQuery {
  /** Conditions on `a.` (activity_index) besides the end date; all must hold. */
  match: string[];
  /** The parameter number of today's date: only activities that end today or later are listed. */
  today: number;
  /** How many parameters the query uses (its own and a WITH clause's); LIMIT and OFFSET come after them. */
  bindCount: number;
  /** Pins the page to an index when the planner's guess would walk too much (the closest searches). */
  indexedBy?: string;
  /**
   * A condition on the whole query, not on a row: when it is false the page
   * is empty at once (LIMIT 0 stops before the first row is read), so of two
   * alternative plans in one statement only one does any work.
   */
  onlyIf?: string;
}

/**
 * The two statements of a page of activities: the page and the total. The
 * page's end-date test is written `+a.end_date` so SQLite cannot use it as an
 * index range: the page then walks a start-date index in list order and stops
 * after one page, where an end-date range would fetch and sort every match
 * first (72 ms against 1 ms for a national type at scale 20). The total is
 * counted on the covering end-date indexes of migration 0022, so there the
 * end date stays indexable.
 */
export function activityPageSql(q: ActivityQuery): { rows: string; total: string } {
  const from = q.indexedBy ? `activity_index a INDEXED BY ${q.indexedBy}` : 'activity_index a';
  const where = (endDate: string) => [...q.match, `${endDate} >= ?${q.today}`].join(' AND ');
  const limit = q.onlyIf ? `CASE WHEN ${q.onlyIf} THEN ?${q.bindCount + 1} ELSE 0 END` : `?${q.bindCount + 1}`;
  return {
    rows: `${SELECT.replace('activity_index a', from)} WHERE ${where('+a.end_date')} ${ORDER} LIMIT ${limit} OFFSET ?${q.bindCount + 2}`,
    total: `SELECT COUNT(*) AS n FROM activity_index a WHERE ${where('a.end_date')}`,
  };
}

/** A page of activities (see `activityPageSql`), with the total; `binds` fill the query's parameters in order. */
async function page(c: Ctx, q: ActivityQuery, binds: unknown[], pageIndex: number) {
  const sql = activityPageSql(q);
  const [rows, total] = await c.env.DB.batch<Row | { n: number }>([
    c.env.DB.prepare(sql.rows).bind(...binds, ACTIVITY_PAGE_SIZE, pageIndex * ACTIVITY_PAGE_SIZE),
    c.env.DB.prepare(sql.total).bind(...binds),
  ]);
  return { Activities: ((rows?.results ?? []) as Row[]).map(item), Total: ((total?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0 };
}

/** Reads `query` and `radius` of a search near a place: its WITH clause (geo/near.ts), or the answer to give instead. */
function nearOf(c: Ctx): NearSql | Response {
  const km = radiusOf(c.req.query('radius'), DEFAULT_RADIUS_KM);
  if (km === null) return c.json({ message: 'radius must be a number of km up to 100' }, 400);
  const query = (c.req.query('query') ?? '').trim();
  if (query === '') return c.json({ message: 'query is required' }, 400);
  return nearSql(query, km) ?? c.json({ message: 'place not found' }, 404);
}

/** Whether the place of a search near it was found (1) or not (0): its `centre` has a row. */
const FOUND_SQL = 'SELECT COUNT(*) FROM centre';
const IN_NEAR = 'a.location_id IN (SELECT id FROM near)';
/** Today's date, after the parameters of the place (geo/near.ts). */
const TODAY = NEAR_BINDS + 1;

/** From this many locations in range, a page of the closest activities walks the list order instead. */
export const NEAR_WALK_MIN = 50;

/**
 * The index a page of the closest activities reads. Of one type: start from
 * the locations in range, never along the type's national list (a rare type
 * near a place would walk thousands of rows for a few matches: 213 ms at p50
 * at scale 20 before). Of any type with many locations in range (a city, a
 * wide radius): walk all activities soonest first and stop after one page, as
 * matches come often (1-2 ms against 3-11 ms for gathering and sorting every
 * match of 700 locations); with few, start from the locations.
 */
export function closestIndex(locationCount: number, ofType: boolean): string {
  if (ofType) return 'activity_location_type_end';
  return locationCount >= NEAR_WALK_MIN ? 'activity_start' : 'activity_location_end';
}

/**
 * A page of the closest activities as one statement: every row carries
 * whether the place was found and the total (`found`, `n`), and when the page
 * is empty one row with only those comes back, so one statement answers 404,
 * 204 or the page and the locations in range are found once. Of any type the
 * page holds both plans of `closestIndex`, each guarded by the number of
 * locations in range, so the one that does not apply stops before reading a row.
 */
export function closestSql(near: NearSql, ofType: boolean): string {
  const match = ofType ? [IN_NEAR, `a.type_id = ?${TODAY + 1}`] : [IN_NEAR];
  const query = { match, today: TODAY, bindCount: TODAY + (ofType ? 1 : 0) };
  const count = '(SELECT COUNT(*) FROM near)';
  const rows = ofType
    ? activityPageSql({ ...query, indexedBy: closestIndex(0, true) }).rows
    : [
        activityPageSql({ ...query, indexedBy: closestIndex(NEAR_WALK_MIN, false), onlyIf: `${count} >= ${NEAR_WALK_MIN}` }).rows,
        activityPageSql({ ...query, indexedBy: closestIndex(0, false), onlyIf: `${count} < ${NEAR_WALK_MIN}` }).rows,
      ]
        .map((alternative) => `SELECT * FROM (${alternative})`)
        .join(' UNION ALL ');
  return `${near.with}, meta(found, n) AS (SELECT (${FOUND_SQL}), (${activityPageSql(query).total}))
    SELECT m.found, m.n, p.* FROM meta m LEFT JOIN (${rows}) p ON 1 ORDER BY p.start_date, p.start_time, p.node_id`;
}

activityRoutes.get('/api/v1/region/activities/closest', async (c) => {
  const pageIndex = pageOf(c);
  const type = optionalId(c.req.query('activityType'));
  if (pageIndex === null || type === null) return c.json({ message: 'page and activityType must be whole numbers' }, 400);
  const near = nearOf(c);
  if (near instanceof Response) return near;
  const binds: unknown[] = type === undefined ? [...near.binds, dutchDay()] : [...near.binds, dutchDay(), type];
  const { results } = await c.env.DB.prepare(closestSql(near, type !== undefined))
    .bind(...binds, ACTIVITY_PAGE_SIZE, pageIndex * ACTIVITY_PAGE_SIZE)
    .all<(Row & { found: number; n: number }) | { found: number; n: number; node_id: null }>();
  const first = results[0];
  if (!first?.found) return c.json({ message: 'place not found' }, 404);
  if (first.n === 0) return c.body(null, 204);
  return c.json({ Activities: results.flatMap((r) => (r.node_id === null ? [] : [item(r as Row)])), Total: first.n });
});

activityRoutes.get('/api/v1/region/activities/byType', async (c) => {
  const pageIndex = pageOf(c);
  const type = optionalId(c.req.query('activityType'));
  if (pageIndex === null || type === null) return c.json({ message: 'page and activityType must be whole numbers' }, 400);
  const result =
    type === undefined
      ? await page(c, { match: [], today: 1, bindCount: 1 }, [dutchDay()], pageIndex)
      : await page(c, { match: ['a.type_id = ?1'], today: 2, bindCount: 2 }, [type, dutchDay()], pageIndex);
  return result.Total === 0 ? c.body(null, 204) : c.json(result);
});

activityRoutes.get('/api/v1/region/activities/:regionId', async (c) => {
  const region = idOf(c.req.param('regionId'));
  if (region === null) return c.json({ message: 'not found' }, 404);
  const pageIndex = pageOf(c);
  const type = optionalId(c.req.query('activityType'));
  if (pageIndex === null || type === null) return c.json({ message: 'page and activityType must be whole numbers' }, 400);
  const city = (c.req.query('city') ?? '').trim();
  const binds: unknown[] = [region, dutchDay()];
  const match = ['a.region_id = ?1'];
  if (type !== undefined) {
    binds.push(type);
    match.push(`a.type_id = ?${binds.length}`);
  }
  if (city !== '') {
    binds.push(city);
    match.push(`a.city = ?${binds.length}`);
  }
  return c.json(await page(c, { match, today: 2, bindCount: binds.length }, binds, pageIndex));
});

activityRoutes.get('/api/v1/region/location/activities/:locationId', async (c) => {
  const location = idOf(c.req.param('locationId'));
  if (location === null) return c.json({ message: 'not found' }, 404);
  const pageIndex = pageOf(c);
  if (pageIndex === null) return c.json({ message: 'page must be a whole number' }, 400);
  // Only activities that end today or later (spec section 5).
  return c.json(await page(c, { match: ['a.location_id = ?1'], today: 2, bindCount: 2 }, [location, dutchDay()], pageIndex));
});

/** Type names sort as a Dutch reader expects ('Café' beside 'Cafe'). */
const byName = (a: { Name: string }, b: { Name: string }) => a.Name.localeCompare(b.Name, 'nl');

/**
 * The activity types near a place (after the place's parameters: today), each
 * type once, beside whether the place was found: one row with no type when
 * none is near, so one statement answers 404, 204 or the list. Read from the
 * types held per location (migration 0023): a type is near when one of its
 * activities at a location in range ends today or later, so when the last does.
 */
export const typesNearSql = (near: NearSql): string =>
  `${near.with} SELECT (${FOUND_SQL}) AS found, t.Id, t.Name FROM (SELECT 1) LEFT JOIN (SELECT DISTINCT a.type_id AS Id, a.type_name AS Name FROM location_activity_type a WHERE ${IN_NEAR} AND a.last_end >= ?${TODAY}) t ON 1`;

activityRoutes.get('/api/v1/region/activityTypes/closest', async (c) => {
  const near = nearOf(c);
  if (near instanceof Response) return near;
  const db = c.env.DB;
  const { results } = await db.prepare(typesNearSql(near)).bind(...near.binds, dutchDay()).all<{ found: number; Id: number | null; Name: string | null }>();
  if (!results[0]?.found) return c.json({ message: 'place not found' }, 404);
  const types = results.flatMap((r) => (r.Id === null ? [] : [{ Id: r.Id, Name: r.Name ?? '' }]));
  return types.length === 0 ? c.body(null, 204) : c.json(types.sort(byName));
});

/** The types of a region's coming activities (region ?1, today ?2), each once. */
export const REGION_TYPES_SQL = 'SELECT DISTINCT type_id AS Id, type_name AS Name FROM activity_index WHERE region_id = ?1 AND end_date >= ?2';
/** The places of a region's coming activities (region ?1, today ?2), each once. */
export const REGION_CITIES_SQL = "SELECT DISTINCT city FROM activity_index WHERE region_id = ?1 AND end_date >= ?2 AND city <> ''";

activityRoutes.get('/api/v1/region/activityTypes/:regionId', async (c) => {
  const region = idOf(c.req.param('regionId'));
  if (region === null) return c.json({ message: 'not found' }, 404);
  const { results } = await c.env.DB.prepare(REGION_TYPES_SQL)
    .bind(region, dutchDay())
    .all<{ Id: number; Name: string }>();
  return c.json(results.sort(byName));
});

activityRoutes.get('/api/v1/region/cities/:regionId', async (c) => {
  const region = idOf(c.req.param('regionId'));
  if (region === null) return c.json({ message: 'not found' }, 404);
  const { results } = await c.env.DB.prepare(REGION_CITIES_SQL)
    .bind(region, dutchDay())
    .all<{ city: string }>();
  return c.json(results.map((r) => r.city).sort((a, b) => a.localeCompare(b, 'nl')));
});
