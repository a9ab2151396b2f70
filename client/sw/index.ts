/**
 * The service worker (hand-written, no library: docs/offline-and-helpline.md
 * says why), served from the site root (/sw.js) so its scope is the whole site.
 *
 * - The build's CSS, loader, favicon and the offline page are cached when it
 *   installs; every other hashed asset when first used (they never change).
 * - A page navigation goes to the network; a public page that comes back is
 *   kept for offline reading (never a member's: those are `private, no-store`).
 * - Without a network, a navigation answers the kept copy with a notice on
 *   top, else redirects to `/{name}-offline` (spec section 4), answered from
 *   the cache with the kept pages listed.
 * - Only GET is handled: a form post always goes to the network, never stored
 *   or replayed.
 * - A new version waits until no page uses the old one (no skipWaiting): it
 *   takes over on the next visit, never in the middle of a page.
 */
import { CACHES, askedPathOf, isOfflinePath, keepable, KEPT_AT_HEADER, OFFLINE_PATH, offlinePathFor, SAVE_MESSAGE } from '../../shared/offline-policy';
import { fillAsked, fillLists, withNotice } from '../../shared/offline-page';
import { entries, keepRead, keptCopy, keptPage, pageKey } from './store';

/** The build's files to cache at install, and every asset of the build (scripts/build.mjs fills these in). */
declare const __AN_PRECACHE__: string[];
declare const __AN_BUILD__: string[];

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface SaveMessageEvent extends ExtendableEvent {
  data: unknown;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  location: Location;
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly { url: string }[]> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: SaveMessageEvent) => void): void;
}
const scope = self as unknown as WorkerScope;
const KNOWN = new Set<string>(Object.values(CACHES));

scope.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHES.assets).then((cache) => cache.addAll(__AN_PRECACHE__)));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!KNOWN.has(name)) await caches.delete(name);
      await pruneAssets();
      // The page that registered this worker was loaded before it: keep it too (and any other open one).
      for (const client of await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
        const url = new URL(client.url);
        if (url.origin !== scope.location.origin || isOfflinePath(url.pathname) || (await keptPage(client.url))) continue;
        const response = await fetch(pageKey(client.url), { credentials: 'same-origin' }).catch(() => null);
        if (response && keepable(response.status, response.headers)) await keepRead(client.url, response);
      }
    })(),
  );
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(navigate(event, url));
  else if (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg') event.respondWith(asset(request));
});

// 'Bewaar om offline te lezen' (client/islands/offline-save.ts): the page asks, the answer says whether it is saved.
scope.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; url?: unknown } | null;
  const port = event.ports[0];
  if (!data || data.type !== SAVE_MESSAGE || typeof data.url !== 'string' || !port) return;
  event.waitUntil(savePage(data.url).then((saved) => port.postMessage(saved), () => port.postMessage(false)));
});

/** Saves a page of this site: the copy kept from reading it (the version the visitor sees), else fetched now; never a personal one. */
async function savePage(address: string): Promise<boolean> {
  const url = new URL(address, scope.location.href);
  if (url.origin !== scope.location.origin) return false;
  const key = pageKey(url.href);
  const page = (await (await caches.open(CACHES.pages)).match(key)) ?? (await fetch(key, { credentials: 'same-origin' }));
  if (!keepable(page.status, page.headers)) return false;
  await (await caches.open(CACHES.saved)).put(key, await keptCopy(page));
  return true;
}

async function navigate(event: FetchEvent, url: URL): Promise<Response> {
  if (isOfflinePath(url.pathname)) return offlinePage(askedPathOf(url.pathname));
  let response: Response;
  try {
    response = await fetch(event.request);
  } catch {
    const kept = await keptPage(url.href);
    if (kept) return fromKept(kept);
    return Response.redirect(new URL(offlinePathFor(url.pathname), url).href, 302);
  }
  if (keepable(response.status, response.headers) && !response.redirected) event.waitUntil(keepRead(url.href, response.clone()));
  return response;
}

/** A kept copy, with the notice on top; its headers as they came (its CSP fits its own scripts). */
async function fromKept(kept: Response): Promise<Response> {
  const html = withNotice(await kept.text(), kept.headers.get(KEPT_AT_HEADER) ?? '');
  return new Response(html, { status: 200, headers: kept.headers });
}

/** The offline page from the cache (the network only if it is somehow missing), with the kept pages listed. */
async function offlinePage(asked: string | null): Promise<Response> {
  const cache = await caches.open(CACHES.assets);
  const stored = (await cache.match(OFFLINE_PATH)) ?? (await fetch(OFFLINE_PATH).catch(() => undefined));
  if (!stored) return new Response('Je bent offline.', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const [saved, kept] = await Promise.all([entries(CACHES.saved), entries(CACHES.pages)]);
  const html = fillLists(fillAsked(await stored.text(), asked), saved, kept);
  const headers = new Headers(stored.headers);
  headers.set('cache-control', 'no-store');
  return new Response(html, { status: 200, headers });
}

/** Hashed assets never change: the cache first, else the network (kept for next time). */
async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(CACHES.assets);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(new URL(request.url).pathname, response.clone());
  return response;
}

/**
 * When a new version takes over: the assets of older builds go, except those
 * a kept page still names (its CSS, its loader), so it still looks right offline.
 */
async function pruneAssets(): Promise<void> {
  const keep = new Set([...__AN_BUILD__, ...__AN_PRECACHE__]);
  for (const name of [CACHES.pages, CACHES.saved]) {
    const cache = await caches.open(name);
    for (const key of await cache.keys()) {
      const html = (await (await cache.match(key))?.text()) ?? '';
      for (const found of html.match(/\/assets\/[\w./-]+\.(?:css|js)/g) ?? []) keep.add(found);
    }
  }
  const assets = await caches.open(CACHES.assets);
  for (const key of await assets.keys()) if (!keep.has(new URL(key.url).pathname)) await assets.delete(key);
}
