import { Hono, type Context } from 'hono';
import { distanceKm, boundingBox, type GeoPoint } from '../../../shared/contract/geo';
import type { OriginBindings } from '../bindings';
import { geocodePlace } from '../geo/gazetteer';
import { idOf, optionalId, pageOf, radiusOf, todayNl } from './region-params';

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

/**
 * The two statements of a page of activities matching `where` (on `a.`, with
 * `a.end_date >= ?`): the page and the total. The page's end-date test is
 * written `+a.end_date` so SQLite cannot use it as an index range: the page
 * then walks a start-date index in list order and stops after one page, where
 * an end-date range would fetch and sort every match first (72 ms against 1 ms
 * for a national type at scale 20). The total is counted on the covering
 * end-date indexes of migration 0022. `indexedBy` pins the page to an index
 * when the planner's guess would walk too much (the closest searches).
 */
export function activityPageSql(where: string, bindCount: number, indexedBy?: string): { rows: string; total: string } {
  const from = indexedBy ? `activity_index a INDEXED BY ${indexedBy}` : 'activity_index a';
  const rowsWhere = where.replaceAll('a.end_date >=', '+a.end_date >=');
  return {
    rows: `${SELECT.replace('activity_index a', from)} WHERE ${rowsWhere} ${ORDER} LIMIT ?${bindCount + 1} OFFSET ?${bindCount + 2}`,
    total: `SELECT COUNT(*) AS n FROM activity_index a WHERE ${where}`,
  };
}

/** A page of activities matching `where` (see `activityPageSql`), with the total. */
async function page(c: Ctx, where: string, binds: unknown[], pageIndex: number, indexedBy?: string) {
  const sql = activityPageSql(where, binds.length, indexedBy);
  const [rows, total] = await c.env.DB.batch<Row | { n: number }>([
    c.env.DB.prepare(sql.rows).bind(...binds, ACTIVITY_PAGE_SIZE, pageIndex * ACTIVITY_PAGE_SIZE),
    c.env.DB.prepare(sql.total).bind(...binds),
  ]);
  return { Activities: ((rows?.results ?? []) as Row[]).map(item), Total: ((total?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0 };
}

/**
 * The ids of the locations within `km` of a place. Statements take them as one
 * JSON list for `json_each` (D1 binds at most 100 parameters; a radius may
 * hold hundreds of locations).
 * A latitude/longitude box narrows by index, the exact great-circle distance decides.
 */
async function locationsNear(c: Ctx, centre: GeoPoint, km: number): Promise<number[]> {
  const box = boundingBox(centre, km);
  const { results } = await c.env.DB.prepare('SELECT node_id, lat, lon FROM location_index WHERE lat BETWEEN ?1 AND ?2 AND lon BETWEEN ?3 AND ?4')
    .bind(box.minLat, box.maxLat, box.minLon, box.maxLon)
    .all<{ node_id: number; lat: number; lon: number }>();
  return results.filter((r) => distanceKm(centre, r) <= km).map((r) => r.node_id);
}

/** Reads `query` and `radius` of a search near a place: the centre and km, or the answer to give instead. */
async function nearOf(c: Ctx): Promise<{ centre: GeoPoint; km: number } | Response> {
  const km = radiusOf(c.req.query('radius'), DEFAULT_RADIUS_KM);
  if (km === null) return c.json({ message: 'radius must be a number of km up to 100' }, 400);
  const query = (c.req.query('query') ?? '').trim();
  if (query === '') return c.json({ message: 'query is required' }, 400);
  const place = await geocodePlace(c.env.DB, query);
  if (!place) return c.json({ message: 'place not found' }, 404);
  return { centre: place, km };
}

const IN_NEAR = 'a.location_id IN (SELECT value FROM json_each(?1))';

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

activityRoutes.get('/api/v1/region/activities/closest', async (c) => {
  const pageIndex = pageOf(c);
  const type = optionalId(c.req.query('activityType'));
  if (pageIndex === null || type === null) return c.json({ message: 'page and activityType must be whole numbers' }, 400);
  const near = await nearOf(c);
  if (near instanceof Response) return near;
  const ids = await locationsNear(c, near.centre, near.km);
  const binds: unknown[] = [JSON.stringify(ids), todayNl()];
  let where = `${IN_NEAR} AND a.end_date >= ?2`;
  if (type !== undefined) {
    binds.push(type);
    where += ' AND a.type_id = ?3';
  }
  const result = await page(c, where, binds, pageIndex, closestIndex(ids.length, type !== undefined));
  return result.Total === 0 ? c.body(null, 204) : c.json(result);
});

activityRoutes.get('/api/v1/region/activities/byType', async (c) => {
  const pageIndex = pageOf(c);
  const type = optionalId(c.req.query('activityType'));
  if (pageIndex === null || type === null) return c.json({ message: 'page and activityType must be whole numbers' }, 400);
  const result = type === undefined ? await page(c, 'a.end_date >= ?1', [todayNl()], pageIndex) : await page(c, 'a.type_id = ?1 AND a.end_date >= ?2', [type, todayNl()], pageIndex);
  return result.Total === 0 ? c.body(null, 204) : c.json(result);
});

activityRoutes.get('/api/v1/region/activities/:regionId', async (c) => {
  const region = idOf(c.req.param('regionId'));
  if (region === null) return c.json({ message: 'not found' }, 404);
  const pageIndex = pageOf(c);
  const type = optionalId(c.req.query('activityType'));
  if (pageIndex === null || type === null) return c.json({ message: 'page and activityType must be whole numbers' }, 400);
  const city = (c.req.query('city') ?? '').trim();
  const binds: unknown[] = [region, todayNl()];
  let where = 'a.region_id = ?1 AND a.end_date >= ?2';
  if (type !== undefined) {
    binds.push(type);
    where += ` AND a.type_id = ?${binds.length}`;
  }
  if (city !== '') {
    binds.push(city);
    where += ` AND a.city = ?${binds.length}`;
  }
  return c.json(await page(c, where, binds, pageIndex));
});

activityRoutes.get('/api/v1/region/location/activities/:locationId', async (c) => {
  const location = idOf(c.req.param('locationId'));
  if (location === null) return c.json({ message: 'not found' }, 404);
  const pageIndex = pageOf(c);
  if (pageIndex === null) return c.json({ message: 'page must be a whole number' }, 400);
  // Only activities that end today or later (spec section 5).
  return c.json(await page(c, 'a.location_id = ?1 AND a.end_date >= ?2', [location, todayNl()], pageIndex));
});

/** Type names sort as a Dutch reader expects ('Café' beside 'Cafe'). */
const byName = (a: { Name: string }, b: { Name: string }) => a.Name.localeCompare(b.Name, 'nl');

activityRoutes.get('/api/v1/region/activityTypes/closest', async (c) => {
  const near = await nearOf(c);
  if (near instanceof Response) return near;
  const ids = await locationsNear(c, near.centre, near.km);
  const { results } = await c.env.DB.prepare(`SELECT DISTINCT a.type_id AS Id, a.type_name AS Name FROM activity_index a WHERE ${IN_NEAR} AND a.end_date >= ?2`)
    .bind(JSON.stringify(ids), todayNl())
    .all<{ Id: number; Name: string }>();
  return results.length === 0 ? c.body(null, 204) : c.json(results.sort(byName));
});

activityRoutes.get('/api/v1/region/activityTypes/:regionId', async (c) => {
  const region = idOf(c.req.param('regionId'));
  if (region === null) return c.json({ message: 'not found' }, 404);
  const { results } = await c.env.DB.prepare('SELECT DISTINCT type_id AS Id, type_name AS Name FROM activity_index WHERE region_id = ?1 AND end_date >= ?2')
    .bind(region, todayNl())
    .all<{ Id: number; Name: string }>();
  return c.json(results.sort(byName));
});

activityRoutes.get('/api/v1/region/cities/:regionId', async (c) => {
  const region = idOf(c.req.param('regionId'));
  if (region === null) return c.json({ message: 'not found' }, 404);
  const { results } = await c.env.DB.prepare("SELECT DISTINCT city FROM activity_index WHERE region_id = ?1 AND end_date >= ?2 AND city <> ''")
    .bind(region, todayNl())
    .all<{ city: string }>();
  return c.json(results.map((r) => r.city).sort((a, b) => a.localeCompare(b, 'nl')));
});
