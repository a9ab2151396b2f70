import { describe, expect, it } from 'vitest';
import { generateDemoContent } from '../../origin/demo/generate';
import { get } from './helpers';

/** Issue 41 in the worker: the service worker's and offline page's answers, the island report, the helpline's hours. */
describe('reading offline', () => {
  it('serves the service worker from the site root, never cached for long, with a policy of its own', async () => {
    const { res, html } = await get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'");
    // The build wrote the files to cache at install: the CSS, the loader, the favicon, the offline page.
    expect(html).toMatch(/"\/assets\/site-[\w]+\.css","\/assets\/loader-[\w]+\.js","\/favicon\.svg","\/offline"/);
  });

  it('serves the offline page built at build time, with no script and not for search engines', async () => {
    const { res, html } = await get('/offline');
    expect(res.status).toBe(200);
    expect(html).toContain('<h1 class="an-page-intro__title">Je bent offline</h1>');
    expect(html).toContain('href="tel:08001234567"');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).not.toContain('<script');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/site-\w+\.css"\/>/);
  });

  it('names the page asked for on /{name}-offline (spec section 4), escaped, and offers it again', async () => {
    const { res, html } = await get('/regios/utrecht/nieuws-offline');
    expect(res.status).toBe(200);
    expect(html).toContain('De pagina /regios/utrecht/nieuws staat niet op dit apparaat');
    expect(html).toMatch(/<a id="offline-retry" class="an-button" href="\/regios\/utrecht\/nieuws">/);
    const odd = await get('/%3Cb%3E-offline');
    expect(odd.html).not.toContain('<b>');
  });

  it('takes one report of an island chunk that did not load, and refuses what is not an island', async () => {
    const ok = await get('/_rapport/eiland', { method: 'POST', body: 'page-tools', headers: { referer: 'https://www.example.org/dementie' } });
    expect(ok.res.status).toBe(204);
    const bad = await get('/_rapport/eiland', { method: 'POST', body: '<script>' });
    expect(bad.res.status).toBe(400);
  });
});

describe("the helpline's open-now status", () => {
  const hours = generateDemoContent().helpline;

  it('serves the hours from the CMS (contract extension), the spec default as the regular hours', async () => {
    const { res, html } = await get('/api/drupal/api/helpline');
    expect(res.status).toBe(200);
    expect(JSON.parse(html)).toEqual(hours);
    expect(hours).toMatchObject({ opens: '09:00', closes: '23:00' });
    expect(hours.exceptions.length).toBeGreaterThan(2);
  });

  it('sends everyone the same page: the status line true at any hour, and the plain island that works it out', async () => {
    const { res, html } = await get('/dementie');
    expect(res.headers.get('cache-control')).toMatch(/public/);
    expect(html).toContain('<span class="an-callline__status" data-helpline-status="">Elke dag van 9:00 tot 23:00</span>');
    expect(html).toMatch(/data-island="helpline-status"[^>]*data-wake="idle"[^>]*data-plain=""/);
    const props = /<script type="application\/json" data-island-props="helpline-status\d+">([^<]+)<\/script>/.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(props).hours).toEqual(hours);
  });

  it("gives the Organization's helpline its hours and the CMS's exceptions as OpeningHoursSpecification", async () => {
    const { html } = await get('/');
    const org = JSON.parse(/<script type="application\/ld\+json" nonce="[^"]+">([^<]+)<\/script>/.exec(html)?.[1] ?? '{}');
    const specs = org.contactPoint.hoursAvailable as { dayOfWeek?: string[]; opens: string; closes: string; validFrom?: string }[];
    expect(specs[0]).toMatchObject({ '@type': 'OpeningHoursSpecification', opens: '09:00', closes: '23:00' });
    expect(specs[0]?.dayOfWeek).toHaveLength(7);
    const closed = hours.exceptions.find((e) => e.closed);
    expect(specs).toContainEqual({ '@type': 'OpeningHoursSpecification', validFrom: closed?.date, validThrough: closed?.date, opens: '00:00', closes: '00:00' });
  });
});

describe('soft hyphens in long words of titles', () => {
  it('puts them in the page title heading and card titles, never in the document title, links, JSON-LD or feeds', async () => {
    const { html } = await get('/vrijwilligerswerk');
    expect(html).toContain('<h1 class="an-pagehead__title">Vrij\u00ADwil\u00ADli\u00ADgers\u00ADwerk</h1>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('\u00AD');
    for (const attr of html.match(/\s(?:href|title|aria-label|content)="[^"]*"/g) ?? []) expect(attr).not.toContain('\u00AD');
    for (const json of html.match(/<script type="application\/(?:ld\+)?json"[^>]*>[^<]*<\/script>/g) ?? []) expect(json).not.toContain('\u00AD');
    const feed = await get('/nieuws/feed.xml');
    expect(feed.res.status).toBe(200);
    expect(feed.html).not.toContain('\u00AD');
  });
});
