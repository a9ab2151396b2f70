import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get, textOf } from './helpers';
import { parseXml } from './xml';

/** The newest published article of a kind (and of a region), as the origin stores it. */
async function newest(type: 'news' | 'regio_nieuws', regionAlias?: string) {
  const region = regionAlias ? await env.DB.prepare('SELECT id FROM nodes WHERE alias = ?1').bind(regionAlias).first<{ id: number }>() : null;
  const row = await env.DB.prepare(
    `SELECT n.alias, n.title, n.changed, i.published FROM news_index i JOIN nodes n ON n.id = i.node_id
     WHERE i.type = ?1 AND (?2 IS NULL OR i.region_id = ?2) ORDER BY i.published DESC LIMIT 1`,
  )
    .bind(type, region?.id ?? null)
    .first<{ alias: string; title: string; changed: string; published: string }>();
  return row!;
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe('a national news article', () => {
  it('shows the news header with its category and the date in Dutch with a machine date, one h1 and sharing', async () => {
    const article = await newest('news');
    const { res, html } = await get(article.alias);
    expect(res.status).toBe(200);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('an-pagehead--news');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(article.published));
    expect(html).toMatch(new RegExp(`Gepubliceerd op<!-- --> <time dateTime="${day}">\\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \\d{4}</time>`));
    expect(html).toMatch(/<span class="an-pagehead__label">[^<]+<\/span>/);
    // Sharing is offered on news (spec section 2): the share menu's links are in the page.
    expect(html).toContain('aria-label="Voorlezen, printen en delen"');
    expect(html).toMatch(/api\.whatsapp\.com|wa\.me|whatsapp:/);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('"nodeType":"news"');
  });

  it('carries schema.org NewsArticle and its breadcrumb under Nieuws', async () => {
    const article = await newest('news');
    const { html } = await get(article.alias);
    const [crumbs, news] = jsonLd(html);
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs!.itemListElement as { name: string }[]).map((i) => i.name)).toEqual(['Home', 'Nieuws', article.title]);
    expect(news).toMatchObject({
      '@type': 'NewsArticle',
      headline: article.title,
      datePublished: article.published,
      dateModified: article.changed,
      url: `https://www.example.org${article.alias}`,
      image: [expect.stringMatching(/^https:\/\/www\.example\.org\/files\//)],
    });
    expect(html).toContain('<a href="/nieuws" class="an-button an-button--secondary">Meer nieuws</a>');
  });
});

describe('a regional news article', () => {
  it('names and links its region and carries the parent-page button and its region’s news', async () => {
    const article = await newest('regio_nieuws', '/regios/twente');
    const { res, html } = await get(article.alias);
    expect(res.status).toBe(200);
    expect(html).toContain('<a href="/regios/twente" class="an-pagehead__region">Regio<!-- --> <!-- -->Twente</a>');
    expect(html).toContain('<a href="/regios/twente" class="an-button an-button--secondary">Naar regio Twente</a>');
    expect(html).toContain('<a href="/regios/twente/nieuws" class="an-button an-button--secondary">Meer nieuws uit regio Twente</a>');
    expect(textOf(html, /<nav class="an-breadcrumbs[^>]*>([\s\S]*?)<\/nav>/)).toBe(`Home Twente Nieuws ${article.title}`);
    expect(html).toContain(`<h1 class="an-pagehead__title">${escaped(article.title)}</h1>`);
    expect(jsonLd(html).map((item) => item['@type'])).toEqual(['BreadcrumbList', 'NewsArticle']);
  });
});

describe('news in /sitemap.xml', () => {
  it('lists every news article with its last change as lastmod', async () => {
    const { html } = await get('/sitemap.xml');
    const national = await newest('news');
    const regional = await newest('regio_nieuws');
    expect(html).toContain(`<url><loc>https://www.example.org${national.alias}</loc><lastmod>${national.changed}</lastmod></url>`);
    expect(html).toContain(`<url><loc>https://www.example.org${regional.alias}</loc><lastmod>${regional.changed}</lastmod></url>`);
    const count = (await env.DB.prepare('SELECT COUNT(*) AS n FROM news_index').first<{ n: number }>())!.n;
    expect(html.match(/<loc>https:\/\/www\.example\.org\/(nieuws|regios\/[a-z0-9-]+\/nieuws)\/[^<]+<\/loc>/g)).toHaveLength(count);
  });

  it('lists the national overview and each region’s overview, with their newest article’s change as lastmod', async () => {
    const { html } = await get('/sitemap.xml');
    const newestChange = (await env.DB.prepare("SELECT MAX(changed) AS c FROM nodes WHERE type = 'news'").first<{ c: string }>())!.c;
    expect(html).toContain(`<url><loc>https://www.example.org/nieuws</loc><lastmod>${newestChange}</lastmod></url>`);
    expect(html).toContain('<loc>https://www.example.org/regios/utrecht-stad/nieuws</loc>');
    expect(html.match(/<loc>https:\/\/www\.example\.org\/regios\/[a-z0-9-]+\/nieuws<\/loc>/g)).toHaveLength(48);
  });
});

describe('news feeds', () => {
  it('/nieuws/feed.xml is RSS 2.0 with the 20 newest national items, newest first', async () => {
    const { res, html } = await get('/nieuws/feed.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = parseXml(html);
    const links = xml.get('link')!.slice(1);
    expect(links).toHaveLength(20);
    const newestNational = await newest('news');
    expect(links[0]).toBe(`https://www.example.org${newestNational.alias}`);
    expect(xml.get('title')![1]).toBe(newestNational.title);
    const dates = xml.get('pubDate')!.map((d) => Date.parse(d));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(links.every((l) => l.startsWith('https://www.example.org/nieuws/'))).toBe(true);
  });

  it("a region's feed holds only that region's news and an unknown region has none (404)", async () => {
    const { res, html } = await get('/regios/arnhem-eo/nieuws/feed.xml');
    expect(res.status).toBe(200);
    const xml = parseXml(html);
    expect(xml.get('title')![0]).toBe('Nieuws uit regio Arnhem e.o. – Dementiezorg Nederland');
    const links = xml.get('link')!.slice(1);
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((l) => l.startsWith('https://www.example.org/regios/arnhem-eo/nieuws/'))).toBe(true);
    expect((await get('/regios/atlantis/nieuws/feed.xml')).res.status).toBe(404);
  });
});
