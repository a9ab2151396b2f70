import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env';
import { randomNonce } from '../context';
import { buildOf, heldPageAnswer, pageCache, pageCacheKey, pageMemoryHit, type PageCacheOptions } from '.';

const ON: PageCacheOptions = { enabled: true, ttlSeconds: 120 };

/** An app with the page cache in front of a page that counts its renders. */
function appWith(options: PageCacheOptions, page: (nonce: string) => Response = (nonce) => new Response(`<p nonce="${nonce}">pagina</p>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })) {
  let renders = 0;
  const app = new Hono<AppEnv>();
  app.use('*', pageMemoryHit({ enabled: options.enabled, donationUrl: '' }));
  app.use('*', async (c, next) => {
    c.set('nonce', randomNonce());
    c.set('report', () => {});
    await next();
  });
  app.use('*', pageCache(options));
  app.all('*', (c) => {
    renders++;
    return page(c.get('nonce'));
  });
  return { app, renders: () => renders };
}

/** A path no other test has cached (the isolate holds pages for 30 s). */
const fresh = () => `https://www.example.org/pagina-${crypto.randomUUID()}`;

describe('page cache', () => {
  it('stores an anonymous page, then answers it without rendering, with a fresh nonce', async () => {
    const { app, renders } = appWith(ON);
    const url = fresh();
    const first = await app.request(url, {}, env);
    const firstHtml = await first.text();
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const second = await app.request(url, {}, env);
    const secondHtml = await second.text();
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(renders()).toBe(1);
    expect(secondHtml).toMatch(/^<p nonce="[^"]+">pagina<\/p>$/);
    expect(secondHtml).not.toBe(firstHtml);
  });

  it('keeps a page in the Cache API for the configured time', async () => {
    const url = fresh();
    await (await appWith(ON).app.request(url, {}, env)).text();
    const stored = await (caches as unknown as { default: Cache }).default.match(pageCacheKey(url));
    expect(stored?.headers.get('cache-control')).toBe('public, max-age=120');
    await stored?.text();
  });

  it('renders every time, marked bypass, when switched off, for a post and for a visitor with a session', async () => {
    const off = appWith({ enabled: false, ttlSeconds: 120 });
    const url = fresh();
    for (let i = 0; i < 2; i++) expect((await off.app.request(url, {}, env)).headers.get('x-page-cache')).toBe('bypass');
    expect(off.renders()).toBe(2);
    const on = appWith(ON);
    expect((await on.app.request(url, { method: 'POST' }, env)).headers.get('x-page-cache')).toBe('bypass');
    expect((await on.app.request(url, { headers: { cookie: 'SESSabc=1' } }, env)).headers.get('x-page-cache')).toBe('bypass');
    expect((await on.app.request(url, { headers: { authorization: 'Bearer x' } }, env)).headers.get('x-page-cache')).toBe('bypass');
  });

  it('does not store a private answer', async () => {
    const { app, renders } = appWith(ON, () => new Response('<p>persoonlijk</p>', { headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store' } }));
    const url = fresh();
    expect((await app.request(url, {}, env)).headers.get('x-page-cache')).toBe('bypass');
    await app.request(url, {}, env);
    expect(renders()).toBe(2);
  });

  it('answers a page this isolate holds before the rest of the app, with the security headers', async () => {
    const { app } = appWith(ON);
    const url = fresh();
    await (await app.request(url, {}, env)).text();
    const held = appWith(ON);
    const res = await held.app.request(url, {}, env);
    expect(res.headers.get('x-page-cache')).toBe('hit');
    expect(res.headers.get('content-security-policy')).toContain('nonce-');
    expect(held.renders()).toBe(0);
  });

  it('gives a held hit every security header a rendered answer gets, with a CSP whose nonce is the one in its body', async () => {
    const { app } = appWith(ON);
    const url = fresh();
    await (await app.request(url, {}, env)).text();
    const res = await appWith(ON).app.request(url, {}, env);
    const html = await res.text();
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(res.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    for (const name of ['strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy']) expect(res.headers.get(name), name).toBeTruthy();
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('x-stored-nonce')).toBeNull();
  });

  it('puts a hit\'s nonce in every place the page had its own, whatever the text around it, and a fresh one each time', async () => {
    const page = (nonce: string) =>
      new Response(`<p>Één 🌷 café</p><script nonce="${nonce}">a</script>ü<style nonce="${nonce}"></style>€`, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    const { app } = appWith(ON, page);
    const url = fresh();
    await (await app.request(url, {}, env)).text();
    const seen = new Set<string>();
    // All three answered before any is read: no answer's headers or body may change with a later one.
    const hits = [await app.request(url, {}, env), await app.request(url, {}, env), await app.request(url, {}, env)];
    for (const res of hits) {
      expect(res.headers.get('x-page-cache')).toBe('hit');
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
      expect(await res.text()).toBe(`<p>Één 🌷 café</p><script nonce="${nonce}">a</script>ü<style nonce="${nonce}"></style>€`);
      seen.add(nonce);
    }
    expect(seen.size).toBe(3);
  });

  it('still gives a hit its own nonce when the page was stored with a nonce of another length', async () => {
    const app = new Hono<AppEnv>();
    let first = true;
    app.use('*', async (c, next) => {
      c.set('nonce', first ? 'kort' : randomNonce());
      first = false;
      c.set('report', () => {});
      await next();
    });
    app.use('*', pageCache(ON));
    app.all('*', (c) => new Response(`<b nonce="${c.get('nonce')}">ä</b><i nonce="${c.get('nonce')}"></i>`, { headers: { 'content-type': 'text/html' } }));
    const url = fresh();
    expect(await (await app.request(url, {}, env)).text()).toBe('<b nonce="kort">ä</b><i nonce="kort"></i>');
    const hit = await app.request(url, {}, env);
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    const nonce = /'nonce-([^']+)'/.exec(hit.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(nonce).toHaveLength(24);
    expect(await hit.text()).toBe(`<b nonce="${nonce}">ä</b><i nonce="${nonce}"></i>`);
  });

  it('tells the key and the bypass of a URL from one parse: tracking parameters share a key, ?debug and long URLs bypass', async () => {
    const url = fresh();
    expect(pageCacheKey(`${url}?utm_source=x`)).toBe(pageCacheKey(url));
    const { app, renders } = appWith(ON);
    for (let i = 0; i < 2; i++) expect((await app.request(`${url}?debug=true`, {}, env)).headers.get('x-page-cache')).toBe('bypass');
    for (let i = 0; i < 2; i++) expect((await app.request(`${url}?q=${'x'.repeat(600)}`, {}, env)).headers.get('x-page-cache')).toBe('bypass');
    expect(renders()).toBe(4);
  });

  it('answers a held page as a plain function too (worker/index.ts asks it before the app), and nothing else', async () => {
    const { app } = appWith(ON);
    const url = fresh();
    await (await app.request(url, {}, env)).text();
    const answer = heldPageAnswer({ enabled: true, donationUrl: '' });
    const hit = answer(new Request(url));
    expect(hit?.headers.get('x-page-cache')).toBe('hit');
    expect(await hit?.text()).toMatch(/^<p nonce="[^"]+">pagina<\/p>$/);
    expect(answer(new Request(fresh()))).toBeNull();
    expect(answer(new Request(url, { method: 'POST' }))).toBeNull();
    expect(answer(new Request(url, { headers: { cookie: 'SESSabc=1' } }))).toBeNull();
    expect(heldPageAnswer({ enabled: false, donationUrl: '' })(new Request(url))).toBeNull();
  });

  it('allows Turnstile in the CSP of a hit when it is on, as every other response does (held and from the Cache API)', async () => {
    const { app } = appWith(ON);
    const url = fresh();
    await (await app.request(url, {}, env)).text();
    const held = heldPageAnswer({ enabled: true, donationUrl: '', turnstile: true })(new Request(url));
    expect(held?.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-`);
    expect(held?.headers.get('content-security-policy')).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(heldPageAnswer({ enabled: true, donationUrl: '' })(new Request(url))?.headers.get('content-security-policy')).not.toContain('challenges.cloudflare.com');
    const fromCache = new Hono<AppEnv>();
    fromCache.use('*', async (c, next) => {
      c.set('nonce', randomNonce());
      c.set('report', () => {});
      await next();
    });
    fromCache.use('*', pageCache({ ...ON, turnstile: true }));
    fromCache.all('*', () => new Response('niet gerenderd', { status: 500 }));
    const res = await fromCache.request(url, {}, env);
    expect(res.headers.get('x-page-cache')).toBe('hit');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
  });
});

describe('the build a cached page belongs to', () => {
  const manifest = { css: '/assets/site-AAA.css', loader: '/assets/loader-BBB.js', hydrate: '/assets/chunks/hydrate-CCC.js', islands: { 'mobile-menu': '/assets/chunks/mobile-menu-DDD.js', 'slide-in': '/assets/chunks/slide-in-EEE.js' } };
  it('changes with any asset a page can name, an island’s chunk included, and not with the order of the islands', () => {
    const base = buildOf(manifest);
    expect(base).toMatch(/^[0-9a-z]+$/);
    expect(buildOf({ ...manifest, islands: { 'slide-in': '/assets/chunks/slide-in-EEE.js', 'mobile-menu': '/assets/chunks/mobile-menu-DDD.js' } })).toBe(base);
    expect(buildOf({ ...manifest, islands: { ...manifest.islands, 'slide-in': '/assets/chunks/slide-in-FFF.js' } })).not.toBe(base);
    expect(buildOf({ ...manifest, hydrate: '/assets/chunks/hydrate-XXX.js' })).not.toBe(base);
    expect(buildOf({ ...manifest, css: '/assets/site-XXX.css' })).not.toBe(base);
    expect(buildOf({ ...manifest, loader: '/assets/loader-XXX.js' })).not.toBe(base);
  });
});
