import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../shared/contract/geo';
import { originApp } from '../../origin/app';
import { dutchDay } from '../../origin/dutch-day';
import { activityPageSql, closestSql, NEAR_WALK_MIN, REGION_CITIES_SQL, REGION_TYPES_SQL, typesNearSql } from '../../origin/routes/activities';
import { locationPageSql } from '../../origin/routes/locations';
import { nearSql } from '../../origin/geo/near';
import { introductionHtml } from '../../origin/nodes';
import { plainText } from '../../shared/contract/plain-text';
import { nearestAreaSql, REGIONS_SQL } from '../../origin/routes/region-info';
import { geocodePlace } from '../../origin/geo/gazetteer';

/** The embedded origin's region, location and activity calls (spec section 7), asked as the content source asks them. */
async function ask<T = unknown>(path: string): Promise<{ status: number; body: T }> {
  const res = await originApp.fetch(new Request(`http://origin.internal${path}`), { DB: env.DB, MEDIA: env.MEDIA });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

interface Activity {
  Id: number;
  Title: string;
  Type: { Id: number; Name: string };
  Location: { Id: number; Title: string; Data: { Path: string } } | null;
  Locality: string;
  StartDate: string;
  EndDate: string;
  StartTime: string;
  Data: { Path: string };
  Region: { Id: number; Title: string; Data: { Path: string } } | null;
  Address: { AddressLine1: string; PostalCode: string; Locality: string };
  Lat: number | null;
  Lon: number | null;
}
interface Activities {
  Activities: Activity[];
  Total: number;
}
interface Location {
  Id: number;
  Title: string;
  LocationType: { Id: number; Name: string };
  Address: { AddressLine1: string; PostalCode: string; Locality: string };
  Data: { Path: string };
}

const count = async (sql: string, ...binds: unknown[]) => (await env.DB.prepare(sql).bind(...binds).first<{ n: number }>())!.n;
const regionId = async (slug: string) => (await env.DB.prepare("SELECT id FROM nodes WHERE alias = ?1 AND type = 'regio'").bind(`/regios/${slug}`).first<{ id: number }>())!.id;
const soonestFirst = (items: Activity[]) => items.every((a, i) => i === 0 || `${items[i - 1]!.StartDate} ${items[i - 1]!.StartTime}` <= `${a.StartDate} ${a.StartTime}`);
const AMERSFOORT = { lat: 52.155, lon: 5.3875 };

describe('demo content for help nearby', () => {
  it('has 48 regions, at least 250 locations of the real kinds and at least 1,500 activities in the coming twelve months', async () => {
    expect(await count("SELECT COUNT(*) AS n FROM nodes WHERE type = 'regio'")).toBe(48);
    expect(await count('SELECT COUNT(*) AS n FROM location_index')).toBeGreaterThanOrEqual(250);
    const kinds = (await env.DB.prepare('SELECT DISTINCT type_name AS t FROM location_index').all<{ t: string }>()).results.map((r) => r.t).sort();
    expect(kinds).toEqual(['Alzheimer Café', 'Alzheimer Trefpunt', 'Dementie Informatiepunt', 'Mantelzorgsalon', 'Odensehuis', 'Ontmoetingscentrum']);
    const today = dutchDay();
    const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    expect(await count('SELECT COUNT(*) AS n FROM activity_index WHERE end_date >= ?1 AND start_date <= ?2', today, inAYear)).toBeGreaterThanOrEqual(1500);
  });

  it('holds its Alzheimer Cafés monthly at 19:30-21:30 with walk-in from 19:00, never in July or August', async () => {
    const { results } = await env.DB.prepare("SELECT start_date, start_time, end_time, entry_time FROM activity_index WHERE type_name = 'Alzheimer Café' AND node_id >= 400000").all<{
      start_date: string;
      start_time: string;
      end_time: string;
      entry_time: string;
    }>();
    expect(results.length).toBeGreaterThan(500);
    for (const r of results) {
      expect([r.start_time, r.end_time, r.entry_time]).toEqual(['19:30', '21:30', '19:00']);
      expect(['07', '08']).not.toContain(r.start_date.slice(5, 7));
    }
  });

  it('places every location within 20 km of a town its region serves', async () => {
    const { results } = await env.DB.prepare('SELECT l.lat, l.lon, l.region_id FROM location_index l').all<{ lat: number; lon: number; region_id: number }>();
    const { results: areas } = await env.DB.prepare('SELECT region_id, lat, lon FROM region_area').all<{ region_id: number; lat: number; lon: number }>();
    for (const l of results) {
      const nearest = Math.min(...areas.filter((a) => a.region_id === l.region_id).map((a) => distanceKm(a, l)));
      expect(nearest).toBeLessThan(20);
    }
  });
});

describe('GET /api/v1/region/locations/{regionId}', () => {
  it('answers a zero-based page of ten locations by title with the total, each with type, address and path', async () => {
    const id = await regionId('eemland');
    const { status, body } = await ask<{ Locations: Location[]; Total: number }>(`/api/v1/region/locations/${id}?page=0`);
    expect(status).toBe(200);
    expect(body.Total).toBe(await count('SELECT COUNT(*) AS n FROM location_index WHERE region_id = ?1', id));
    expect(body.Locations.length).toBe(Math.min(10, body.Total));
    const titles = body.Locations.map((l) => l.Title);
    expect(titles).toEqual([...titles].sort());
    expect(body.Locations[0]).toMatchObject({ LocationType: { Name: expect.any(String) }, Address: { PostalCode: expect.stringMatching(/^\d{4} [A-Z]{2}$/) }, Data: { Path: expect.stringMatching(/^\/regios\/eemland\/locaties\//) } });
  });

  it('filters by location type (a term id)', async () => {
    const id = await regionId('eemland');
    const cafe = (await env.DB.prepare("SELECT tid FROM terms WHERE vocabulary = 'location_type' AND name = 'Alzheimer Café'").first<{ tid: number }>())!.tid;
    const { body } = await ask<{ Locations: Location[]; Total: number }>(`/api/v1/region/locations/${id}?locationType=${cafe}`);
    expect(body.Total).toBeGreaterThan(0);
    expect(body.Locations.every((l) => l.LocationType.Name === 'Alzheimer Café')).toBe(true);
  });

  it.each(['/api/v1/region/locations/eemland', '/api/v1/region/locations/1015?page=x', '/api/v1/region/locations/1015?locationType=cafe'])('refuses %s', async (path) => {
    expect([400, 404]).toContain((await ask(path)).status);
  });
});

describe('GET /api/v1/region/activities/{regionId}', () => {
  it('answers six activities per page, soonest first, none ended, with the total', async () => {
    const id = await regionId('eemland');
    const today = dutchDay();
    const { body } = await ask<Activities>(`/api/v1/region/activities/${id}?page=0`);
    expect(body.Total).toBe(await count('SELECT COUNT(*) AS n FROM activity_index WHERE region_id = ?1 AND end_date >= ?2', id, today));
    expect(body.Activities).toHaveLength(6);
    expect(soonestFirst(body.Activities)).toBe(true);
    expect(body.Activities.every((a) => a.EndDate >= today && a.Region?.Title === 'Eemland')).toBe(true);
    const second = await ask<Activities>(`/api/v1/region/activities/${id}?page=1`);
    expect(second.body.Activities[0]!.Id).not.toBe(body.Activities[0]!.Id);
  });

  it('filters by type and by city, together', async () => {
    const id = await regionId('eemland');
    const types = (await ask<{ Id: number; Name: string }[]>(`/api/v1/region/activityTypes/${id}`)).body;
    const cities = (await ask<string[]>(`/api/v1/region/cities/${id}`)).body;
    expect(types.map((t) => t.Name)).toEqual([...types.map((t) => t.Name)].sort((a, b) => a.localeCompare(b, 'nl')));
    expect(cities).toContain('Amersfoort');
    const cafe = types.find((t) => t.Name === 'Alzheimer Café')!;
    const { body } = await ask<Activities>(`/api/v1/region/activities/${id}?activityType=${cafe.Id}&city=Amersfoort`);
    expect(body.Total).toBeGreaterThan(0);
    expect(body.Activities.every((a) => a.Type.Name === 'Alzheimer Café' && a.Locality === 'Amersfoort')).toBe(true);
  });

  it('answers an empty page past the end, and 400 for a page that is no whole number', async () => {
    const id = await regionId('eemland');
    expect((await ask<Activities>(`/api/v1/region/activities/${id}?page=999`)).body.Activities).toEqual([]);
    expect((await ask<Activities>(`/api/v1/region/activities/${id}?page=9007199254740990`)).body.Activities).toEqual([]);
    expect((await ask(`/api/v1/region/activities/${id}?page=-1`)).status).toBe(400);
  });
});

describe('GET /api/v1/region/activities/closest', () => {
  it('answers the activities within the radius of a place, soonest first, each no further than the radius', async () => {
    const { status, body } = await ask<Activities>('/api/v1/region/activities/closest?query=Amersfoort&radius=10&page=0');
    expect(status).toBe(200);
    expect(body.Total).toBeGreaterThan(0);
    expect(soonestFirst(body.Activities)).toBe(true);
    for (const a of body.Activities) expect(distanceKm(AMERSFOORT, { lat: a.Lat!, lon: a.Lon! })).toBeLessThanOrEqual(10.05);
  });

  it('finds more within a larger radius, and every one of a smaller radius among them', async () => {
    const small = await ask<Activities>('/api/v1/region/activities/closest?query=Amersfoort&radius=5');
    const large = await ask<Activities>('/api/v1/region/activities/closest?query=Amersfoort&radius=50');
    expect(large.body.Total).toBeGreaterThan(small.body.Total);
  });

  it('answers 204 when there is nothing within the radius', async () => {
    // Schiermonnikoog: an island with no demo location within 5 km.
    const res = await originApp.fetch(new Request('http://origin.internal/api/v1/region/activities/closest?query=52.90,5.00&radius=5'), { DB: env.DB, MEDIA: env.MEDIA });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });

  it('answers 404 for a place it does not know, and 400 for a radius that is no number', async () => {
    expect((await ask('/api/v1/region/activities/closest?query=Atlantis&radius=10')).status).toBe(404);
    expect((await ask('/api/v1/region/activities/closest?query=Amersfoort&radius=veel')).status).toBe(400);
  });

  it('filters by type, and the types near a place come alphabetically (204 when none)', async () => {
    const types = await ask<{ Id: number; Name: string }[]>('/api/v1/region/activityTypes/closest?query=Amersfoort&radius=10');
    expect(types.body.map((t) => t.Name)).toEqual([...types.body.map((t) => t.Name)].sort((a, b) => a.localeCompare(b, 'nl')));
    const walk = types.body[0]!;
    const { body } = await ask<Activities>(`/api/v1/region/activities/closest?query=Amersfoort&radius=10&activityType=${walk.Id}`);
    expect(body.Activities.every((a) => a.Type.Id === walk.Id)).toBe(true);
    const none = await originApp.fetch(new Request('http://origin.internal/api/v1/region/activityTypes/closest?query=52.90,5.00&radius=5'), { DB: env.DB, MEDIA: env.MEDIA });
    expect(none.status).toBe(204);
    await none.text();
  });
});

describe('locations near a place in SQL (origin/geo/near.ts)', () => {
  it.each([
    ['Amersfoort', 5],
    ['Amersfoort', 10],
    ['Utrecht', 25],
    ['Groningen', 50],
    ['Maastricht', 35],
    ['3811', 15],
    ['52.155, 5.3875', 100],
    ['53.2, 6.6', 0.5],
  ])('finds for %j within %d km exactly the locations distanceKm puts there', async (query, km) => {
    const place = (await geocodePlace(env.DB, query))!;
    const near = nearSql(query, km)!;
    const inSql = (await env.DB.prepare(`${near.with} SELECT id FROM near ORDER BY id`).bind(...near.binds).all<{ id: number }>()).results.map((r) => r.id);
    const all = (await env.DB.prepare('SELECT node_id, lat, lon FROM location_index WHERE lat IS NOT NULL ORDER BY node_id').all<{ node_id: number; lat: number; lon: number }>()).results;
    expect(inSql).toEqual(all.filter((l) => distanceKm(place, l) <= km).map((l) => l.node_id));
  });

  it.each([
    ['Amersfoort', 25, 0, ''],
    ['Amersfoort', 25, 2, ''],
    ['Amersfoort', 3, 0, ''],
    ['Amersfoort', 10, 0, 'Wandelgroep'],
    ['Utrecht', 100, 1, ''],
  ])('pages the closest activities near %j within %d km (page %d, type %j) as a plain sort of every match would', async (query, km, pageIndex, typeName) => {
    const place = (await geocodePlace(env.DB, query))!;
    const type = typeName ? (await env.DB.prepare("SELECT tid FROM terms WHERE vocabulary = 'activity_type' AND name = ?1").bind(typeName).first<{ tid: number }>())!.tid : undefined;
    const locations = new Set(
      (await env.DB.prepare('SELECT node_id, lat, lon FROM location_index WHERE lat IS NOT NULL').all<{ node_id: number; lat: number; lon: number }>()).results
        .filter((l) => distanceKm(place, l) <= km)
        .map((l) => l.node_id),
    );
    const every = (await env.DB.prepare('SELECT node_id, location_id, type_id, start_date, start_time FROM activity_index WHERE end_date >= ?1').bind(dutchDay()).all<{ node_id: number; location_id: number; type_id: number; start_date: string; start_time: string }>()).results
      .filter((a) => locations.has(a.location_id) && (type === undefined || a.type_id === type))
      .sort((a, b) => (a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : a.start_time < b.start_time ? -1 : a.start_time > b.start_time ? 1 : a.node_id - b.node_id));
    const { body } = await ask<Activities>(`/api/v1/region/activities/closest?query=${encodeURIComponent(query)}&radius=${km}&page=${pageIndex}${type ? `&activityType=${type}` : ''}`);
    // Both plans of closestIndex are met: few locations in range (from the locations) and many (soonest first).
    if (km === 3) expect(locations.size).toBeLessThan(NEAR_WALK_MIN);
    if (km === 100) expect(locations.size).toBeGreaterThanOrEqual(NEAR_WALK_MIN);
    expect(body.Total).toBe(every.length);
    expect(body.Activities.map((a) => a.Id)).toEqual(every.slice(pageIndex * 6, pageIndex * 6 + 6).map((a) => a.node_id));
  });

  it('takes a location exactly on the radius as within, as distanceKm does', async () => {
    const onEdge = (await env.DB.prepare('SELECT node_id, lat, lon FROM location_index WHERE lat IS NOT NULL ORDER BY node_id LIMIT 1').first<{ node_id: number; lat: number; lon: number }>())!;
    // Coordinates as a visitor's device sends them (at most 8 decimals), a few km from the location.
    const centre = { lat: Number((onEdge.lat + 0.05).toFixed(6)), lon: Number((onEdge.lon - 0.05).toFixed(6)) };
    const km = distanceKm(centre, onEdge);
    const ids = async (radius: number) => {
      const near = nearSql(`${centre.lat}, ${centre.lon}`, radius)!;
      return (await env.DB.prepare(`${near.with} SELECT id FROM near`).bind(...near.binds).all<{ id: number }>()).results.map((r) => r.id);
    };
    expect(await ids(km)).toContain(onEdge.node_id);
    expect(await ids(km * (1 - 1e-12))).not.toContain(onEdge.node_id);
  });
});

describe('GET /api/v1/region/activities/byType and location activities', () => {
  it('answers every coming activity of a type nationally, soonest first', async () => {
    const lecture = (await env.DB.prepare("SELECT tid FROM terms WHERE vocabulary = 'activity_type' AND name = 'Lezing'").first<{ tid: number }>())!.tid;
    const { body } = await ask<Activities>(`/api/v1/region/activities/byType?activityType=${lecture}`);
    expect(body.Total).toBe(await count('SELECT COUNT(*) AS n FROM activity_index WHERE type_id = ?1 AND end_date >= ?2', lecture, dutchDay()));
    expect(body.Activities.every((a) => a.Type.Name === 'Lezing')).toBe(true);
    expect(soonestFirst(body.Activities)).toBe(true);
  });

  it('answers 204 for a type without activities', async () => {
    const online = (await env.DB.prepare("SELECT tid FROM terms WHERE vocabulary = 'activity_type' AND name = 'Online bijeenkomst'").first<{ tid: number }>())!.tid;
    const res = await originApp.fetch(new Request(`http://origin.internal/api/v1/region/activities/byType?activityType=${online}`), { DB: env.DB, MEDIA: env.MEDIA });
    expect(res.status).toBe(204);
    await res.text();
  });

  it('keeps only the activities of a location that end today or later', async () => {
    const location = (await env.DB.prepare("SELECT node_id FROM location_index WHERE type_name = 'Alzheimer Café' ORDER BY node_id LIMIT 1").first<{ node_id: number }>())!.node_id;
    const ended = await count('SELECT COUNT(*) AS n FROM activity_index WHERE location_id = ?1 AND end_date < ?2', location, dutchDay());
    expect(ended).toBeGreaterThan(0);
    const { body } = await ask<Activities>(`/api/v1/region/location/activities/${location}`);
    expect(body.Total).toBe(await count('SELECT COUNT(*) AS n FROM activity_index WHERE location_id = ?1 AND end_date >= ?2', location, dutchDay()));
    expect(body.Activities.every((a) => a.EndDate >= dutchDay())).toBe(true);
  });
});

describe('GET /api/v1/region/search', () => {
  it.each([
    ['Amersfoort', 'Eemland'],
    ['amersfoort', 'Eemland'],
    ['Nijkerk', 'Eemland'],
    ['Eemland', 'Eemland'],
    ['Den Haag', 'Haaglanden'],
    ['Het Hogeland', 'Groningen'],
    ['Maastricht', 'Zuid-Limburg'],
  ])('finds the region for %j: %s', async (query, title) => {
    const { status, body } = await ask<{ Title: string; Data: { Path: string } }>(`/api/v1/region/search?query=${encodeURIComponent(query)}`);
    expect(status).toBe(200);
    expect(body.Title).toBe(title);
  });

  it.each(['Eemland', 'Amersfoort', 'Utrecht'])('answers the region for %j with its introduction as plain text of its introduction field', async (query) => {
    const { body } = await ask<{ Id: number; Introduction: string }>(`/api/v1/region/search?query=${encodeURIComponent(query)}`);
    const row = (await env.DB.prepare('SELECT fields FROM nodes WHERE id = ?1').bind(body.Id).first<{ fields: string }>())!;
    expect(body.Introduction).toBe(plainText(introductionHtml(JSON.parse(row.fields) as Record<string, unknown>)));
    expect(body.Introduction).not.toBe('');
  });

  it('finds the region of a demo postcode', async () => {
    const pc = (await env.DB.prepare("SELECT postal_code AS pc FROM location_index WHERE region_id = (SELECT id FROM nodes WHERE title = 'Eemland' AND type = 'regio') LIMIT 1").first<{ pc: string }>())!.pc;
    expect((await ask<{ Title: string }>(`/api/v1/region/search?query=${encodeURIComponent(pc)}`)).body.Title).toBe('Eemland');
  });

  it('answers 404 for a term that is no place', async () => {
    expect((await ask('/api/v1/region/search?query=qwertyuiop')).status).toBe(404);
  });
});

describe('region information calls', () => {
  it('lists every region with its municipalities (origin extension)', async () => {
    const { body } = await ask<{ title: string; path: string; municipalities: string[] }[]>('/api/drupal/api/regions');
    expect(body).toHaveLength(48);
    expect(body.find((r) => r.title === 'Eemland')?.municipalities).toEqual(['Amersfoort', 'Leusden', 'Baarn', 'Soest']);
  });

  it('answers the highlights, services, dementia information and over-de-regio teaser of a region', async () => {
    const id = await regionId('eemland');
    const highlights = await ask<{ title: string; start_date: string; end_date: string; changed: string }[]>(`/api/drupal/api/get-regio-highlights?regio=${id}`);
    expect(highlights.body.length).toBeGreaterThanOrEqual(3);
    expect(highlights.body[0]).toMatchObject({ start_date: expect.any(String), end_date: expect.any(String), changed: expect.any(String) });
    expect((await ask<unknown[]>(`/api/drupal/api/get-regio-services?regio=${id}`)).body.length).toBeGreaterThan(0);
    expect((await ask<unknown[]>('/api/drupal/api/get-regio-generic-info-about-dementie')).body).toHaveLength(4);
    expect((await ask<{ url: string }>(`/api/drupal/api/get-regio-over-de-regio?regio=${id}`)).body.url).toBe('/regios/eemland/over-de-regio');
  });

  it('has regional dementia information for some regions only', async () => {
    const own = await ask<unknown[]>(`/api/drupal/api/get-regio-single-info-about-dementie?regio=${await regionId('groningen')}`);
    const none = await ask<unknown[]>(`/api/drupal/api/get-regio-single-info-about-dementie?regio=${await regionId('eemland')}`);
    expect(own.body.length).toBeGreaterThan(0);
    expect(none.body).toEqual([]);
  });
});

describe('query plans', () => {
  const plan = async (sql: string, ...binds: unknown[]) =>
    (await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...binds).all<{ detail: string }>()).results.map((r) => r.detail).join(' | ');

  // The statements the routes run (activityPageSql, closestSql, typesNearSql, locationPageSql, the region's types and places), not copies of them.
  // Today's date is ?2 in every list; a type filter adds ?3.
  const list = (match: string[]) => activityPageSql({ match, today: 2, bindCount: match.some((m) => m.includes('?3')) ? 3 : 2 });
  const near = nearSql('Amersfoort', 25)!;
  const atPoint = nearSql('52.155, 5.3875', 25)!;
  const nearBinds = (n: typeof near, ...rest: unknown[]) => [...n.binds, '2026-01-01', ...rest];
  it.each([
    ['region list', list(['a.region_id = ?1']).rows, [1015, '2026-01-01', 6, 0], /USING INDEX activity_region_start/],
    ['region list by type', list(['a.region_id = ?1', 'a.type_id = ?3']).rows, [1015, '2026-01-01', 1001, 6, 0], /USING INDEX activity_region_type_start/],
    ['location activities', list(['a.location_id = ?1']).rows, [300000, '2026-01-01', 6, 0], /USING INDEX activity_location_start/],
    ['national list of a type', list(['a.type_id = ?1']).rows, [1001, '2026-01-01', 6, 0], /USING INDEX activity_type_start/],
    ['place of a search near it', `${near.with} SELECT * FROM centre`, near.binds, /USING INDEX gazetteer_key/],
    ['locations near a place', `${near.with} SELECT * FROM near`, near.binds, /SEARCH l USING (COVERING )?INDEX location_cell/],
    ['locations near coordinates', `${atPoint.with} SELECT * FROM near`, atPoint.binds, /SEARCH l USING (COVERING )?INDEX location_cell/],
    ['closest of a type, with its count', closestSql(near, true), nearBinds(near, 1001, 6, 0), /USING COVERING INDEX activity_location_type_end.*USING INDEX activity_location_type_end/],
    ['closest (both plans: many or few locations in range), with the count', closestSql(near, false), nearBinds(near, 6, 0), /USING COVERING INDEX activity_location_end.*USING INDEX activity_start.*USING INDEX activity_location_end/],
    ['types near a place', typesNearSql(near), nearBinds(near), /SEARCH a USING PRIMARY KEY \(location_id=\?\)/],
    ['count of a region', list(['a.region_id = ?1']).total, [1015, '2026-01-01'], /USING COVERING INDEX activity_region_end/],
    ['count of a national type', list(['a.type_id = ?1']).total, [1001, '2026-01-01'], /USING COVERING INDEX activity_type_end/],
    ['regions for the region search', REGIONS_SQL, [], /SEARCH nodes USING INDEX/],
    ['locations of a region', locationPageSql(false).rows, [1015, 10, 0], /USING INDEX location_region_title/],
    ['count of a region\'s locations', locationPageSql(false).total, [1015], /USING (COVERING )?INDEX location_region/],
    ['types of a region\'s coming activities', REGION_TYPES_SQL, [1015, '2026-01-01'], /USING (COVERING )?INDEX activity_region/],
    ['places of a region\'s coming activities', REGION_CITIES_SQL, [1015, '2026-01-01'], /USING (COVERING )?INDEX activity_region/],
  ])('reads the %s by index, never a full scan', async (_name, sql, binds, index) => {
    const detail = await plan(sql as string, ...(binds as unknown[]));
    expect(detail).toMatch(index as RegExp);
    expect(detail).not.toMatch(/SCAN (a|l|activity_index|location_index|location_activity_type|gazetteer)\b(?! USING)/);
  });

  it('finds the place of a region search by index and measures it against every served place (a fixed table of the regions\' municipalities, not growing with the content)', async () => {
    const nearest = nearestAreaSql('Amersfoort')!;
    const detail = await plan(nearest.sql, ...nearest.binds);
    expect(detail).toMatch(/SEARCH gazetteer USING INDEX gazetteer_key/);
    expect(detail).toMatch(/SCAN a\b/);
    expect(await count('SELECT COUNT(*) AS n FROM region_area')).toBeLessThan(400);
  });
});
