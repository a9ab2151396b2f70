import { describe, expect, it } from 'vitest';
import { get, textOf } from './helpers';
import { SCREEN_TABLE } from '../../worker/routes/screens';
import { EVERY_PAGE } from '../kind-pages';
import { LOADER_START_SCRIPT } from '../../worker/render/document';

describe('home page', () => {
  it('streams a Dutch document with title, description, canonical and robots from the CMS metatags', async () => {
    const { res, html } = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toMatch(/<html lang="nl">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/www\.example\.org\/"/);
    expect(html).toMatch(/<meta name="robots" content="[^"]+"/);
  });

  it('puts the skip link first in the body, pointing at the main landmark', async () => {
    const { html } = await get('/');
    const body = html.slice(html.indexOf('<body>') + '<body>'.length);
    expect(body).toMatch(/^<a class="an-skiplink" href="#hoofdinhoud">Ga naar hoofdinhoud<\/a>/);
    expect(html).toMatch(/<main id="hoofdinhoud"/);
  });

  it('shows the main menu sorted by weight and the footer menu', async () => {
    const { html } = await get('/');
    const nav = textOf(html, /<nav class="an-nav"[^>]*>([\s\S]*?)<\/nav>/);
    expect(nav.length).toBeGreaterThan(10);
    const footer = textOf(html, /<footer[^>]*>([\s\S]*?)<\/footer>/);
    expect(footer).toContain('Privacy');
  });

  it('links hashed CSS and loads only the island loader script, once the page has painted', async () => {
    const { html } = await get('/');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/site-[A-Z0-9]+\.css"/);
    // No script the parser fetches: the loader is started after the first contentful paint.
    expect(html.match(/<script\b[^>]*\bsrc="[^"]+"/g) ?? []).toHaveLength(0);
    const loaders = html.match(/<script data-loader="[^"]+"/g) ?? [];
    expect(loaders).toHaveLength(1);
    expect(loaders[0]).toMatch(/\/assets\/loader-[A-Z0-9]+\.js/);
    expect(html).toContain(`>${LOADER_START_SCRIPT}</script>`);
  });

  it('runs the loader only once the body is parsed: at its end, after the last island, not async', async () => {
    // An async script is hoisted into the head by React and runs as soon as it arrives: on a slow
    // phone before the body is parsed, so the islands further down never woke.
    for (const path of ['/', '/geheugentest/ander', '/mijn-account/instellingen']) {
      const { html } = await get(path);
      const loader = /<script\b[^>]*\bdata-loader="\/assets\/loader-[A-Z0-9]+\.js"[^>]*>/.exec(html);
      expect(loader, path).not.toBeNull();
      expect(loader![0], path).not.toMatch(/\basync\b/);
      expect(loader!.index, path).toBeGreaterThan(html.lastIndexOf('data-island='));
      expect(loader!.index, path).toBeGreaterThan(html.indexOf('<body'));
    }
  });
});

describe('content pages', () => {
  it('renders a nested page with breadcrumbs from the origin', async () => {
    const { res, html } = await get('/dementie/vormen-van-dementie/ziekte-van-alzheimer');
    expect(res.status).toBe(200);
    const crumbs = textOf(html, /<nav class="an-breadcrumbs[^"]*"[^>]*>([\s\S]*?)<\/nav>/);
    expect(crumbs).toMatch(/^Home .*Vormen van dementie/i);
    expect(html).toMatch(/<li class="an-breadcrumbs__item" aria-current="page">/);
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  });

  it('renders text-with-title and html blocks', async () => {
    const { html } = await get('/dementie/wat-is-dementie');
    expect(html).toMatch(/an-block--text-with-title|an-block--html/);
  });

  it('answers 301 to the path without a trailing slash, keeping the query', async () => {
    const { res } = await get('/dementie/?page=2');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/dementie?page=2');
  });
});

describe('not found', () => {
  it('answers 404 with the Dutch not-found page in the site layout', async () => {
    const { res, html } = await get('/een-pagina-die-niet-bestaat');
    expect(res.status).toBe(404);
    expect(html).toContain('<h1>Pagina niet gevonden</h1>');
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/zoeken"');
    expect(html).toMatch(/name="zoekterm"/);
    const suggestions = html.match(/<ul class="an-linklist">([\s\S]*?)<\/ul>/)?.[1] ?? '';
    expect(suggestions.match(/<li>/g)).toHaveLength(5);
    expect(suggestions).toContain('href="/nieuws"');
    expect(suggestions).toContain('href="/geheugentest"');
    expect(html).toMatch(/<a class="an-button[^"]*" href="\/">Terug naar de homepage<\/a>/);
    expect(html).toMatch(/<nav class="an-nav"/);
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
  });

  it('has a screen for every route of the table but the files and posts their own handlers serve (the member photo, the certificate JPEG, the forum\'s and the blogs\' posts)', () => {
    expect(Object.entries(SCREEN_TABLE).filter(([, screen]) => screen === null).map(([name]) => name).sort()).toEqual(['blog_action', 'certificate_image', 'forum_action', 'member_photo']);
  });

  it('answers 404, not a page, for the photo of a member who does not exist', async () => {
    const { res } = await get('/leden/marietje/foto/1');
    expect(res.status).toBe(404);
  });
});

describe('redirects', () => {
  it('sends /alzheimer-telefoon to the internal helpline page with a 301', async () => {
    const { res } = await get('/alzheimer-telefoon');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/onze-ondersteuning/dementietelefoon');
  });

  it('sends /webwinkel to the external shop with a 301', async () => {
    const { res } = await get('/webwinkel');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toMatch(/^https:\/\//);
  });
});

describe('assets', () => {
  it('serves hashed assets with an immutable cache policy', async () => {
    const { html } = await get('/');
    const css = /href="(\/assets\/site-[A-Z0-9]+\.css)"/.exec(html)?.[1] ?? '';
    const { res } = await get(css);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('files', () => {
  it('serves a demo image crop from the origin with its type, a day of caching and an SVG sandbox', async () => {
    const { res, html } = await get('/files/images/bankje/404x227.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toMatch(/^<svg[^>]+width="404" height="227"/);
  });

  it('answers 404 for a file that does not exist', async () => {
    const { res } = await get('/files/images/bestaat-niet.svg');
    expect(res.status).toBe(404);
  });
});

describe('meta descriptions', () => {
  // Lighthouse's SEO audit and a shared link's preview read it, noindex pages too (a login page shared in a mail).
  it.each(EVERY_PAGE.filter((path) => !['/_blokken', '/_formulieren', '/_post', '/mijn-account'].includes(path)))('%s has a meta description', async (path) => {
    const { html } = await get(path);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  });
});
