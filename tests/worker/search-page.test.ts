import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, originOverHttp } from './app-helpers';
import { get, textOf } from './helpers';

const hits = (html: string) => [...html.matchAll(/<li class="an-hit">([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
const hitLinks = (html: string) => hits(html).map((hit) => /<h3 class="an-hit__title"><a href="([^"]+)"/.exec(hit)?.[1]);
const heading = (html: string) => textOf(html, /<h2 id="zoekresultaten"[^>]*>([\s\S]*?)<\/h2>/);
const tabs = (html: string) => [...html.matchAll(/<a class="an-tabs__link" href="([^"]+)"( aria-current="page")?>([\s\S]*?)<\/a>/g)].map((m) => ({ href: m[1]!, current: Boolean(m[2]), text: m[3]!.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim() }));
const dataLayer = (html: string) => JSON.parse(/<script type="application\/json" id="an-page-entry">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;

describe('/zoeken without a term', () => {
  it('searches nothing and shows the search box and popular topics, follow, no index', async () => {
    const { res, html } = await get('/zoeken');
    expect(res.status).toBe(200);
    expect(html).toContain('<title>Zoeken | Dementiezorg Nederland</title>');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toMatch(/<form class="an-searchbar an-pagehead__search" role="search" aria-label="Zoeken op de website" action="\/zoeken" method="get">/);
    expect(html).toContain('<h2 id="veel-gezocht">Veel gezocht</h2>');
    expect(html).toContain('<a href="/zoeken?zoekterm=Wat+is+dementie">Wat is dementie</a>');
    expect(tabs(html)).toEqual([]);
    expect(hits(html)).toEqual([]);
    expect(dataLayer(html)).toBeNull();
  });

  it('reads a term of only spaces as no term', async () => {
    const { html } = await get('/zoeken?zoekterm=%20%20%20');
    expect(html).toContain('Veel gezocht');
    expect(html).toContain('<title>Zoeken | Dementiezorg Nederland</title>');
  });
});

describe('/zoeken with a term', () => {
  it('shows the count with the term, what else was searched, and the hits with label, title, introduction and address', async () => {
    const { res, html } = await get('/zoeken?zoekterm=alzeimer');
    expect(res.status).toBe(200);
    expect(html).toContain('<title>Zoeken naar ‘alzeimer’ | Dementiezorg Nederland</title>');
    // 'alzheimer' and its synonym 'dementie' are on more than COUNT_CAP regional pages.
    expect(heading(html)).toMatch(/^Meer dan \d\.\d{3} resultaten voor ‘alzeimer’$/);
    expect(textOf(html, /<p class="an-search__also">([\s\S]*?)<\/p>/)).toMatch(/^Ook gezocht op: alzheimer/);
    expect(hitLinks(html)[0]).toBe('/dementie/vormen-van-dementie/ziekte-van-alzheimer');
    const first = hits(html)[0]!;
    expect(first).toContain('<p class="an-hit__label">Informatie · Dementie</p>');
    expect(first).toMatch(/<p class="an-hit__intro">De ziekte van Alzheimer is[^<]+<\/p>/);
    expect(first).toContain('<p class="an-hit__url">www.example.org/dementie/vormen-van-dementie/ziekte-van-alzheimer</p>');
    expect(hits(html)).toHaveLength(10);
    expect(html).toContain('<link rel="next" href="https://www.example.org/zoeken?zoekterm=alzeimer&amp;page=2"/>');
  });

  it('gives an exact count under the limit, and "more than" past it, in the heading and the range', async () => {
    const exact = (await get('/zoeken?zoekterm=mantelzorg&pijler=nieuws')).html;
    expect(heading(exact)).toMatch(/^[1-9]\d{0,2} resultaten voor ‘mantelzorg’$/);
    const capped = (await get('/zoeken?zoekterm=dementie&pijler=regio&page=2')).html;
    expect(heading(capped)).toBe('Meer dan 1.000 resultaten voor ‘dementie’');
    expect(textOf(capped, /<p class="an-search__range">([\s\S]*?)<\/p>/)).toBe('Resultaat 11 tot en met 20 van meer dan 1.000');
  });

  it('has the page about dementia in the first three for "wat is dementie"', async () => {
    expect(hitLinks((await get('/zoeken?zoekterm=wat%20is%20dementie')).html).slice(0, 3)).toContain('/dementie/wat-is-dementie');
  });

  it('puts view_search_results with the term in the data layer', async () => {
    const { html } = await get('/zoeken?zoekterm=mantelzorg&pijler=nieuws');
    expect(dataLayer(html)).toEqual([{ event: 'view_search_results', search_term: 'mantelzorg', search_category: 'nieuws', search_results: expect.any(Number) }]);
  });

  it('offers the pijlers as tabs that keep the term, the current one marked, with their counts', async () => {
    const { html } = await get('/zoeken?zoekterm=alzheimer&pijler=nieuws');
    const list = tabs(html);
    expect(list.map((t) => t.href)).toEqual([
      '/zoeken?zoekterm=alzheimer&amp;pijler=alle',
      '/zoeken?zoekterm=alzheimer&amp;pijler=informatie',
      '/zoeken?zoekterm=alzheimer&amp;pijler=nieuws',
      '/zoeken?zoekterm=alzheimer&amp;pijler=regio',
      // The community's conversations and groups (issue 37).
      '/zoeken?zoekterm=alzheimer&amp;pijler=gesprekken',
    ]);
    expect(list.filter((t) => t.current).map((t) => t.text)).toEqual([expect.stringMatching(/^Nieuws \([\d.]+\+?\)$/)]);
    expect(hits(html).every((hit) => hit.includes('<p class="an-hit__label">Nieuws'))).toBe(true);
    // Searching again keeps the pijler.
    expect(html).toContain('<input type="hidden" name="pijler" value="nieuws"/>');
    // A count past the origin's limit reads '1.000+', and so does the sum that has it.
    const counts = list.map((t) => /\(([\d.]+)(\+?)\)/.exec(t.text)!).map((m) => ({ n: Number(m[1]!.replace(/\./g, '')), more: m[2] === '+' }));
    expect(counts.map((c) => c.n).every(Number.isInteger)).toBe(true);
    expect(counts[0]!.n).toBe(counts[1]!.n + counts[2]!.n + counts[3]!.n + counts[4]!.n);
    expect(counts[0]!.more).toBe(counts.slice(1).some((c) => c.more));
    expect(counts[3], 'alzheimer and dementie are on more than 1.000 regional pages').toEqual({ n: 1000, more: true });
  });

  it('narrows the results with the tabs', async () => {
    for (const [pijler, label] of [['informatie', 'Informatie'], ['regio', 'Regio']] as const) {
      const { html } = await get(`/zoeken?zoekterm=alzheimer%20cafe&pijler=${pijler}`);
      expect(hits(html).length, pijler).toBeGreaterThan(0);
      expect(hits(html).every((hit) => hit.includes(`<p class="an-hit__label">${label}`)), pijler).toBe(true);
    }
  });

  it('pages with the Paginator: page 2 has other hits, a page past the end is not found', async () => {
    const first = hitLinks((await get('/zoeken?zoekterm=dementie')).html);
    const second = await get('/zoeken?zoekterm=dementie&page=2');
    expect(second.html).toContain('<title>Zoeken naar ‘dementie’ (pagina 2) | Dementiezorg Nederland</title>');
    expect(hitLinks(second.html).some((link) => first.includes(link))).toBe(false);
    expect(second.html).toContain('Resultaat 11 tot en met 20 van');
    expect((await get('/zoeken?zoekterm=dementie&page=9999')).res.status).toBe(404);
    expect((await get('/zoeken?zoekterm=dementie&page=99999999999999999999')).res.status).toBe(404);
  });

  it('escapes the term everywhere it is shown', async () => {
    const term = '<script>alert(11)</script>"\'&';
    const { res, html } = await get(`/zoeken?zoekterm=${encodeURIComponent(term)}`);
    expect(res.status).toBe(200);
    expect(html).not.toContain('<script>alert(11)');
    expect(html).toContain('&lt;script&gt;alert(11)&lt;/script&gt;');
    expect(dataLayer(html)).toEqual([expect.objectContaining({ search_term: term })]);
  });
});

describe('/zoeken without results', () => {
  it('says so calmly and offers another spelling, the helpline and the regions page', async () => {
    const { res, html } = await get('/zoeken?zoekterm=qqxyzzy');
    expect(res.status).toBe(200);
    expect(heading(html)).toBe('We hebben niets gevonden voor ‘qqxyzzy’.');
    expect(html).toContain('Kijk of het woord goed geschreven is');
    expect(html).toContain('<a href="tel:08001234567">0800 - 1234 567</a>');
    expect(html).toContain('<a href="/regios">Zoek hulp en activiteiten bij jou in de buurt</a>');
    expect(hits(html)).toEqual([]);
  });

  it('points to all tabs when only the chosen tab has nothing', async () => {
    // Only news is about the blood test: the Regio tab has nothing.
    const { html } = await get('/zoeken?zoekterm=bloedtest&pijler=regio');
    expect(heading(html)).toBe('We hebben niets gevonden voor ‘bloedtest’ bij Regio.');
    expect(html).toContain('<a class="an-button an-button--secondary" href="/zoeken?zoekterm=bloedtest&amp;pijler=alle">Zoek in alles</a>');
  });

  it.each(['"', 'NEAR(a b)', '-:*()', 'AND OR NOT', "'; DROP TABLE nodes; --", '🙂', 'a'.repeat(1000)])('answers 200 with a Dutch text for %j', async (term) => {
    const { res, html } = await get(`/zoeken?zoekterm=${encodeURIComponent(term)}`);
    expect(res.status).toBe(200);
    expect(html).toMatch(/<h2 id="zoekresultaten" class="an-list__count">[^<]*(resultaten? voor|niets gevonden)/);
    expect(html).not.toMatch(/fts5|syntax error|SQLITE/i);
  });
});

describe('the search when the upstream fails', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the page with the failed state: 503, not cached, no stack trace', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      if (new URL(request.url).pathname === '/api/v1/es/search') return new Response('boom', { status: 500 });
      return originOverHttp(request);
    });
    const { res, html } = await call('/zoeken?zoekterm=storing', { UPSTREAM_URL: 'http://upstream.test' });
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(heading(html)).toBe('Zoeken lukt op dit moment niet.');
    expect(html).toContain('value="storing"');
    expect(html).not.toMatch(/UpstreamError|at \w+ \(/);
  });
});

describe('suggestions through the API proxy', () => {
  it('answers /api/v1/es/suggest from the content source, cached in KV at the edge', async () => {
    const { res, html } = await get('/api/v1/es/suggest?query=alzh');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(JSON.parse(html).Items).toContainEqual({ Text: 'alzheimer', Type: 'term' });
    expect(await env.CACHE.get('cms:v1:list:/api/v1/es/suggest?query=alzh')).not.toBeNull();
  });

  it('renders the search field as the combobox island, a plain GET form until it wakes', async () => {
    const { html } = await get('/zoeken?zoekterm=alzheimer');
    expect(html).toMatch(/<div class="an-island" data-island="search-suggest" data-island-id="[^"]+" data-wake="interaction" data-island-src="\/assets\/chunks\/search-suggest-[A-Z0-9]+\.js" data-plain="">/);
    expect(html).toContain('"endpoint":"/api/v1/es/suggest"');
  });
});

describe('synonyms for editors (/admin/synonyms)', () => {
  const admin = (method: string, body?: object, token = 'test-admin-token') =>
    call('/admin/synonyms', {}, { method, headers: { authorization: `Bearer ${token}` }, ...(body ? { body: JSON.stringify(body) } : {}) });

  it('needs the admin token', async () => {
    expect((await admin('GET', undefined, 'wrong')).res.status).toBe(401);
  });

  it('lists, adds and removes synonyms; a change reaches the search page at once (cached answers purged)', async () => {
    const list = JSON.parse((await admin('GET')).html) as { Items: { Term: string; Synonym: string }[] };
    expect(list.Items).toContainEqual({ Term: 'dokter', Synonym: 'huisarts' });
    const before = await call('/zoeken?zoekterm=fietsen');
    expect(before.html).not.toContain('an-search__also');
    const added = await admin('POST', { term: 'fietsen', synonym: 'bewegen' });
    expect(added.res.status).toBe(200);
    expect(JSON.parse(added.html).purged.kvKeys).toBeGreaterThan(0);
    expect(textOf((await call('/zoeken?zoekterm=fietsen')).html, /<p class="an-search__also">([\s\S]*?)<\/p>/)).toBe('Ook gezocht op: bewegen');
    expect((await admin('DELETE', { term: 'fietsen', synonym: 'bewegen' })).res.status).toBe(200);
    expect((await call('/zoeken?zoekterm=fietsen')).html).not.toContain('an-search__also');
    expect((await admin('DELETE', { term: 'fietsen', synonym: 'bewegen' })).res.status).toBe(404);
    expect((await admin('POST', { term: 'twee woorden', synonym: 'x' })).res.status).toBe(400);
  });
});
