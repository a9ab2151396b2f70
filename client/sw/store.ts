/**
 * The service worker's kept pages: a copy of each public page the visitor
 * read (the last PAGE_LIMIT, at most PAGE_BYTES together, the oldest read
 * going first) and the pages they saved. Each copy carries when it was made,
 * its title and its size as headers (shared/offline-policy.ts).
 */
import { CACHES, KEPT_AT_HEADER, KEPT_BYTES_HEADER, KEPT_TITLE_HEADER, PAGE_BYTES, PAGE_LIMIT, titleOf } from '../../shared/offline-policy';
import type { KeptEntry } from '../../shared/offline-page';
import { site } from '../../shared/texts/nl/site';

/** A copy of a page response with its metadata, ready to be kept; a copy of a kept copy keeps its date. */
export async function keptCopy(response: Response, now = new Date()): Promise<Response> {
  const html = await response.text();
  const bytes = new TextEncoder().encode(html).byteLength;
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT_HEADER, response.headers.get(KEPT_AT_HEADER) || now.toISOString());
  headers.set(KEPT_TITLE_HEADER, encodeURIComponent(titleOf(html, site.name)));
  headers.set(KEPT_BYTES_HEADER, String(bytes));
  return new Response(html, { status: 200, statusText: 'OK', headers });
}

/** The cache key of a page: its address without the fragment. */
export const pageKey = (url: string): string => url.split('#')[0] as string;

/** Keeps a read page as the newest, then lets the oldest go beyond the limits. */
export async function keepRead(url: string, response: Response): Promise<void> {
  const cache = await caches.open(CACHES.pages);
  const copy = await keptCopy(response);
  // Deleted first, so the copy goes to the end of the cache's order (the order of reading).
  await cache.delete(pageKey(url));
  await cache.put(pageKey(url), copy);
  await prune(cache);
}

async function prune(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  const sizes = await Promise.all(keys.map(async (key) => Number((await cache.match(key))?.headers.get(KEPT_BYTES_HEADER) ?? 0)));
  let total = sizes.reduce((a, b) => a + b, 0);
  for (let i = 0; i < keys.length && (keys.length - i > PAGE_LIMIT || total > PAGE_BYTES); i++) {
    total -= sizes[i] ?? 0;
    await cache.delete(keys[i] as Request);
  }
}

/** A kept copy of this address: a saved one first, else the one last read. */
export async function keptPage(url: string): Promise<Response | undefined> {
  const key = pageKey(url);
  return (await (await caches.open(CACHES.saved)).match(key)) ?? (await (await caches.open(CACHES.pages)).match(key));
}

/** The entries of one cache for the offline page, newest first. */
export async function entries(name: string): Promise<KeptEntry[]> {
  const cache = await caches.open(name);
  const found: KeptEntry[] = [];
  for (const key of await cache.keys()) {
    const response = await cache.match(key);
    if (!response) continue;
    const url = new URL(key.url);
    const title = decodeURIComponent(response.headers.get(KEPT_TITLE_HEADER) ?? '') || url.pathname;
    found.push({ url: url.pathname + url.search, title, at: response.headers.get(KEPT_AT_HEADER) ?? '' });
  }
  return found.reverse();
}
