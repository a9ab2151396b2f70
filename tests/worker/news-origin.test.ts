import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { originApp } from '../../origin/app';

/** The embedded origin's news calls (spec section 7), asked directly as the content source asks them. */
async function ask<T = unknown>(path: string): Promise<{ status: number; body: T }> {
  const res = await originApp.fetch(new Request(`http://origin.internal${path}`), { DB: env.DB, MEDIA: env.MEDIA });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

interface Item {
  Id: number;
  Title: string;
  Type: string;
  Introduction: string;
  PublicationDate: string;
  Data: { Path: string };
  HeaderImage: { crops: { width: number; height: number; family: string }[] } | null;
  SearchLabels: string[];
  HideFromHomepage: boolean;
}
interface List {
  Items: Item[];
  TotalItems: number;
}

const count = async (sql: string, ...binds: unknown[]) => (await env.DB.prepare(sql).bind(...binds).first<{ n: number }>())!.n;
const region = (slug: string) => env.DB.prepare("SELECT id, title FROM nodes WHERE alias = ?1 AND type = 'regio'").bind(`/regios/${slug}`).first<{ id: number; title: string }>();
const newestFirst = (items: Item[]) => items.map((i) => i.PublicationDate).every((d, i, all) => i === 0 || all[i - 1]! >= d);

describe('national news list (GET /api/v1/es/news)', () => {
  it('answers ten national items per zero-based page, newest first, with the total', async () => {
    const total = await count("SELECT COUNT(*) AS n FROM nodes WHERE type = 'news' AND status = 1");
    const first = await ask<List>('/api/v1/es/news?page=0');
    expect(first.status).toBe(200);
    expect(first.body.TotalItems).toBe(total);
    expect(first.body.Items).toHaveLength(10);
    expect(first.body.Items.every((i) => i.Type === 'news' && i.Data.Path.startsWith('/nieuws/'))).toBe(true);
    expect(newestFirst(first.body.Items)).toBe(true);
    const second = await ask<List>('/api/v1/es/news?page=1');
    expect(second.body.Items[0]!.PublicationDate <= first.body.Items[9]!.PublicationDate).toBe(true);
    expect(second.body.Items.map((i) => i.Id)).not.toContain(first.body.Items[0]!.Id);
    expect((await ask<List>('/api/v1/es/news')).body.Items[0]!.Id).toBe(first.body.Items[0]!.Id);
  });

  it('gives each item the fields of a news card: introduction, news crops, date, labels', async () => {
    const { body } = await ask<List>('/api/v1/es/news?page=0');
    const item = body.Items[0]!;
    expect(item.Introduction.length).toBeGreaterThan(40);
    expect(item.Introduction).not.toMatch(/<[a-z]/);
    const cards = item.HeaderImage!.crops.filter((c) => c.family === 'card').map((c) => `${c.width}x${c.height}`);
    expect(cards).toEqual(expect.arrayContaining(['380x235', '760x470', '1520x940']));
    expect(item.SearchLabels.length).toBe(1);
    expect(Number.isNaN(Date.parse(item.PublicationDate))).toBe(false);
  });

  it('answers an empty page past the end and refuses a page that is not a whole number', async () => {
    const past = await ask<List>('/api/v1/es/news?page=9999');
    expect(past.body).toMatchObject({ Items: [], TotalItems: expect.any(Number) });
    expect(past.body.TotalItems).toBeGreaterThan(0);
    // A page near 2^53 (the site counts that far): still an empty page, never a failure.
    for (const path of ['/api/v1/es/news?page=99999999999998', '/api/v1/es/news/search?query=alzheimer&page=99999999999998']) {
      const far = await ask<List>(path);
      expect(far.status, path).toBe(200);
      expect(far.body.Items, path).toEqual([]);
    }
    for (const page of ['abc', '-1', '1.5']) expect((await ask(`/api/v1/es/news?page=${page}`)).status, page).toBe(400);
  });
});

describe('national news search (GET /api/v1/es/news/search)', () => {
  it('finds a word of a title, without regard to case or accents, only in national news', async () => {
    const café = await ask<List>('/api/v1/es/news/search?query=caf%C3%A9s&page=0');
    const cafe = await ask<List>('/api/v1/es/news/search?query=CAFES&page=0');
    expect(café.body.TotalItems).toBeGreaterThan(0);
    expect(cafe.body).toEqual(café.body);
    expect(café.body.Items.every((i) => i.Type === 'news')).toBe(true);
    expect(café.body.Items.some((i) => i.Title.includes('Alzheimer Cafés in Flevoland'))).toBe(true);
    expect(newestFirst(café.body.Items)).toBe(true);
  });

  it('searches the introduction too, needs every word and matches the start of a word', async () => {
    const { body } = await ask<List>('/api/v1/es/news?page=0');
    const item = body.Items.find((i) => i.Introduction.split(' ').some((w) => w.length > 7 && !i.Title.includes(w)))!;
    const word = item.Introduction.split(' ').find((w) => w.length > 7 && !item.Title.includes(w))!.replace(/[^\p{L}]/gu, '');
    const found = await ask<List>(`/api/v1/es/news/search?query=${encodeURIComponent(word)}`);
    expect(found.body.TotalItems, word).toBeGreaterThan(0);
    const pages = Math.ceil(found.body.TotalItems / 10);
    const ids = (await Promise.all(Array.from({ length: pages }, (_, p) => ask<List>(`/api/v1/es/news/search?query=${encodeURIComponent(word)}&page=${p}`)))).flatMap((r) => r.body.Items.map((i) => i.Id));
    expect(ids).toContain(item.Id);
    expect((await ask<List>('/api/v1/es/news/search?query=dementietelef')).body.TotalItems).toBeGreaterThan(0);
    expect((await ask<List>('/api/v1/es/news/search?query=dementietelefoon%20xyzzy')).body.TotalItems).toBe(0);
  });

  it('pages its results ten at a time and treats search syntax as plain words', async () => {
    const all = await ask<List>('/api/v1/es/news/search?query=dementie&page=0');
    expect(all.body.TotalItems).toBeGreaterThan(10);
    expect(all.body.Items).toHaveLength(10);
    const second = await ask<List>('/api/v1/es/news/search?query=dementie&page=1');
    expect(second.body.Items.map((i) => i.Id)).not.toContain(all.body.Items[0]!.Id);
    for (const query of ['"', 'AND', 'NEAR(a b)', '*', 'title:x', "'); DROP TABLE nodes; --", '%%%', '😀', '']) {
      const res = await ask<List>(`/api/v1/es/news/search?query=${encodeURIComponent(query)}`);
      expect(res.status, query).toBe(200);
      expect(Array.isArray(res.body.Items)).toBe(true);
    }
  });
});

describe('regional news (GET /api/v1/region/news and /news-search)', () => {
  it("lists only one region's news, newest first, ten per page", async () => {
    const amsterdam = (await region('amsterdam'))!;
    const total = await count("SELECT COUNT(*) AS n FROM nodes WHERE type = 'regio_nieuws' AND parent_id = ?1", amsterdam.id);
    const { status, body } = await ask<List>(`/api/v1/region/news?regionId=${amsterdam.id}&regionName=Amsterdam&page=0`);
    expect(status).toBe(200);
    expect(body.TotalItems).toBe(total);
    expect(body.Items.length).toBe(Math.min(10, total));
    expect(body.Items.every((i) => i.Type === 'regio_nieuws' && i.Data.Path.startsWith('/regios/amsterdam/nieuws/'))).toBe(true);
    expect(body.Items.every((i) => i.SearchLabels.length === 0)).toBe(true);
    expect(newestFirst(body.Items)).toBe(true);
  });

  it("searches one region's news and refuses a call without a region", async () => {
    const twente = (await region('twente'))!;
    const { body } = await ask<List>(`/api/v1/region/news?regionId=${twente.id}&page=0`);
    const word = body.Items[0]!.Title.split(' ').find((w) => w.length > 6)!;
    const found = await ask<List>(`/api/v1/region/news-search?query=${encodeURIComponent(word)}&regionId=${twente.id}&regionName=Twente&page=0`);
    expect(found.body.Items.map((i) => i.Id)).toContain(body.Items[0]!.Id);
    expect(found.body.Items.every((i) => i.Data.Path.startsWith('/regios/twente/nieuws/'))).toBe(true);
    expect((await ask('/api/v1/region/news?page=0')).status).toBe(400);
    expect((await ask('/api/v1/region/news-search?query=x&regionId=abc')).status).toBe(400);
  });
});

describe('region lookup (GET /api/v1/region/{name})', () => {
  it('finds a region by its name with dashes as spaces, answering Id, Title and Data.Path', async () => {
    const arnhem = (await region('arnhem-eo'))!;
    for (const name of ['arnhem eo', 'arnhem-eo', 'Arnhem%20e.o.']) {
      expect((await ask(`/api/v1/region/${name}`)).body, name).toEqual({ Id: arnhem.id, Title: 'Arnhem e.o.', Data: { Path: '/regios/arnhem-eo' } });
    }
    expect((await ask<{ Title: string }>('/api/v1/region/ijssel%20vecht')).body.Title).toBe('IJssel-Vecht');
    expect((await ask<{ Title: string }>('/api/v1/region/noordoost%20brabant')).body.Title).toBe('Noordoost-Brabant');
  });

  it('answers 404 for an unknown region', async () => {
    for (const name of ['atlantis', '-', '%20']) expect((await ask(`/api/v1/region/${name}`)).status, name).toBe(404);
  });
});

describe('latest news for the home page (GET /api/v1/es/news/latest)', () => {
  it('answers six items, at most three of them regional, newest first', async () => {
    const { body } = await ask<{ Items: Item[] }>('/api/v1/es/news/latest');
    expect(body.Items).toHaveLength(6);
    const regional = body.Items.filter((i) => i.Type === 'regio_nieuws').length;
    expect(regional).toBeGreaterThan(0);
    expect(regional).toBeLessThanOrEqual(3);
    expect(newestFirst(body.Items)).toBe(true);
  });
});

describe('news breadcrumbs', () => {
  it('put an article under its list: Home > Nieuws, Home > region > Nieuws', async () => {
    const national = (await ask<List>('/api/v1/es/news?page=0')).body.Items[0]!;
    const trail = await ask<{ title: string; url: string }[]>(`/api/drupal/api/breadcrumb?path=${encodeURIComponent(national.Data.Path)}`);
    expect(trail.body).toEqual([
      { title: 'Home', url: '/' },
      { title: 'Nieuws', url: '/nieuws' },
      { title: national.Title, url: national.Data.Path },
    ]);
    const amsterdam = (await region('amsterdam'))!;
    const local = (await ask<List>(`/api/v1/region/news?regionId=${amsterdam.id}`)).body.Items[0]!;
    const regional = await ask<{ title: string; url: string }[]>(`/api/drupal/api/breadcrumb?path=${encodeURIComponent(local.Data.Path)}`);
    expect(regional.body.map((c) => c.url)).toEqual(['/', '/regios/amsterdam', '/regios/amsterdam/nieuws', local.Data.Path]);
  });
});

describe('news queries', () => {
  // Not a timing test: the plan shows that a page is read in index order, without sorting the table.
  it('read a page of a list through the index, without a temporary sort', async () => {
    const plan = await env.DB.prepare(
      'EXPLAIN QUERY PLAN SELECT node_id FROM news_index i WHERE i.region_id = ?1 ORDER BY i.seq LIMIT 10 OFFSET 20',
    )
      .bind(0)
      .all<{ detail: string }>();
    const details = plan.results.map((r) => r.detail).join(' | ');
    expect(details).toMatch(/USING (COVERING )?INDEX news_index_region_seq/);
    expect(details).not.toMatch(/TEMP B-TREE/);
  });
});
