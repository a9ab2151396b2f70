import { describe, expect, it } from 'vitest';
import { REGION_PAGES } from '../kind-pages';
import { get, textOf } from './helpers';

/** The first activity page a region's list links to. */
async function firstActivityPath(list: string = REGION_PAGES.activities): Promise<string> {
  const { html } = await get(list);
  const path = /href="(\/regios\/[a-z-]+\/activiteiten\/[a-z0-9-]+)[?"]/.exec(html)?.[1];
  expect(path, `an activity on ${list}: ${textOf(html, /class="an-list__count"[^>]*>([\s\S]*?)<\/p>/)}`).toBeTruthy();
  return path!;
}

const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe('help nearby pages from the origin', () => {
  it('lists the 48 regions on /regios, with the search box', async () => {
    const { res, html } = await get(REGION_PAGES.overview);
    expect(res.status).toBe(200);
    const regions = new Set([...html.matchAll(/href="(\/regios\/[a-z-]+)"/g)].map((m) => m[1]));
    expect(regions.size).toBe(48);
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/regios"|<form[^>]*action="\/regios"[^>]*method="get"/);
    expect(html).toContain('name="zoekterm"');
  });

  it('shows the dashboard of Eemland for Amersfoort, with the sub-menu and activities within 10 km', async () => {
    const { res, html } = await get(REGION_PAGES.search);
    expect(res.status).toBe(200);
    expect(html).toContain('Eemland');
    for (const item of ['Uitgelicht', 'Activiteiten in deze regio', 'Nieuws', 'Voorzieningen in de regio', 'Bekijk de vacatures', 'Informatie over dementie', 'Alle regionale informatie']) {
      expect(html, item).toContain(item);
    }
    expect(html).toContain('Activiteiten binnen 10 km van Amersfoort');
    const distances = [...html.matchAll(/(\d+),(\d) km/g)].map((m) => Number(`${m[1]}.${m[2]}`));
    expect(distances.length).toBeGreaterThan(0);
    for (const km of distances) expect(km).toBeLessThanOrEqual(10);
    expect(html).toContain('href="/regios/eemland/vrijwilligerswerk"');
  });

  it('shows the empty state with a link to /regios for a term that finds no region', async () => {
    const { res, html } = await get(REGION_PAGES.noRegion);
    expect(res.status).toBe(200);
    expect(html).toContain('We hebben geen regio gevonden voor ‘qwxz’');
    expect(html).toMatch(/<a[^>]*href="\/regios"[^>]*>Naar alle regio/);
  });

  it('filters locations by type without JavaScript, its options sorted by weight', async () => {
    const all = await get(REGION_PAGES.locations);
    const options = [...all.html.matchAll(/<option value="(600\d)"/g)].map((m) => m[1]);
    expect(options).toEqual(['6001', '6002', '6003', '6004', '6005', '6006']);
    const cafes = await get(REGION_PAGES.locationsByType);
    expect(cafes.res.status).toBe(200);
    const types = [...cafes.html.matchAll(/<li class="an-card an-location-card"><div class="an-card__body"><p class="an-card__label">([^<]+)</g)].map((m) => m[1]);
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['Alzheimer Café']));
  });

  it('keeps no page number in the filter forms, so a filter change starts at page 1', async () => {
    for (const path of [REGION_PAGES.locations + '?page=2', REGION_PAGES.activities + '?page=2', REGION_PAGES.activitySearch + '&page=2']) {
      const { html } = await get(path);
      const forms = [...html.matchAll(/<form[^>]*method="get"[^>]*>([\s\S]*?)<\/form>/g)].map((m) => m[1]!);
      expect(forms.length, path).toBeGreaterThan(0);
      for (const form of forms) expect(form, path).not.toMatch(/name="page"/);
    }
  });

  it('answers 404 for a page far past the end of a list', async () => {
    for (const path of ['/activiteiten/zoeken?page=99999999999999', '/regios/eemland/activiteiten?page=9007199254740993', '/regios/eemland/locaties?page=123456789012']) {
      expect((await get(path)).res.status, path).toBe(404);
    }
  });

  it('says no activities were found when the radius holds none', async () => {
    const { res, html } = await get(REGION_PAGES.noActivities);
    expect(res.status).toBe(200);
    expect(html).toContain('Er zijn geen activiteiten gevonden.');
  });

  it('shows an activity with its route-planning link (address, postcode, city), distance, calendar file and JSON-LD Event', async () => {
    const path = await firstActivityPath(REGION_PAGES.activitiesNear);
    const { res, html } = await get(`${path}?plaats=Amersfoort`);
    expect(res.status).toBe(200);
    const route = /href="(https:\/\/www\.google\.com\/maps\/dir\/\?api=1&amp;destination=[^"]+)"/.exec(html)?.[1];
    expect(route).toBeTruthy();
    const destination = decodeURIComponent(new URL(route!.replace(/&amp;/g, '&')).searchParams.get('destination')!);
    expect(destination).toMatch(/^.+, \d{4} [A-Z]{2}, .+$/);
    expect(html).toMatch(/\d+,\d km van Amersfoort/);
    expect(html).toContain(`href="${path}.ics"`);
    const event = jsonLd(html).find((item) => item['@type'] === 'Event') as { location?: { '@type': string; address?: { '@type': string } } } | undefined;
    expect(event?.location?.['@type']).toBe('Place');
    expect(event?.location?.address?.['@type']).toBe('PostalAddress');
  });

  it('answers the activity and region calendar files as text/calendar', async () => {
    const path = await firstActivityPath();
    const one = await get(`${path}.ics`);
    expect(one.res.status).toBe(200);
    expect(one.res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(one.html).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(one.html).toContain('BEGIN:VEVENT');
    const region = await get('/regios/eemland/activiteiten.ics');
    expect(region.res.status).toBe(200);
    expect(region.html.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThan(5);
    expect((await get('/regios/atlantis/activiteiten.ics')).res.status).toBe(404);
  });

  it('shows a location with its type, region, activities and JSON-LD Place with address and geo', async () => {
    const { res, html } = await get('/regios/eemland/locaties/alzheimer-cafe-amersfoort');
    expect(res.status).toBe(200);
    expect(textOf(html, /<h1[^>]*>([\s\S]*?)<\/h1>/)).toContain('Alzheimer Café Amersfoort');
    expect(html).toContain('Geplande activiteiten');
    expect(html).toContain('Over de regio');
    // The sub-menu names its titled text blocks first, then its own sections.
    const menu = [...(/<nav class="an-submenu"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '').matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(menu.slice(-3)).toEqual(['contact', 'geplande-activiteiten', 'over-de-regio']);
    expect(menu.length, 'titled blocks in the sub-menu').toBeGreaterThan(3);
    for (const id of menu) expect(html, id).toContain(`id="${id}"`);
    const place = jsonLd(html).find((item) => item['@type'] === 'Place') as { address?: { '@type': string }; geo?: { '@type': string } } | undefined;
    expect(place?.address?.['@type']).toBe('PostalAddress');
    expect(place?.geo?.['@type']).toBe('GeoCoordinates');
  });

  it('lists activity and location pages in the sitemap', async () => {
    const { html } = await get('/sitemap.xml');
    expect(html).toMatch(/<loc>https:\/\/www\.example\.org\/regios\/[a-z-]+\/activiteiten\/[a-z0-9-]+<\/loc>/);
    expect(html).toContain('<loc>https://www.example.org/regios/eemland/locaties/alzheimer-cafe-amersfoort</loc>');
    expect(html).toContain('<loc>https://www.example.org/regios/eemland</loc>');
  });
});
