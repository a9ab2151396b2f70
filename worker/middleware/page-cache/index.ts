import type { MiddlewareHandler } from 'hono';
import { pageMemory } from '../../cache/memory-copy';
import type { AppEnv } from '../../env';
import { assets, type AssetManifest } from '../../render/manifest';
import { randomNonce } from '../context';
import { contentSecurityPolicy, donationOrigins, extraHostsOf, securityHeadersFor, setResponseHeaders } from '../security-headers';

/** Paths never cached whole: personal, editorial, operational or not HTML. */
const NEVER = /^\/(preview|admin|api|forms|files|assets|_)/;
/** Cookies that mean a visitor has a session (community login, CMS). */
const SESSION_COOKIE = /(?:^|;\s*)(S?SESS[\w-]*|session[\w-]*|__Host-session[\w-]*|auth[\w-]*)=/i;
/** The no-JavaScript progress of the carer test or a training (worker/progress/cookie.ts): pages read it. */
const PROGRESS_COOKIE = /(?:^|;\s*)an-voortgang=/;
/** Tracking parameters that do not change a page. */
const TRACKING = /^(utm_\w+|fbclid|gclid|mc_cid|mc_eid)$/i;

export const PAGE_INDEX_PREFIX = 'page:v1:';
/** KV keys are at most 512 bytes: a longer URL (a hostile or broken query) is rendered but not cached. */
const MAX_CACHED_URL = 512 - PAGE_INDEX_PREFIX.length;

/**
 * The build a cached page belongs to: a digest of every hashed asset URL it
 * can name (stylesheet, loader, hydration chunk, each island's chunk). A page
 * cached by an earlier deployment names assets that no longer exist (an
 * island's old chunk answers 404), so a new build never reads it (it expires
 * on its own).
 */
export function buildOf(manifest: AssetManifest): string {
  const urls = [manifest.css, manifest.loader, manifest.hydrate, ...Object.keys(manifest.islands).sort().map((name) => `${name}=${manifest.islands[name]}`)];
  // FNV-1a (32 bits) over the URLs: short, and changes with any of them.
  let hash = 0x811c9dc5;
  for (const char of urls.join('\n')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash.toString(36);
}
const BUILD = buildOf(assets);

const BUILD_PARAM = '__build';

/** The page's own URL from the URL it is cached under (as a purge reports it). */
export function pageUrlOf(key: string): string {
  const url = new URL(key);
  url.searchParams.delete(BUILD_PARAM);
  return url.toString();
}

/** The URL a page is cached under: tracking parameters dropped, the build added. */
export function pageCacheKey(raw: string): string {
  return urlFacts(raw).key;
}

interface UrlFacts {
  key: string;
  /** The bypass reason the URL alone gives (path, length, ?debug), or null. */
  bypass: string | null;
}

/**
 * What the page cache needs of a URL, from one parse of it. The last URL's
 * facts are kept: the hit path, the page cache and its store all ask about
 * the same URL within a request, and a busy page is asked for again and again
 * (parsing and re-serialising the URL was a visible share of a hit).
 */
function urlFacts(raw: string): UrlFacts {
  if (lastUrl?.raw === raw) return lastUrl.facts;
  const url = new URL(raw);
  const bypass = NEVER.test(url.pathname) ? 'path' : url.searchParams.get('debug') === 'true' ? 'debug' : null;
  for (const name of [...url.searchParams.keys()]) if (TRACKING.test(name)) url.searchParams.delete(name);
  url.hash = '';
  url.searchParams.set(BUILD_PARAM, BUILD);
  const key = url.toString();
  const facts = { key, bypass: bypass ?? (key.length > MAX_CACHED_URL ? 'long-url' : null) };
  lastUrl = { raw, facts };
  return facts;
}
let lastUrl: { raw: string; facts: UrlFacts } | null = null;

export interface PageCacheOptions {
  /** PAGE_CACHE=off: every response says bypass and nothing is stored. */
  enabled: boolean;
  /** How long a page stays in the Cache API (PAGE_CACHE_TTL). */
  ttlSeconds: number;
  /** For the security headers of a served page (see security-headers); none when left out. */
  donationUrl?: string;
  /** Turnstile is on: a hit's CSP allows its host, as every other response's does. */
  turnstile?: boolean;
}

export interface PageMemoryHitOptions {
  enabled: boolean;
  /** For the security headers of a held page (see security-headers). */
  donationUrl: string;
  /** Turnstile is on: a held page's CSP allows its host, as every other response's does. */
  turnstile?: boolean;
}

/** Why a request is not served from (or stored in) the page cache; null when it may be. */
export function bypassReason(request: Request, enabled: boolean): string | null {
  if (!enabled) return 'disabled';
  if (request.method !== 'GET' && request.method !== 'HEAD') return 'method';
  const bypass = urlFacts(request.url).bypass;
  if (bypass) return bypass;
  if (request.headers.get('authorization')) return 'authorization';
  const cookie = request.headers.get('cookie') ?? '';
  if (SESSION_COOKIE.test(cookie)) return 'session';
  if (PROGRESS_COOKIE.test(cookie)) return 'progress';
  return null;
}

/**
 * The hit path for the pages this isolate holds (worker/cache/memory-copy.ts):
 * answered first, before the request context, the redirect lookup and the other
 * middleware are set up, with a fresh nonce and the same security headers. A
 * held page was stored at most HOLD_MS (30 s) ago, when the redirect table had
 * no entry for it; a redirect added since takes effect when the hold ends (the
 * table itself is cached for 10 minutes, so this adds little). Everything else
 * (a miss, the Cache API, a bypass) goes the normal way.
 */
export function pageMemoryHit(options: PageMemoryHitOptions): MiddlewareHandler<AppEnv> {
  const answer = heldPageAnswer(options);
  return async function pageMemoryHitMiddleware(c, next) {
    return answer(c.req.raw) ?? next();
  };
}

/**
 * The hit path as a plain function: the answer to a request for a page this
 * isolate holds, or null. worker/index.ts asks it before the app itself, so a
 * hit skips the router and the context too (the app's own middleware asks
 * again on a miss, for the app used on its own, as in the tests).
 */
export function heldPageAnswer({ enabled, donationUrl, turnstile }: PageMemoryHitOptions): (request: Request) => Response | null {
  const csp = cspOf(donationUrl, turnstile);
  return function answerHeldPage(request) {
    // Cheap checks first: with the page cache off this runs before every request for nothing.
    if (!enabled || request.method !== 'GET') return null;
    if (bypassReason(request, enabled)) return null;
    const held = pageMemory.get(urlFacts(request.url).key, Date.now());
    return held ? served(held, randomNonce(), csp) : null;
  };
}

/** The site's CSP around a nonce, for a configuration: the same policy the security-headers middleware sets. */
function cspOf(donationUrl: string, turnstile: boolean | undefined): (nonce: string) => string {
  const origins = donationOrigins(donationUrl);
  const extraHosts = extraHostsOf({ turnstile });
  return (nonce) => contentSecurityPolicy(nonce, origins, extraHosts);
}

/** Kept with a stored page only: the nonce it was rendered with, and until when it counts (ms). */
const STORED_NONCE = 'x-stored-nonce';
const STORED_UNTIL = 'x-stored-until';

/** Headers of a stored page a hit does not pass on as they are. */
const HIT_HEADERS = new Set([STORED_NONCE, STORED_UNTIL, 'x-page-cache', 'cache-control']);

/**
 * A page as the memory copy holds it. `headers`: every header of a hit but the
 * CSP, which carries the request's nonce (made once, when the page is held).
 * `body`: the page as UTF-8 with the offsets of its nonce's bytes (made on the
 * first hit; null when its nonce cannot be overwritten in place).
 */
export type HeldPage = { html: string; headers: Headers; nonce: string; body?: NonceTemplate | null; ownCsp?: boolean };
/** A page's bytes and where its nonce stands in them. */
interface NonceTemplate {
  bytes: Uint8Array<ArrayBuffer>;
  offsets: number[];
}
const utf8 = new TextEncoder();

/** A page from the Cache API as the memory copy holds it; null for an entry without its nonce. */
async function heldFrom(hit: Response): Promise<{ page: HeldPage; until: number } | null> {
  const nonce = hit.headers.get(STORED_NONCE);
  const until = Number(hit.headers.get(STORED_UNTIL));
  if (!nonce || !until) {
    await hit.body?.cancel();
    return null;
  }
  const headers: [string, string][] = [...hit.headers].filter(([name]) => !HIT_HEADERS.has(name));
  headers.push(['x-page-cache', 'hit'], ['cache-control', 'public, max-age=60']);
  const ownCsp = headers.some(([name]) => name === 'content-security-policy');
  return { page: { html: await hit.text(), headers: new Headers(securityHeadersFor(headers)), nonce, ownCsp }, until };
}

/** Holds a cached page in the isolate, at most until it expires in the Cache API. */
function hold(url: string, held: { page: HeldPage; until: number }, now: number): void {
  pageMemory.set(url, held.page, held.page.html.length, now, held.until);
}

/**
 * Gives a cached page this request's nonce, so nonces are never reused across
 * visitors: every `nonce="…"` the page was rendered with (16 random bytes, so
 * found nowhere else in it) becomes the new one. Nonces are ASCII of one
 * length, so the new one is written over the old one's bytes in a copy of the
 * page; the headers are copied from a Headers object made once per held page.
 */
function served(page: HeldPage, nonce: string, csp: (nonce: string) => string): Response {
  const response = new Response(withNonce(page, nonce), { status: 200, headers: page.headers });
  if (!page.ownCsp) response.headers.set('content-security-policy', csp(nonce));
  return response;
}

/** Base64 (and base64url): one byte per character in UTF-8. */
const NONCE_TEXT = /^[\w+/=-]*$/;

/** The page's bytes with `nonce` in place of the one it was rendered with. */
function withNonce(page: HeldPage, nonce: string): Uint8Array<ArrayBuffer> | string {
  if (page.body === undefined) page.body = nonceTemplate(page.html, page.nonce);
  if (!page.body || nonce.length !== page.nonce.length || !NONCE_TEXT.test(nonce)) return page.html.replaceAll(`nonce="${page.nonce}"`, `nonce="${nonce}"`);
  const { bytes, offsets } = page.body;
  const copy = bytes.slice();
  for (const offset of offsets) for (let i = 0; i < nonce.length; i++) copy[offset + i] = nonce.charCodeAt(i);
  return copy;
}

/** The page as UTF-8 and the byte offset of each `nonce="…"` value in it; null for a nonce that is not one byte per character. */
function nonceTemplate(html: string, nonce: string): NonceTemplate | null {
  if (!NONCE_TEXT.test(nonce)) return null;
  const attribute = `nonce="${nonce}"`;
  const pieces = html.split(attribute).map((piece) => utf8.encode(piece));
  const encoded = utf8.encode(attribute);
  const bytes = new Uint8Array(pieces.reduce((n, piece) => n + piece.length, 0) + encoded.length * (pieces.length - 1));
  const offsets: number[] = [];
  let at = 0;
  pieces.forEach((piece, i) => {
    if (i > 0) {
      bytes.set(encoded, at);
      offsets.push(at + 'nonce="'.length);
      at += encoded.length;
    }
    bytes.set(piece, at);
    at += piece.length;
  });
  return { bytes, offsets };
}

/**
 * Whole-page cache for anonymous GET HTML (Cache API, keyed by URL, with an
 * in-isolate copy in front: worker/cache/memory-copy.ts). Every response says
 * `X-Page-Cache: hit`, `miss` or `bypass`. A KV index of cached URLs lets ops
 * purge by path, prefix or all.
 */
export function pageCache({ enabled, ttlSeconds, donationUrl = '', turnstile }: PageCacheOptions): MiddlewareHandler<AppEnv> {
  const csp = cspOf(donationUrl, turnstile);
  return async function pageCacheMiddleware(c, next) {
    const reason = bypassReason(c.req.raw, enabled);
    if (reason) {
      await next();
      setResponseHeaders(c, (headers) => headers.set('x-page-cache', 'bypass'));
      return;
    }
    const key = new Request(pageCacheKey(c.req.url), { method: 'GET' });
    // Workers' default cache (the DOM typings do not know it).
    const cache = (caches as unknown as { default: Cache }).default;
    const now = Date.now();
    const inMemory = pageMemory.get(key.url, now);
    if (inMemory) return served(inMemory, c.get('nonce'), csp);
    const hit = await cache.match(key);
    const held = hit ? await heldFrom(hit) : null;
    if (held) {
      hold(key.url, held, now);
      return served(held.page, c.get('nonce'), csp);
    }
    await next();
    const res = c.res;
    const storable =
      c.req.method === 'GET' && res.status === 200 && (res.headers.get('content-type') ?? '').startsWith('text/html') && !res.headers.has('set-cookie') && !/no-store|private/.test(res.headers.get('cache-control') ?? '');
    c.res = new Response(res.body, res);
    c.res.headers.set('x-page-cache', storable ? 'miss' : 'bypass');
    if (!storable) return;
    c.res.headers.set('cache-control', 'public, max-age=60');
    const stored = c.res.clone();
    stored.headers.set('cache-control', `public, max-age=${ttlSeconds}`);
    stored.headers.delete('x-page-cache');
    stored.headers.set(STORED_NONCE, c.get('nonce'));
    stored.headers.set(STORED_UNTIL, String(now + ttlSeconds * 1000));
    const forMemory = stored.clone();
    const work = Promise.all([
      cache.put(key, stored),
      heldFrom(forMemory).then((held) => held && hold(key.url, held, Date.now())),
      c.env.CACHE.put(PAGE_INDEX_PREFIX + key.url, '', { expirationTtl: ttlSeconds }),
    ]).catch((error: unknown) => c.get('report')(error, { url: c.req.url, tags: { stage: 'page-cache-put' } }));
    try {
      c.executionCtx.waitUntil(work);
    } catch {
      await work;
    }
  };
}
