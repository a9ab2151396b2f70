import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get, textOf } from './helpers';

/**
 * Issue 36 through the site: a recurring activity is one hit with its next
 * date, the site's own screens are found, an ended activity's page says it is
 * over and search engines no longer find it, and editors see the searches
 * that found nothing.
 */
const hits = (html: string) => [...html.matchAll(/<li class="an-hit">([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
const hitLinks = (html: string) => hits(html).map((hit) => /<h3 class="an-hit__title"><a href="([^"]+)"/.exec(hit)?.[1] ?? '');
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());

describe('recurring activities in the site search', () => {
  it('shows an Alzheimer Café once, with its next date and how many dates follow', async () => {
    const { html } = await get('/zoeken?zoekterm=alzheimer%20caf%C3%A9%20utrecht');
    const links = hitLinks(html);
    const activities = links.filter((l) => l.startsWith('/regios/utrecht-stad/activiteiten/alzheimer-cafe-utrecht-2'));
    expect(activities).toHaveLength(1);
    const hit = hits(html)[links.indexOf(activities[0]!)]!;
    const dates = textOf(hit, /<p class="an-hit__dates">([\s\S]*?)<\/p>/);
    expect(dates).toMatch(/^Volgende keer: \d{1,2} [a-z]+ \d{4} · en nog \d+ data$/);
    // The date shown is the next one: today or later.
    const next = /<time dateTime="(\d{4}-\d{2}-\d{2})"/.exec(hit)?.[1] ?? '';
    expect(next >= today()).toBe(true);
  });

  it('indexes no occurrence that has ended', async () => {
    const ended = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM search_docs WHERE class = 'activity' AND shown_until < ?1`,
    )
      .bind(today())
      .first<{ n: number }>();
    expect(ended?.n).toBe(0);
    const series = await env.DB.prepare(`SELECT COUNT(*) AS n FROM search_docs WHERE class = 'activity'`).first<{ n: number }>();
    const activities = await env.DB.prepare(`SELECT COUNT(*) AS n FROM nodes WHERE type = 'activiteit'`).first<{ n: number }>();
    // One row per series, far fewer than the activities.
    expect(series!.n).toBeGreaterThan(0);
    expect(series!.n * 4).toBeLessThan(activities!.n);
  });
});

describe("the site's own screens in the site search", () => {
  it('finds the memory test, the news overview and a region\'s locations first', async () => {
    expect(hitLinks((await get('/zoeken?zoekterm=geheugentest')).html)[0]).toBe('/geheugentest');
    expect(hitLinks((await get('/zoeken?zoekterm=nieuws')).html)[0]).toBe('/nieuws');
    expect(hitLinks((await get('/zoeken?zoekterm=locaties%20utrecht')).html)[0]).toBe('/regios/utrecht-stad/locaties');
  });

  it('finds the carer test, the trainings and the forum, and each of those pages answers', async () => {
    for (const [term, path] of [
      ['mantelzorgtest', '/mantelzorgtest'],
      ['online%20training', '/training-omgaan-met-veranderend-gedrag'],
      ['forum%20dementie', '/ervaringen-delen/forum'],
    ] as const) {
      expect(hitLinks((await get(`/zoeken?zoekterm=${term}`)).html)[0]).toBe(path);
      expect((await get(path)).res.status).toBe(200);
    }
  });

  it('keeps the pages counted by the index: the next page numbers after the screens', async () => {
    const second = (await get('/zoeken?zoekterm=nieuws&page=2')).html;
    expect(hitLinks(second)).not.toContain('/nieuws');
    expect(textOf(second, /<p class="an-search__range">([\s\S]*?)<\/p>/)).toMatch(/^Resultaat 1[2-9] tot en met/);
  });

  it('suggests a screen while typing', async () => {
    const { res, html } = await get('/api/v1/es/suggest?query=geheu');
    expect(res.status).toBe(200);
    expect((JSON.parse(html) as { Items: { Text: string; Type: string }[] }).Items).toContainEqual({ Text: 'Geheugentest', Type: 'page' });
  });
});

describe('an activity that has ended', () => {
  async function endedActivity(): Promise<string> {
    const row = await env.DB.prepare(
      `SELECT alias FROM nodes WHERE type = 'activiteit' AND status = 1 AND json_extract(fields, '$.field_location.id') IS NOT NULL
         AND COALESCE(json_extract(fields, '$.field_end_date'), json_extract(fields, '$.field_start_date')) < ?1
       ORDER BY json_extract(fields, '$.field_start_date') DESC LIMIT 1`,
    )
      .bind(today())
      .first<{ alias: string }>();
    return row!.alias;
  }

  it('says it is over, points to what comes next, offers no calendar file and asks not to be indexed', async () => {
    const path = await endedActivity();
    const { res, html } = await get(path);
    expect(res.status).toBe(200);
    expect(html).toContain('Deze activiteit is voorbij');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).not.toContain(`${path}.ics`);
    expect(html).not.toContain('Zet in je agenda');
    expect(html).toMatch(/De volgende keer|Binnenkort bij|geen nieuwe activiteiten/);
    expect(html).not.toContain('"@type":"Event"');
    expect((await get(`${path}.ics`)).res.status).toBe(404);
  });

  it('is left out of the sitemap, where a coming activity stays', async () => {
    const ended = await endedActivity();
    const coming = await env.DB.prepare(
      `SELECT alias FROM nodes WHERE type = 'activiteit' AND status = 1 AND json_extract(fields, '$.field_start_date') > ?1 LIMIT 1`,
    )
      .bind(today())
      .first<{ alias: string }>();
    const { html } = await get('/sitemap.xml');
    expect(html).not.toContain(`${ended}</loc>`);
    expect(html).toContain(`${coming!.alias}</loc>`);
  });

  it('a coming activity still offers its calendar file and is indexed', async () => {
    const coming = await env.DB.prepare(
      `SELECT alias FROM nodes WHERE type = 'activiteit' AND status = 1 AND json_extract(fields, '$.field_start_date') > ?1 LIMIT 1`,
    )
      .bind(today())
      .first<{ alias: string }>();
    const { html } = await get(coming!.alias);
    expect(html).toContain('Zet in je agenda');
    expect(html).not.toContain('Deze activiteit is voorbij');
    expect(html).not.toContain('noindex');
  });
});

describe("'zoektermen zonder resultaat' in the admin API", () => {
  const admin = (path: string, token: string | null = 'test-admin-token') => get(path, token ? { headers: { authorization: `Bearer ${token}` } } : {});

  it('lists terms that found nothing and terms after which no page was opened, aggregated, nothing about the visitor', async () => {
    for (let i = 0; i < 2; i++) await get('/zoeken?zoekterm=Qwzxvk%20brochure');
    await get('/zoeken?zoekterm=mantelzorg');
    await get('/zoeken?zoekterm=dementietelefoon');
    // A page opened from the results of 'dementietelefoon'.
    await get('/onze-ondersteuning/dementietelefoon', { headers: { referer: 'https://www.example.org/zoeken?zoekterm=dementietelefoon', accept: 'text/html' } });
    // Never kept: an e-mail address.
    await get('/zoeken?zoekterm=jan%40example.org');
    const { res, html } = await admin('/admin/zoektermen-zonder-resultaat?minimaal=1');
    expect(res.status).toBe(200);
    const body = JSON.parse(html) as { days: number; Items: { term: string; searches: number; clicks: number; results: number; reason: string }[] };
    expect(body.days).toBe(30);
    const byTerm = new Map(body.Items.map((i) => [i.term, i]));
    expect(byTerm.get('qwzxvk brochure')).toMatchObject({ searches: 2, clicks: 0, reason: expect.any(String) });
    expect(byTerm.get('mantelzorg')).toMatchObject({ searches: 1, clicks: 0, reason: 'niet doorgeklikt' });
    expect(byTerm.has('dementietelefoon')).toBe(false);
    expect(html).not.toContain('example.org');
    const stored = await env.SITE_DB.prepare('SELECT * FROM search_terms').all<Record<string, unknown>>();
    expect(Object.keys(stored.results[0] ?? {}).sort()).toEqual(['clicks', 'day', 'searches', 'term']);
    // Terms searched fewer times than asked are left out (a term typed once may be a name).
    const two = JSON.parse((await admin('/admin/zoektermen-zonder-resultaat?minimaal=2')).html) as { Items: { term: string }[] };
    expect(two.Items.map((i) => i.term)).toEqual(['qwzxvk brochure']);
  });

  it('puts the terms that find nothing first', async () => {
    await get('/zoeken?zoekterm=xyzzyplugh');
    const body = JSON.parse((await admin('/admin/zoektermen-zonder-resultaat?minimaal=1')).html) as { Items: { term: string; results: number; reason: string }[] };
    const first = body.Items[0]!;
    expect(first.results).toBe(0);
    expect(first.reason).toBe('geen resultaat');
    expect(body.Items.find((i) => i.term === 'xyzzyplugh')?.reason).toBe('geen resultaat');
  });

  it('refuses without the admin token, and a bad number with a Dutch message', async () => {
    expect((await admin('/admin/zoektermen-zonder-resultaat', null)).res.status).toBe(401);
    const bad = await admin('/admin/zoektermen-zonder-resultaat?dagen=400');
    expect(bad.res.status).toBe(400);
    expect(JSON.parse(bad.html).message).toMatch(/^dagen is een heel getal/);
  });
});
