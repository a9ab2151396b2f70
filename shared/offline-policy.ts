/**
 * Reading offline: what the service worker (client/sw/), the save button
 * (client/islands/offline-save.ts) and the worker (the offline routes) agree
 * on. No DOM, no worker APIs: plain rules over URLs and headers.
 */

/** The service worker's caches. The names carry no build version: a kept page outlives a deploy. */
export const CACHES = {
  /** Hashed build assets (immutable) and the offline page; an older build's go when a kept page no longer names them. */
  assets: 'an-assets',
  /** Public pages the visitor read: the last PAGE_LIMIT, at most PAGE_BYTES together. */
  pages: 'an-pages',
  /** Pages the visitor saved with 'Bewaar om offline te lezen': kept until removed. */
  saved: 'an-saved',
} as const;

export const PAGE_LIMIT = 30;
export const PAGE_BYTES = 10 * 1024 * 1024;

/** On <html> when a service worker controls the page (the save button shows), and when this page is saved. */
export const OFFLINE_CLASS = 'an-sw';
export const SAVED_CLASS = 'an-saved';

/** The message a page sends the service worker to save it (with a port for the answer: true when saved). */
export const SAVE_MESSAGE = 'an-save';

/** Where the service worker script lives: the site root, so its scope is the whole site. */
export const SW_PATH = '/sw.js';
export const OFFLINE_PATH = '/offline';
const SUFFIX = '-offline';

/** Headers a kept copy carries for the offline page's lists (values URI-encoded: a header holds no 'é'). */
export const KEPT_AT_HEADER = 'x-an-kept-at';
export const KEPT_TITLE_HEADER = 'x-an-kept-title';
export const KEPT_BYTES_HEADER = 'x-an-kept-bytes';

/** The offline page for a page asked for (spec section 4: `/{name}-offline`); '/' gives '/offline'. */
export function offlinePathFor(path: string): string {
  return path === '/' || path === '' ? OFFLINE_PATH : path.replace(/\/+$/, '') + SUFFIX;
}

/** Whether a path is the offline page (`/offline` or `/{name}-offline`). */
export function isOfflinePath(path: string): boolean {
  return path === OFFLINE_PATH || (path.endsWith(SUFFIX) && path.length > SUFFIX.length + 1);
}

/** The page an offline path was asked for ('/nieuws-offline' → '/nieuws'), null for '/offline' itself. */
export function askedPathOf(path: string): string | null {
  return path !== OFFLINE_PATH && isOfflinePath(path) ? path.slice(0, -SUFFIX.length) : null;
}

/**
 * Whether a response may be kept for offline reading: a whole, public HTML
 * page. A personal answer (a member's, `private` or `no-store`) never is.
 */
export function keepable(status: number, headers: { get(name: string): string | null }): boolean {
  if (status !== 200) return false;
  if (!/^text\/html\b/i.test(headers.get('content-type') || '')) return false;
  const cacheControl = (headers.get('cache-control') || '').toLowerCase();
  return !/\b(no-store|private)\b/.test(cacheControl) && !headers.get('set-cookie');
}

/** The page's own title from its HTML, without the site name ('Vrijwilligerswerk | Dementiezorg Nederland' → 'Vrijwilligerswerk'). */
export function titleOf(html: string, siteName: string): string {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const text = raw
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
  const suffix = ` | ${siteName}`;
  return text.endsWith(suffix) && text.length > suffix.length ? text.slice(0, -suffix.length) : text || siteName;
}

/** Escapes text for HTML (the offline page's lists, the notice). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A kept copy's date as the notice and the lists show it: '12 maart 2026 om 14:05', Dutch time. */
export function offlineDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' }).format(date);
  const time = new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Amsterdam' }).format(date);
  return `${day} om ${time}`;
}
