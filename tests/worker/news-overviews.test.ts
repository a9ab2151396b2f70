import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ageCmsCache, call, originOverHttp } from './app-helpers';
import { get, textOf } from './helpers';

const cards = (html: string) => [...html.matchAll(/<li class="an-card an-news-card"[\s\S]*?<\/li>/g)].map((m) => m[0]);
const titles = (html: string) => cards(html).map((card) => textOf(card, /<h[23] class="an-card__title">([\s\S]*?)<\/h[23]>/).replace(/\u00ad/g, ''));
const pager = (html: string) => textOf(html, /<nav class="an-pager"[^>]*>([\s\S]*?)<\/nav>/);
const count = async (sql: string, ...binds: unknown[]) => (await env.DB.prepare(sql).bind(...binds).first<{ n: number }>())!.n;

describe('/nieuws, the national news overview', () => {
  it('lists ten national items with date, introduction, news crops and "Lees het bericht", and a Paginator', async () => {
    const { res, html } = await get('/nieuws');
    expect(res.status).toBe(200);
    expect(cards(html)).toHaveLength(10);
    const first = cards(html)[0]!;
    expect(first).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">\d{1,2} [a-z]+ \d{4}<\/time>/);
    expect(first).toMatch(/<p class="an-card__text">[^<]{20,}<\/p>/);
    expect(first).toMatch(/srcSet="[^"]*380x235[^"]* 380w, [^"]*760x470[^"]* 760w, [^"]*1520x940[^"]* 1520w"/);
    expect(first).toMatch(/Lees het bericht<span class="an-visually-hidden">: /);
    expect(html).not.toContain('/regios/');
    const total = await count("SELECT COUNT(*) AS n FROM nodes WHERE type = 'news' AND status = 1");
    expect(html).toContain(`Berichten 1 tot en met 10 van ${total}`);
    const pages = Math.ceil(total / 10);
    expect(pager(html)).toBe(`Vorige pagina 1 2 3 … ${pages} Volgende pagina`);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it('gives page 1 a next hint, a middle page both, the last page a prev hint, each with its own Paginator', async () => {
    const total = await count("SELECT COUNT(*) AS n FROM news_index WHERE region_id = 0");
    const last = Math.ceil(total / 10);
    const first = await get('/nieuws');
    expect(first.html).toContain('<link rel="next" href="https://www.example.org/nieuws?page=2"/>');
    expect(first.html).not.toContain('<link rel="prev"');
    expect(first.html).toContain('<span class="an-pager__step an-pager__step--prev is-disabled" aria-disabled="true">Vorige pagina</span>');

    const middle = await get('/nieuws?page=8');
    expect(middle.html).toContain('<link rel="prev" href="https://www.example.org/nieuws?page=7"/>');
    expect(middle.html).toContain('<link rel="next" href="https://www.example.org/nieuws?page=9"/>');
    expect(pager(middle.html)).toBe(`Vorige pagina 1 … 6 7 8 9 10 … ${last} Volgende pagina`);
    expect(middle.html).toContain('aria-current="page" aria-label="Pagina 8 (huidige pagina)">8</a>');
    expect(middle.html).toContain('<link rel="canonical" href="https://www.example.org/nieuws?page=8"/>');

    const end = await get(`/nieuws?page=${last}`);
    expect(end.res.status).toBe(200);
    expect(end.html).toContain(`<link rel="prev" href="https://www.example.org/nieuws?page=${last - 1}"/>`);
    expect(end.html).not.toContain('<link rel="next"');
    expect(cards(end.html)).toHaveLength(total - (last - 1) * 10);
    expect(end.html).toContain('<span class="an-pager__step an-pager__step--next is-disabled" aria-disabled="true">Volgende pagina</span>');
  });

  it('asks the API for zero-based pages: page 1 of the URL is API page 0, page 3 is API page 2', async () => {
    for (const [url, api] of [['/nieuws', 0], ['/nieuws?page=3', 2]] as const) {
      const answer = (await (await originOverHttp(new Request(`http://upstream.test/api/v1/es/news?page=${api}`))).json()) as { Items: { Title: string }[] };
      expect(titles((await get(url)).html), url).toEqual(answer.Items.map((item) => item.Title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')));
    }
  });

  it('shows different items on page 2, reads a missing or unreadable page as 1 and answers a page past the end with the not-found page', async () => {
    const first = titles((await get('/nieuws')).html);
    const second = titles((await get('/nieuws?page=2')).html);
    expect(second).toHaveLength(10);
    expect(second.filter((t) => first.includes(t))).toEqual([]);
    for (const page of ['abc', '0', '-3', '']) expect(titles((await get(`/nieuws?page=${page}`)).html), page).toEqual(first);
    const past = await get('/nieuws?page=999');
    expect(past.res.status).toBe(404);
    expect(past.html).toContain('Pagina niet gevonden');
  });

  it('announces its feed, and carries breadcrumbs Home > Nieuws', async () => {
    const { html } = await get('/nieuws');
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="Nieuws van Dementiezorg Nederland" href="https://www.example.org/nieuws/feed.xml"/>');
    expect(textOf(html, /<nav class="an-breadcrumbs[^>]*>([\s\S]*?)<\/nav>/)).toBe('Home Nieuws');
    expect(html).toContain('<meta name="robots" content="index, follow"/>');
  });
});

describe('news search on /nieuws?zoekterm=', () => {
  it('finds a word of a demo title, and says how many were found for which term', async () => {
    const { res, html } = await get('/nieuws?zoekterm=Flevoland');
    expect(res.status).toBe(200);
    expect(titles(html)).toContain('Nieuwe Alzheimer Cafés in Flevoland en Drenthe');
    const found = textOf(html, /<h2 id="nieuws-resultaten"[^>]*>([\s\S]*?)<\/h2>/);
    const n = Number(/^(\d+) /.exec(found)?.[1]);
    expect(n).toBeGreaterThan(0);
    expect(found).toBe(`${n} ${n === 1 ? 'bericht' : 'berichten'} gevonden voor ‘Flevoland’`);
    expect(html).toContain('value="Flevoland"');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it('keeps the term in the page links and hints, and searches without regard to case and accents', async () => {
    const { html } = await get('/nieuws?zoekterm=DEMENTIE&page=2');
    expect(html).toContain('<link rel="prev" href="https://www.example.org/nieuws?zoekterm=DEMENTIE"/>');
    expect(html).toMatch(/href="\/nieuws\?zoekterm=DEMENTIE&amp;page=3"/);
    expect(titles((await get('/nieuws?zoekterm=cafes')).html)).toEqual(titles((await get('/nieuws?zoekterm=Caf%C3%A9s')).html));
  });

  it('shows the no-result text with a way back to all news, and treats an empty term as the plain overview', async () => {
    const none = await get('/nieuws?zoekterm=xyzzyplugh');
    expect(none.res.status).toBe(200);
    expect(textOf(none.html, /<h2 id="nieuws-resultaten"[^>]*>([\s\S]*?)<\/h2>/)).toBe('Er zijn geen berichten gevonden voor ‘xyzzyplugh’.');
    expect(none.html).toContain('<a class="an-button an-button--secondary" href="/nieuws">Bekijk al het nieuws</a>');
    expect(cards(none.html)).toHaveLength(0);
    expect((await get('/nieuws?zoekterm=xyzzyplugh&page=2')).res.status).toBe(404);
    for (const empty of ['', '%20%20']) {
      const plain = await get(`/nieuws?zoekterm=${empty}`);
      expect(titles(plain.html)).toEqual(titles((await get('/nieuws')).html));
      expect(plain.html).toContain('Berichten 1 tot en met 10 van');
    }
  });

  it('shows a hostile term as text, never as markup', async () => {
    const { res, html } = await get(`/nieuws?zoekterm=${encodeURIComponent('<script>alert(1)</script> "NEAR(')}`);
    expect(res.status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('/regios/{regioName}/nieuws', () => {
  it("lists only that region's news, with the parent-page button to the region on every card", async () => {
    const { res, html } = await get('/regios/utrecht-stad/nieuws');
    expect(res.status).toBe(200);
    expect(html).toContain('<h1 class="an-pagehead__title">Nieuws uit regio Utrecht stad</h1>');
    const list = cards(html);
    const region = (await env.DB.prepare("SELECT id FROM nodes WHERE alias = '/regios/utrecht-stad'").first<{ id: number }>())!.id;
    expect(list).toHaveLength(Math.min(10, await count('SELECT COUNT(*) AS n FROM news_index WHERE region_id = ?1', region)));
    for (const card of list) {
      expect(card).toMatch(/href="\/regios\/utrecht-stad\/nieuws\/[a-z0-9-]+"/);
      expect(card).toContain('<a href="/regios/utrecht-stad" class="an-button an-button--secondary an-news-card__parent">Naar regio Utrecht stad</a>');
    }
    expect(titles(html)).toContain('Alzheimer Café Utrecht zoekt nieuwe gastvrouwen en gastheren');
    expect(textOf(html, /<nav class="an-breadcrumbs[^>]*>([\s\S]*?)<\/nav>/)).toBe('Home Utrecht stad Nieuws');
    expect(html).toContain('href="https://www.example.org/regios/utrecht-stad/nieuws/feed.xml"');
  });

  it('resolves the region from the path (dashes to spaces) and answers 404 for an unknown region', async () => {
    const spaced = await get('/regios/Utrecht-Stad/nieuws');
    expect(spaced.res.status).toBe(200);
    expect(spaced.html).toContain('<link rel="canonical" href="https://www.example.org/regios/utrecht-stad/nieuws"/>');
    const unknown = await get('/regios/atlantis/nieuws');
    expect(unknown.res.status).toBe(404);
    expect(unknown.html).toContain('Pagina niet gevonden');
  });

  it("searches the region's news on the same path", async () => {
    const { html } = await get('/regios/utrecht-stad/nieuws?zoekterm=gastvrouwen');
    expect(titles(html)).toContain('Alzheimer Café Utrecht zoekt nieuwe gastvrouwen en gastheren');
    expect(cards(html).every((card) => card.includes('/regios/utrecht-stad/nieuws/'))).toBe(true);
    expect(html).toContain('<label class="an-searchbar__label" for="kop-zoekterm">Zoek in het nieuws van regio Utrecht stad</label>');
  });
});

/** A search that fails upstream: the worker talks HTTP to an upstream whose search calls fail. */
describe('when the news search fails upstream', () => {
  const UPSTREAM = 'http://upstream.test';
  const vars = { UPSTREAM_URL: UPSTREAM, PAGE_CACHE: 'on', SENTRY_DSN: 'https://publickey@sentry.test/42' };
  let reports: string[] = [];

  beforeEach(() => {
    reports = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      if (request.url.startsWith('https://sentry.test/')) {
        reports.push(JSON.stringify(await request.json()));
        return new Response('{}');
      }
      if (/\/(es\/news\/search|region\/news-search)/.test(new URL(request.url).pathname)) return new Response('boom', { status: 500 });
      return originOverHttp(request);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('national: the page keeps its header and search form and shows the failed state (503, not cached), reported', async () => {
    const { res, html } = await call('/nieuws?zoekterm=storing-landelijk', vars);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-page-cache')).toBe('bypass');
    expect(textOf(html, /<h2 id="nieuws-resultaten"[^>]*>([\s\S]*?)<\/h2>/)).toBe('Zoeken in het nieuws lukt op dit moment niet.');
    expect(html).toContain('<h1 class="an-pagehead__title">Nieuws</h1>');
    expect(html).toContain('value="storing-landelijk"');
    expect(html).not.toMatch(/UpstreamError|at \w+ \(/);
    expect(reports.some((r) => r.includes('UpstreamError'))).toBe(true);
  });

  it('lists seen before are still served from KV when the upstream is down; a list never seen is the Dutch 503', async () => {
    const seen = await call('/regios/twente/nieuws', { ...vars, PAGE_CACHE: 'off' });
    expect(seen.res.status).toBe(200);
    const before = titles(seen.html);
    await ageCmsCache(3600);
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      if (request.url.startsWith('https://sentry.test/')) return new Response('{}');
      throw new TypeError('Network connection lost.');
    });
    const stale = await call('/regios/twente/nieuws', { ...vars, PAGE_CACHE: 'off' });
    expect(stale.res.status).toBe(200);
    expect(titles(stale.html)).toEqual(before);
    const never = await call('/regios/drenthe/nieuws', { ...vars, PAGE_CACHE: 'off' });
    expect(never.res.status).toBe(503);
    expect(never.html).toContain('Er is iets misgegaan');
  });

  it('regional: the page stays (200) with the failed state, not cached, reported', async () => {
    const { res, html } = await call('/regios/utrecht-stad/nieuws?zoekterm=storing-regio', vars);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('Zoeken in het nieuws lukt op dit moment niet.');
    expect(html).toContain('<a class="an-button an-button--secondary" href="/regios/utrecht-stad/nieuws">Bekijk al het nieuws</a>');
    expect(reports.length).toBeGreaterThan(0);
  });
});
