import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { distanceKm, type GeoPoint } from '../../shared/contract/geo';
import { originApp } from '../../origin/app';
import { geocodePlace } from '../../origin/geo/gazetteer';
import { dutchDay } from '../../origin/dutch-day';
import {
  filteredSql, nearPageSql, NEAR_WHERE_FROM, REGION_COUNT_SQL, REGION_FOUND_SQL, REGION_PAGE_SQL, vacancyNearSql, whereOf, type Filters,
} from '../../origin/routes/vacancy-sql';

/** The embedded origin's vacancy calls, asked as the content source asks them. */
async function ask<T>(path: string): Promise<T> {
  const res = await originApp.fetch(new Request(`http://origin.internal${path}`), { DB: env.DB, MEDIA: env.MEDIA });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}
interface Item { Id: number; Distance: number | null }

const day = dutchDay();
const NONE: Filters = { terms: [], words: [] };

interface IndexPoint { seq: number; node_id: number; region_id: number; lat: number | null; lon: number | null }
/**
 * What the search near a place answered before it was one statement (a box on
 * the latitude index, then distanceKm in JavaScript): the located vacancies
 * within the radius nearest first (ties by seq), then, for a volunteer search,
 * the national ones without a place in seq order.
 */
async function oldNear(at: GeoPoint, km: number, scope: string, withNational: boolean, extra = '', ...binds: unknown[]) {
  const { results } = await env.DB.prepare(
    `SELECT seq, node_id, region_id, lat, lon FROM vacancy_index WHERE scope = ?1 AND (apply_before IS NULL OR apply_before >= ?2)${extra} ORDER BY seq`,
  )
    .bind(scope, day, ...binds)
    .all<IndexPoint>();
  const located = results
    .flatMap((r) => (r.lat === null || r.lon === null ? [] : [{ r, d: distanceKm(at, { lat: r.lat, lon: r.lon }) }]))
    .filter(({ d }) => d <= km)
    .sort((a, b) => a.d - b.d || a.r.seq - b.r.seq)
    .map(({ r, d }) => ({ Id: r.node_id, Distance: Math.round(d * 10) / 10 }));
  const anywhere = withNational ? results.filter((r) => (r.lat === null || r.lon === null) && r.region_id === 0).map((r) => ({ Id: r.node_id, Distance: null })) : [];
  return [...located, ...anywhere];
}

/** Every item of a call, page after page. */
async function pages(path: (page: number) => string, key: 'Items' | 'Vacancies'): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 0; page < 200; page++) {
    const body = await ask<{ Total: number } & Record<typeof key, Item[]>>(path(page));
    items.push(...body[key].map(({ Id, Distance }) => ({ Id, Distance })));
    if (body[key].length === 0) {
      expect(items.length).toBe(body.Total);
      break;
    }
  }
  return items;
}

describe('vacancy searches near a place (one statement through geo/near.ts)', () => {
  const places = ['Zwolle', 'Utrecht', 'Middelburg', 'Groningen', '8011', '52.1550, 5.3875'];
  const radii = [1, 5, 10, 15, 25, 50, 100];

  it('give the same vacancies in the same order, with the same distances, as the box and distanceKm did', async () => {
    let compared = 0;
    for (const place of places) {
      const at = (await geocodePlace(env.DB, place))!;
      expect(at, place).not.toBeNull();
      for (const km of radii) {
        const q = encodeURIComponent(place);
        const search = await pages((p) => `/api/v1/region/vacancies/search?address=${q}&radius=${km}&pageSize=50&page=${p}`, 'Items');
        expect(search, `${place} ${km} km`).toEqual(await oldNear(at, km, 'volunteer', true));
        const closest = await pages((p) => `/api/v1/region/vacancies/closest?query=${q}&radius=${km}&page=${p}`, 'Vacancies');
        expect(closest, `closest ${place} ${km} km`).toEqual(await oldNear(at, km, 'volunteer', false));
        compared += closest.length;
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('keeps the filters and the scope around a place', async () => {
    const fromHome = (await env.DB.prepare("SELECT tid FROM terms WHERE vocabulary = 'availability' AND name = 'Vanuit huis'").first<{ tid: number }>())!.tid;
    const zwolle = (await geocodePlace(env.DB, 'Zwolle'))!;
    const filtered = await pages((p) => `/api/v1/region/vacancies/search?address=Zwolle&radius=25&availabilityId=${fromHome}&pageSize=10&page=${p}`, 'Items');
    const expected = await oldNear(zwolle, 25, 'volunteer', true, " AND seq IN (SELECT seq FROM vacancy_terms WHERE vocabulary = 'availability' AND tid = ?3)", fromHome);
    expect(filtered).toEqual(expected);
    expect(filtered.length).toBeGreaterThan(0);
    const utrecht = (await geocodePlace(env.DB, 'Utrecht'))!;
    const corporate = await pages((p) => `/api/v1/region/vacancies/search?kind=corporate&address=Utrecht&radius=100&pageSize=50&page=${p}`, 'Items');
    expect(corporate).toEqual(await oldNear(utrecht, 100, 'corporate', false));
  });
});

describe('one-statement pages past the end', () => {
  it('answer the total with no items, near a place, nearest and filtered, however far the page', async () => {
    const far = Number.MAX_SAFE_INTEGER - 1;
    for (const [path, key] of [
      ['/api/v1/region/vacancies/search?address=Zwolle&radius=25', 'Items'],
      ['/api/v1/region/vacancies/closest?query=Zwolle&radius=25', 'Vacancies'],
      ['/api/v1/region/vacancies/search?functionId=5001&functionId=5003', 'Items'],
    ] as const) {
      const first = await ask<{ Total: number } & Record<typeof key, Item[]>>(`${path}&page=0`);
      expect(first.Total, path).toBeGreaterThan(0);
      for (const page of [999, far]) expect(await ask(`${path}&page=${page}`), `${path} page ${page}`).toEqual({ Total: first.Total, [key]: [] });
    }
  });
});

describe('vacancy query plans (the statements the routes run)', () => {
  const plan = async (sql: string, binds: unknown[]) =>
    (await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...binds).all<{ detail: string }>()).results.map((r) => r.detail).join(' | ');
  const FULL_SCAN = /SCAN (v|l|vacancy_index|vacancy_terms|gazetteer|nodes)\b(?! USING)/;
  const filters: Filters = { terms: [['function_type', [5001, 5003]], ['availability', [2001]]], words: [] };
  const near = (query: string, km: number, f: Filters, withNational: boolean) => {
    const where = whereOf('volunteer', day, f, NEAR_WHERE_FROM);
    const n = vacancyNearSql(query, km, where)!;
    return [nearPageSql(n, where, withNational), [...n.binds, ...where.binds, 10, 0]] as const;
  };
  const filtered = (() => {
    const where = whereOf('volunteer', day, filters);
    return [filteredSql(where), [...where.binds, 10, 0]] as const;
  })();

  it.each([
    ['a place search (the bands, then the national vacancies on the region index)', ...near('Utrecht', 25, NONE, true), [/SEARCH gazetteer USING INDEX gazetteer_key/, /SEARCH l USING INDEX vacancy_cell \(lat_cell=\? AND lon>\? AND lon<\?\)/, /SEARCH v USING INDEX vacancy_index_region_seq_open \(region_id=\?/]],
    ['a place search with a filter', ...near('Zwolle', 15, filters, true), [/SEARCH l USING INDEX vacancy_cell/, /SEARCH vacancy_terms USING PRIMARY KEY \(vocabulary=\? AND tid=\?\)/]],
    ['the nearest vacancies at coordinates', ...near('52.1550, 5.3875', 10, NONE, false), [/SEARCH l USING INDEX vacancy_cell/, /SEARCH v USING INTEGER PRIMARY KEY/]],
    ['a filtered page and its count', ...filtered, [/SEARCH v USING COVERING INDEX vacancy_index_scope_seq_open \(scope=\? AND seq=\?\)/, /SEARCH vacancy_terms USING PRIMARY KEY \(vocabulary=\? AND tid=\?\)/, /SEARCH v USING INTEGER PRIMARY KEY/]],
    ['whether a region is one', REGION_FOUND_SQL, [1005], [/SEARCH nodes USING INTEGER PRIMARY KEY/]],
    ["a region's count", REGION_COUNT_SQL, [1005, day], [/SEARCH v USING COVERING INDEX vacancy_index_region_seq_open \(region_id=\?\)/]],
    ["a region's page", REGION_PAGE_SQL, [1005, day, 6, 0], [/SEARCH v USING INDEX vacancy_index_region_seq_open \(region_id=\?\)/]],
  ])('reads %s by index, never a full scan', async (_name, sql, binds, expected) => {
    const detail = await plan(sql as string, binds as unknown[]);
    for (const pattern of expected as RegExp[]) expect(detail).toMatch(pattern);
    expect(detail).not.toMatch(FULL_SCAN);
  });
});
