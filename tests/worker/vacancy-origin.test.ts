import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { destination, distanceKm } from '../../shared/contract/geo';
import { originApp } from '../../origin/app';
import { dutchDay } from '../../origin/dutch-day';

/** The embedded origin's vacancy calls (spec section 7), asked directly as the content source asks them. */
async function ask<T = unknown>(path: string): Promise<{ status: number; body: T }> {
  const res = await originApp.fetch(new Request(`http://origin.internal${path}`), { DB: env.DB, MEDIA: env.MEDIA });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

interface Item {
  Id: number;
  Title: string;
  Type: string;
  VacancyType: string | null;
  City: string | null;
  Region: { Id: number; Title: string; Path: string } | null;
  Theme: string | null;
  Availability: string[];
  Functions: string[];
  ApplyBefore: string | null;
  Created: string;
  Data: { Path: string };
  Distance: number | null;
}
type Search = { Total: number; Items: Item[] };
type Vacancies = { Total: number; Vacancies: Item[] };

const day = dutchDay();
const all = async <T>(sql: string, ...binds: unknown[]) => (await env.DB.prepare(sql).bind(...binds).all<T>()).results;
const tid = async (vocabulary: string, name: string) => (await env.DB.prepare('SELECT tid FROM terms WHERE vocabulary = ?1 AND name = ?2').bind(vocabulary, name).first<{ tid: number }>())!.tid;
/** The open volunteer vacancies (node ids) that carry a term. */
const withTerm = async (vocabulary: string, id: number) =>
  new Set(
    (
      await all<{ node_id: number }>(
        "SELECT v.node_id FROM vacancy_index v JOIN vacancy_terms t ON t.seq = v.seq WHERE t.vocabulary = ?1 AND t.tid = ?2 AND v.scope = 'volunteer' AND (v.apply_before IS NULL OR v.apply_before >= ?3)",
        vocabulary,
        id,
        day,
      )
    ).map((r) => r.node_id),
  );
/** Every item of a search, page after page. */
async function everything(query: string): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 0; page < 100; page++) {
    const { body } = await ask<Search>(`/api/v1/region/vacancies/search?${query}&pageSize=50&page=${page}`);
    items.push(...body.Items);
    if (items.length >= body.Total || body.Items.length === 0) break;
  }
  return items;
}
const point = async (nodeId: number) => (await env.DB.prepare('SELECT lat, lon FROM vacancy_index WHERE node_id = ?1').bind(nodeId).first<{ lat: number; lon: number }>())!;

describe('vacancy search (GET /api/v1/region/vacancies/search)', () => {
  it('lists the open volunteer vacancies, newest first, a zero-based page of pageSize', async () => {
    const open = await all<{ n: number }>(
      "SELECT COUNT(*) AS n FROM vacancy_index WHERE scope = 'volunteer' AND (apply_before IS NULL OR apply_before >= ?1)",
      day,
    );
    const first = await ask<Search>('/api/v1/region/vacancies/search?page=0&pageSize=10');
    expect(first.status).toBe(200);
    expect(first.body.Total).toBe(open[0]!.n);
    expect(first.body.Total).toBeGreaterThan(250);
    expect(first.body.Items).toHaveLength(10);
    expect(first.body.Items.map((i) => i.Created)).toEqual([...first.body.Items.map((i) => i.Created)].sort().reverse());
    expect(first.body.Items.every((i) => i.Type !== 'corporate_vacature' && (i.ApplyBefore === null || i.ApplyBefore >= day))).toBe(true);
    const second = await ask<Search>('/api/v1/region/vacancies/search?page=1&pageSize=10');
    expect(second.body.Items[0]!.Created <= first.body.Items[9]!.Created).toBe(true);
    expect((await ask<Search>('/api/v1/region/vacancies/search')).body.Items).toHaveLength(10);
    expect((await ask<Search>('/api/v1/region/vacancies/search?page=999')).body).toEqual({ Total: first.body.Total, Items: [] });
    // However far past the end a site asks (it counts pages up to 2^53), the answer is an empty page.
    expect((await ask<Search>(`/api/v1/region/vacancies/search?page=${Number.MAX_SAFE_INTEGER - 1}`)).body.Items).toEqual([]);
  });

  it('never lists a vacancy past its apply-before date, and lists the two open national vacancies', async () => {
    const items = await everything('');
    const closed = await all<{ node_id: number }>('SELECT node_id FROM vacancy_index WHERE apply_before < ?1', day);
    expect(closed.length).toBeGreaterThan(5);
    const ids = new Set(items.map((i) => i.Id));
    for (const row of closed) expect(ids.has(row.node_id)).toBe(false);
    expect(items.map((i) => i.Data.Path)).toEqual(expect.arrayContaining(['/vrijwilligerswerk/open-sollicitatie', '/vrijwilligerswerk/vrijblijvend-contactverzoek']));
  });

  it('takes repeated ids of one filter as alternatives (OR) and different filters together (AND)', async () => {
    const contact = await tid('function_type', 'Contact met mensen met dementie');
    const board = await tid('function_type', 'Bestuur');
    const evening = await tid('availability', "'s Avonds");
    const a = await withTerm('function_type', contact);
    const b = await withTerm('function_type', board);
    const e = await withTerm('availability', evening);
    const one = await ask<Search>(`/api/v1/region/vacancies/search?functionId=${contact}`);
    expect(one.body.Total).toBe(a.size);
    const union = await everything(`functionId=${contact}&functionId=${board}`);
    expect(new Set(union.map((i) => i.Id))).toEqual(new Set([...a, ...b]));
    expect(union.length).toBeGreaterThan(a.size);
    const both = await everything(`functionId=${contact}&availabilityId=${evening}`);
    expect(new Set(both.map((i) => i.Id))).toEqual(new Set([...a].filter((id) => e.has(id))));
    expect(both.length).toBeLessThan(a.size);
    // An id given twice counts once; an id of another vocabulary matches nothing in this filter.
    expect((await ask<Search>(`/api/v1/region/vacancies/search?functionId=${contact}&functionId=${contact}`)).body.Total).toBe(a.size);
    expect((await ask<Search>(`/api/v1/region/vacancies/search?functionId=${evening}`)).body.Total).toBe(0);
  });

  it('filters on theme and duration, and finds words of the title', async () => {
    const cafe = await tid('vrijwilligersactiviteit', 'Alzheimer Café');
    const once = await tid('durations', 'Eenmalig');
    const items = await everything(`activityId=${cafe}&durationId=${once}`);
    const onceIds = await withTerm('durations', once);
    const expected = [...(await withTerm('vrijwilligersactiviteit', cafe))].filter((id) => onceIds.has(id));
    expect(new Set(items.map((i) => i.Id))).toEqual(new Set(expected));
    const found = await everything('query=GASTVROUW%20cafe');
    expect(found.length).toBeGreaterThan(10);
    expect(found.every((i) => /gastvrouw/i.test(i.Title) && /café/i.test(i.Title))).toBe(true);
  });

  it('searches the paid jobs with kind=corporate', async () => {
    const { body } = await ask<Search>('/api/v1/region/vacancies/search?kind=corporate');
    expect(body.Total).toBeGreaterThan(4);
    expect(body.Items.every((i) => i.Type === 'corporate_vacature')).toBe(true);
  });

  it('searches around a place: located vacancies within the radius nearest first, then the national ones', async () => {
    const zwolle = { lat: 52.5125, lon: 6.09444 };
    const items = await everything('address=Zwolle&radius=15');
    const located = items.filter((i) => i.Distance !== null);
    expect(located.length).toBeGreaterThan(5);
    expect(located.every((i) => i.Distance! <= 15)).toBe(true);
    expect(located.map((i) => i.Distance)).toEqual([...located.map((i) => i.Distance!)].sort((a, b) => a - b));
    expect(located.some((i) => i.City === 'Kampen')).toBe(true);
    expect(located.some((i) => i.City === 'Utrecht')).toBe(false);
    for (const i of located) expect(distanceKm(zwolle, await point(i.Id))).toBeLessThanOrEqual(15);
    const national = items.slice(located.length);
    expect(national.length).toBeGreaterThan(5);
    expect(national.every((i) => i.Type === 'vacancies' && i.Distance === null)).toBe(true);
    // Filters still hold around a place.
    const fromHome = await tid('availability', 'Vanuit huis');
    const near = await everything(`address=Zwolle&radius=15&availabilityId=${fromHome}`);
    expect(near.every((i) => i.Availability.includes('Vanuit huis'))).toBe(true);
    expect(near.some((i) => i.City === 'Zwolle')).toBe(true);
  });

  it('counts a vacancy on the edge of the radius as within, and one just beyond as outside', async () => {
    const [row] = await all<{ node_id: number }>(
      "SELECT node_id FROM vacancy_index WHERE city = 'Kampen' AND (apply_before IS NULL OR apply_before >= ?1) LIMIT 1",
      day,
    );
    const id = row!.node_id;
    const kampen = await point(id);
    const at = (km: number) => {
      const p = destination(kampen, km, 180);
      return encodeURIComponent(`${p.lat.toFixed(8)}, ${p.lon.toFixed(8)}`);
    };
    const inside = await everything(`address=${at(9.995)}&radius=10`);
    expect(inside.map((i) => i.Id)).toContain(id);
    const outside = await everything(`address=${at(10.005)}&radius=10`);
    expect(outside.map((i) => i.Id)).not.toContain(id);
  });

  it('answers 404 for a place it cannot find and 400 for parameters of the wrong type', async () => {
    expect((await ask('/api/v1/region/vacancies/search?address=Atlantis')).status).toBe(404);
    for (const query of ['page=-1', 'page=abc', 'pageSize=0', 'pageSize=51', 'radius=0', 'radius=abc', 'functionId=abc', 'activityId=1.5', 'kind=boss']) {
      expect((await ask(`/api/v1/region/vacancies/search?${query}`)).status, query).toBe(400);
    }
  });

  it('walks an index for an unfiltered page and the term rows for a filter (query plans)', async () => {
    const plan = async (sql: string, ...binds: unknown[]) =>
      (await all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, ...binds)).map((r) => r.detail).join(' | ');
    const page = await plan("SELECT node_id FROM vacancy_index v WHERE v.scope = 'volunteer' AND (v.apply_before IS NULL OR v.apply_before >= ?1) ORDER BY v.seq LIMIT 10", day);
    expect(page).toMatch(/USING INDEX vacancy_index_scope_seq_open/);
    expect(page).not.toMatch(/TEMP B-TREE/);
    // Counting the open vacancies reads the index alone, not the wide rows.
    const count = await plan("SELECT COUNT(*) FROM vacancy_index v WHERE v.scope = 'volunteer' AND (v.apply_before IS NULL OR v.apply_before >= ?1)", day);
    expect(count).toMatch(/USING COVERING INDEX vacancy_index_scope_seq_open/);
    const filtered = await plan(
      "SELECT node_id FROM vacancy_index v WHERE v.scope = 'volunteer' AND v.seq IN (SELECT seq FROM vacancy_terms WHERE vocabulary = 'function_type' AND tid IN (6001, 6002)) ORDER BY v.seq LIMIT 10",
    );
    expect(filtered).toMatch(/vacancy_terms USING PRIMARY KEY/);
    const near = await plan('SELECT node_id FROM vacancy_index v WHERE v.lat BETWEEN 52.4 AND 52.6 AND v.lon BETWEEN 5.9 AND 6.3');
    expect(near).toMatch(/USING INDEX vacancy_index_lat/);
  });
});

describe('nearest vacancies (GET /api/v1/region/vacancies/closest)', () => {
  it('answers the regional vacancies within the radius of a place, nearest first, six per page', async () => {
    const first = await ask<Vacancies>('/api/v1/region/vacancies/closest?query=Zwolle&radius=10&page=0');
    expect(first.status).toBe(200);
    expect(first.body.Vacancies.length).toBe(Math.min(6, first.body.Total));
    expect(first.body.Total).toBeGreaterThan(1);
    expect(first.body.Vacancies.every((i) => i.Type === 'regio_vacancies' && i.Distance! <= 10)).toBe(true);
    const distances = first.body.Vacancies.map((i) => i.Distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const wider = await ask<Vacancies>('/api/v1/region/vacancies/closest?query=Zwolle&radius=25');
    expect(wider.body.Total).toBeGreaterThan(first.body.Total);
  });

  it('answers 404 for an unknown place and 400 without one', async () => {
    expect((await ask('/api/v1/region/vacancies/closest?query=Atlantis')).status).toBe(404);
    expect((await ask('/api/v1/region/vacancies/closest?radius=10')).status).toBe(400);
    expect((await ask('/api/v1/region/vacancies/closest?query=Zwolle&radius=-5')).status).toBe(400);
  });
});

describe('region view (GET /api/v1/region/vacancies/{regionId})', () => {
  it('answers six of the region’s open vacancies per page with the total', async () => {
    const region = (await env.DB.prepare("SELECT id FROM nodes WHERE alias = '/regios/ijssel-vecht'").first<{ id: number }>())!;
    const first = await ask<Vacancies>(`/api/v1/region/vacancies/${region.id}?page=0`);
    expect(first.body.Vacancies).toHaveLength(6);
    expect(first.body.Total).toBeGreaterThan(6);
    expect(first.body.Vacancies.every((i) => i.Region?.Id === region.id && i.Region.Path === '/regios/ijssel-vecht')).toBe(true);
    const second = await ask<Vacancies>(`/api/v1/region/vacancies/${region.id}?page=1`);
    expect(second.body.Vacancies.map((i) => i.Id)).not.toContain(first.body.Vacancies[0]!.Id);
  });

  it('answers 404 for an unknown region and 400 for an id or page that is no number', async () => {
    expect((await ask('/api/v1/region/vacancies/999999')).status).toBe(404);
    expect((await ask('/api/v1/region/vacancies/abc')).status).toBe(400);
    expect((await ask('/api/v1/region/vacancies/1005?page=x')).status).toBe(400);
  });
});

describe('vacancy pages in the site search (issue 17: "their pages are results too")', () => {
  interface Hit { Title: string; Type: string; Data: { Path: string }; SearchLabels: string[] }
  const siteSearch = async (query: string) =>
    (await ask<{ Items: Hit[] }>(`/api/v1/es/search?query=${encodeURIComponent(query)}&pageSize=20`)).body.Items;
  /** One vacancy node of a type, open or closed today, with its region's title if it has one. */
  const oneOf = async (type: string, open: boolean) =>
    (await env.DB.prepare(
      `SELECT n.id, n.title, n.alias, r.title AS region FROM nodes n LEFT JOIN nodes r ON r.type = 'regio' AND n.alias LIKE r.alias || '/%'
       WHERE n.type = ?1 AND n.status = 1 AND ${open ? "(json_extract(n.fields, '$.field_end_date') IS NULL OR json_extract(n.fields, '$.field_end_date') >= ?2)" : "json_extract(n.fields, '$.field_end_date') < ?2"}
       ORDER BY n.id LIMIT 1`,
    ).bind(type, day).first<{ id: number; title: string; alias: string; region: string | null }>())!;

  it.each([
    ['regio_vacancies', 'regio'],
    ['vacancies', 'information'],
    ['corporate_vacature', 'information'],
  ])('indexes every open %s page as a hit of kind %s (spec section 3: information, news or regio)', async (type, kind) => {
    // A vacancy past its closing day is never indexed (issue 36: what has ended is not in the index).
    const counts = await env.DB.prepare(
      `SELECT COUNT(*) AS nodes, COUNT(d.id) AS docs, SUM(d.kind = ?2) AS typed FROM nodes n LEFT JOIN search_docs d ON d.id = n.id
       WHERE n.type = ?1 AND n.status = 1 AND (json_extract(n.fields, '$.field_end_date') IS NULL OR json_extract(n.fields, '$.field_end_date') >= ?3)`,
    ).bind(type, kind, day).first<{ nodes: number; docs: number; typed: number }>();
    expect(counts!.nodes).toBeGreaterThan(0);
    expect(counts).toEqual({ nodes: counts!.nodes, docs: counts!.nodes, typed: counts!.nodes });
  });

  it('finds an open regional vacancy by its title and town, typed regio with its region as a label', async () => {
    const vacancy = await oneOf('regio_vacancies', true);
    const town = (await env.DB.prepare("SELECT json_extract(fields, '$.field_plaatsnaam') AS town FROM nodes WHERE id = ?1").bind(vacancy.id).first<{ town: string }>())!.town;
    const hit = (await siteSearch(`${vacancy.title} ${town}`)).find((h) => h.Data.Path === vacancy.alias);
    expect(hit).toMatchObject({ Title: vacancy.title, Type: 'regio' });
    expect(hit!.SearchLabels).toContain(vacancy.region);
  });

  it('finds the open national vacancies and a corporate job as information hits', async () => {
    for (const title of ['Open sollicitatie', 'Vrijblijvend contactverzoek']) {
      expect((await siteSearch(title)).find((h) => h.Title === title)?.Type, title).toBe('information');
    }
    const job = await oneOf('corporate_vacature', true);
    expect((await siteSearch(job.title)).find((h) => h.Data.Path === job.alias)?.Type).toBe('information');
  });

  it('leaves out a vacancy past its apply-before date, which the overview does not list either', async () => {
    const closed = await oneOf('regio_vacancies', false);
    const town = (await env.DB.prepare("SELECT json_extract(fields, '$.field_plaatsnaam') AS town FROM nodes WHERE id = ?1").bind(closed.id).first<{ town: string }>())!.town;
    expect((await siteSearch(`${closed.title} ${town}`)).map((h) => h.Data.Path)).not.toContain(closed.alias);
    // A page past its last day leaves the index when a search first sees it (the origin's purge of past pages);
    // a later change of its date indexes it again like any change.
    expect(await env.DB.prepare('SELECT id FROM search_docs WHERE id = ?1').bind(closed.id).first()).toBeNull();
  });
});
