import { Hono } from 'hono';
import type { OriginBindings } from '../bindings';
import { idOf, optionalId, pageOf } from './region-params';

/**
 * GET /api/v1/region/locations/{regionId}?locationType&page (spec section 7):
 * one zero-based page of a region's locations by title, optionally of one
 * location type (a `location_type` term id). Answers `{ Locations, Total }`,
 * each location `{ Id, Title, LocationType, Address, Data: { Path }, Lat, Lon }`.
 */
export const locationRoutes = new Hono<{ Bindings: OriginBindings }>();

/** Locations per page (the spec gives none for this list; 10 as the news lists). */
export const LOCATION_PAGE_SIZE = 10;

/**
 * One page of a region's locations by title (region ?1, with a type ?2), and
 * their count; page size and offset are the two parameters after them.
 */
export function locationPageSql(typed: boolean): { rows: string; total: string } {
  const where = typed ? 'region_id = ?1 AND type_id = ?2' : 'region_id = ?1';
  const n = typed ? 2 : 1;
  return {
    rows: `SELECT * FROM location_index WHERE ${where} ORDER BY title, node_id LIMIT ?${n + 1} OFFSET ?${n + 2}`,
    total: `SELECT COUNT(*) AS n FROM location_index WHERE ${where}`,
  };
}

interface Row {
  node_id: number;
  type_id: number;
  type_name: string;
  title: string;
  alias: string;
  address_line1: string;
  postal_code: string;
  locality: string;
  lat: number | null;
  lon: number | null;
}

locationRoutes.get('/api/v1/region/locations/:regionId', async (c) => {
  const region = idOf(c.req.param('regionId'));
  if (region === null) return c.json({ message: 'not found' }, 404);
  const pageIndex = pageOf(c);
  const type = optionalId(c.req.query('locationType'));
  if (pageIndex === null || type === null) return c.json({ message: 'page and locationType must be whole numbers' }, 400);
  const sql = locationPageSql(type !== undefined);
  const binds: unknown[] = type === undefined ? [region] : [region, type];
  const [rows, total] = await c.env.DB.batch([
    c.env.DB.prepare(sql.rows).bind(...binds, LOCATION_PAGE_SIZE, pageIndex * LOCATION_PAGE_SIZE),
    c.env.DB.prepare(sql.total).bind(...binds),
  ]);
  return c.json({
    Locations: ((rows?.results ?? []) as Row[]).map((r) => ({
      Id: r.node_id,
      Title: r.title,
      LocationType: { Id: r.type_id, Name: r.type_name },
      Address: { AddressLine1: r.address_line1, PostalCode: r.postal_code, Locality: r.locality },
      Data: { Path: r.alias },
      Lat: r.lat,
      Lon: r.lon,
    })),
    Total: ((total?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0,
  });
});
