import { describe, expect, it } from 'vitest';
import { KIND_PAGES } from '../kind-pages';
import { get, textOf } from './helpers';


describe('editorial page kinds from the origin', () => {
  for (const [kind, path] of Object.entries(KIND_PAGES)) {
    it(`renders the ${kind} page ${path} with one h1, its kind in the tracking entry and Open Graph tags`, async () => {
      const { res, html } = await get(path);
      expect(res.status).toBe(200);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain(`"nodeType":"${kind}"`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toMatch(new RegExp(`<meta property="og:url" content="https://www\\.example\\.org${path === '/' ? '/' : path}"`));
      if (kind !== 'homepage') expect(html).toContain('aria-label="Voorlezen, printen en delen"');
    });
  }

  it('reports the home page with node id 9999', async () => {
    const { html } = await get('/');
    expect(html).toMatch(/<script type="application\/json" id="an-page-entry">\{"userId":null,"pageKind":"cms_page","nodeType":"homepage","nodeId":9999\}<\/script>/);
  });

  it('answers 404 for a highlight outside its dates, an unpublished building block and an expired page', async () => {
    for (const path of ['/uitgelicht/wereld-alzheimer-dag-2025', '/uitgelicht/wandeltocht-2031', '/bouwstenen/oude-zomeractie', '/leven-met-dementie/tips/zomertips-bij-warm-weer']) {
      const { res } = await get(path);
      expect(res.status, path).toBe(404);
    }
  });

  it('honours field_hide_footer and field_hide_newsletter_pre_footer', async () => {
    const block = await get('/bouwstenen/altijd-iemand-om-mee-te-praten');
    expect(block.html).not.toContain('<footer');
    expect(block.html).toContain('class="an-prefooter"');
    const donation = await get('/steun-ons/doneren');
    expect(donation.html).toContain('<footer');
    expect(donation.html).not.toContain('class="an-prefooter"');
  });
});

describe('overview pages', () => {
  it('shows ten child pages as cards on page 1 with a next hint, the rest on page 2 with a prev hint', async () => {
    const first = await get('/leven-met-dementie/tips');
    expect(first.html.match(/class="an-card"/g)).toHaveLength(10);
    expect(first.html).toContain('<link rel="next" href="https://www.example.org/leven-met-dementie/tips?page=2"/>');
    expect(first.html).not.toContain('rel="prev"');
    expect(first.html).not.toContain('Zomertips');
    const second = await get('/leven-met-dementie/tips?page=2');
    expect(second.html.match(/class="an-card"/g)).toHaveLength(2);
    expect(second.html).toContain('<link rel="prev" href="https://www.example.org/leven-met-dementie/tips"/>');
    expect(second.html).not.toContain('<link rel="next"');
    expect(textOf(second.html, /<nav class="an-pager"[^>]*>([\s\S]*?)<\/nav>/)).toMatch(/Vorige pagina 1 2 Volgende pagina/);
  });

  it('treats a missing or unreadable page number as page 1 and has no page past the end', async () => {
    const unreadable = await get('/leven-met-dementie/tips?page=twee');
    expect(unreadable.res.status).toBe(200);
    expect(unreadable.html).toContain('Pagina’s 1 tot en met 10 van 12');
    expect((await get('/leven-met-dementie/tips?page=3')).res.status).toBe(404);
  });
});

describe('business partners', () => {
  it('lists every partner from /all-bedrijfsvriend in a three-column grid', async () => {
    const { html } = await get('/steun-ons/bedrijfsvrienden');
    const grid = /<div class="an-cards an-cards--3">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
    expect(grid.match(/class="an-card"/g)).toHaveLength(6);
    expect(grid).toContain('href="/steun-ons/bedrijfsvrienden/bakkerij-de-korenaar"');
    expect(grid).toContain('Hoofdpartner');
  });
});

describe('findability', () => {
  it('lists every published, shown page in /sitemap.xml and leaves out hidden, expired and unbuilt ones', async () => {
    const { res, html } = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(html).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    for (const path of ['/', '/dementie', '/leven-met-dementie/tips', '/steun-ons/doneren', '/uitgelicht/word-gastvrouw-of-gastheer']) {
      expect(html, path).toContain(`<loc>https://www.example.org${path}</loc>`);
    }
    for (const path of ['/uitgelicht/wereld-alzheimer-dag-2025', '/bouwstenen/oude-zomeractie', '/bouwstenen/altijd-iemand-om-mee-te-praten', '/leven-met-dementie/tips/zomertips-bij-warm-weer']) {
      expect(html, path).not.toContain(`<loc>https://www.example.org${path}`);
    }
    expect(html).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  it('never lists a page type the site does not know, nor one hidden from search', async () => {
    const { listable } = await import('../../worker/routes/seo');
    const entry = { path: '/x', type: 'content_page', changed: '2026-01-01T00:00:00Z', hide_in_search: false, expire_date: null, start_date: null, end_date: null };
    expect(listable(entry, new Date())).toBe(true);
    expect(listable({ ...entry, type: 'webform' }, new Date())).toBe(false);
    expect(listable({ ...entry, hide_in_search: true }, new Date())).toBe(false);
    expect(listable({ ...entry, expire_date: '2020-01-01T00:00:00Z' }, new Date())).toBe(false);
  });

  it('serves robots.txt pointing at the sitemap and keeping robots out of previews', async () => {
    const { res, html } = await get('/robots.txt');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(html).toContain('Disallow: /preview/');
    expect(html).toContain('Sitemap: https://www.example.org/sitemap.xml');
  });

  it('describes breadcrumbs and the organisation in JSON-LD carrying the CSP nonce', async () => {
    const page = await get('/steun-ons/doneren');
    const ld = /<script type="application\/ld\+json" nonce="([^"]+)">([^<]+)<\/script>/.exec(page.html);
    expect(ld?.[1]?.length).toBeGreaterThan(10);
    const data = JSON.parse(ld?.[2] ?? '{}');
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Steun ons', 'Word maandelijks donateur']);
    expect(data.itemListElement[2].item).toBe('https://www.example.org/steun-ons/doneren');
    const home = await get('/');
    const org = JSON.parse(/<script type="application\/ld\+json" nonce="[^"]+">([^<]+)<\/script>/.exec(home.html)?.[1] ?? '{}');
    expect(org['@type']).toBe('Organization');
    expect(org.sameAs).toHaveLength(5);
  });

  it('gives a link preview image from the header image, as an absolute address', async () => {
    const { html } = await get('/steun-ons/doneren');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/www\.example\.org\/files\/images\/handen\/1616x909\.svg"/);
    expect(html).toContain('<meta property="og:type" content="website"/>');
  });
});

describe('style injection', () => {
  it('adds the CMS CSS whose conditions match, in a style element with the nonce', async () => {
    const donation = await get('/steun-ons/doneren');
    const style = /<style nonce="[^"]+">([^<]*)<\/style>/.exec(donation.html)?.[1] ?? '';
    expect(style).toContain('.an-page--donation .an-hero__eyebrow');
    expect(style).not.toContain('.an-quiz__frame');
    const quiz = await get('/dementie/quiz');
    expect(quiz.html).toContain('.an-quiz__frame { border-color');
    const plain = await get('/dementie');
    expect(plain.html).not.toContain('<style');
  });
});

describe('slide-ins', () => {
  it('gives the slide-in island only the active slide-ins for this path, by weight', async () => {
    const { html } = await get('/steun-ons/webwinkel');
    const props = /<script type="application\/json" data-island-props="slide-in\d+">([^<]+)<\/script>/.exec(html)?.[1] ?? '{}';
    const { candidates } = JSON.parse(props) as { candidates: { id: string }[] };
    expect(candidates.map((c) => c.id)).toEqual(['donateur']);
    expect(html).toMatch(/data-island="slide-in"[^>]*data-wake="idle"/);
    expect((await get('/dementie')).html).not.toContain('data-island="slide-in"');
  });
});

describe('debug mode', () => {
  it('shows the test-error button with ?debug=true, which leads to the Dutch error page', async () => {
    expect((await get('/dementie')).html).not.toContain('Veroorzaak een testfout');
    const { html } = await get('/dementie?debug=true');
    expect(html).toMatch(/<form action="\/_testfout" method="get"><input type="hidden" name="debug" value="true"\/><button type="submit"[^>]*>Veroorzaak een testfout<\/button><\/form>/);
    const error = await get('/_testfout?debug=true');
    expect(error.res.status).toBe(500);
    expect(error.html).toContain('Er is iets misgegaan');
    expect(error.html).not.toContain('TestError');
    expect((await get('/_testfout')).res.status).toBe(404);
  });
});

describe('development pages', () => {
  it('shows every header variant with its examples on /_koppen', async () => {
    const { res, html } = await get('/_koppen');
    expect(res.status).toBe(200);
    for (const variant of ['default', 'search', 'news', 'region-overview', 'region-location', 'region-activity', 'volunteer-vacancy', 'home', 'versatile']) {
      expect(html, variant).toContain(`an-pagehead--${variant}` === 'an-pagehead--home' ? 'an-hero--home' : variant);
    }
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});

describe('quiz embed', () => {
  it('serves the quiz document sandboxed from /files/embeds/', async () => {
    const { res, html } = await get('/files/embeds/dementiequiz.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox allow-scripts allow-forms;/);
    expect(html).toContain('<details><summary>Bekijk het antwoord</summary>');
  });
});

describe('rich-text links', () => {
  it('opens tel: links from the CMS in the same tab', async () => {
    const { html } = await get('/onze-ondersteuning/dementietelefoon');
    expect(html).toMatch(/<a href="tel:08001234567">/);
  });
});

describe('read aloud', () => {
  it("uses the browser's speech unless an external service is configured, then links to it with the spec's parameters", async () => {
    const { readAloudConfig } = await import('../../shared/pages/cms-page');
    expect(readAloudConfig({ readAloudService: null }, 'https://www.example.org/a')).toEqual({ kind: 'speech' });
    const service = readAloudConfig({ readAloudService: { url: 'https://voorlezen.example.net/read', customerId: '1234' } }, 'https://www.example.org/a');
    expect(service.kind).toBe('service');
    const url = new URL(service.kind === 'service' ? service.href : '');
    expect(Object.fromEntries(url.searchParams)).toEqual({ customerid: '1234', lang: 'nl_nl', readid: 'hoofdinhoud', readclass: 'an-page', url: 'https://www.example.org/a' });
  });
});
