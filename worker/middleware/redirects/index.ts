import type { MiddlewareHandler } from 'hono';
import type { ContentApi } from '../../content/api';
import type { AppEnv } from '../../env';
import { requestUrl } from '../../request-url';

/** Paths that are never looked up in the redirect table. */
const SKIP = /^\/(assets|api|admin|preview|files|forms|_|favicon\.svg$|robots\.txt$|sitemap\.xml$)/;
const MAX_HOPS = 5;

/** Where a table target may send a visitor: a site path or an http(s) address; anything else is refused. */
export function redirectTarget(to: string): { kind: 'internal' | 'external'; target: string } | null {
  const target = to.trim();
  if (/^https?:\/\/[^/\\\s?#]+/i.test(target) && !/[\s<>"]/.test(target)) return { kind: 'external', target };
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') && !/[\s<>"\\]/.test(target)) {
    return { kind: 'internal', target };
  }
  return null;
}

const pathKey = (target: string) => (target.split(/[?#]/)[0] ?? '').replace(/(.)\/+$/, '$1').toLowerCase();

/**
 * Follows the table from a path: internal targets are looked up again (a chain
 * becomes one redirect), a loop or an unusable target means no redirect at all.
 */
export async function resolveRedirect(content: ContentApi, pathWithQuery: string): Promise<string | null> {
  const seen = new Set<string>([pathKey(pathWithQuery)]);
  let current = pathWithQuery;
  let final: string | null = null;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const found = await content.redirect(current);
    if (!found) return final;
    const next = redirectTarget(found.To);
    if (!next) {
      console.warn('ignored redirect target', found);
      return final;
    }
    if (next.kind === 'external') return next.target;
    const key = pathKey(next.target);
    if (seen.has(key)) {
      console.warn('redirect loop', [...seen, key].join(' -> '));
      return null;
    }
    seen.add(key);
    final = next.target;
    current = next.target;
  }
  return final;
}

/**
 * Asks the redirect table about every page request (path and query; the hash
 * never reaches a server) and answers a real 301. Only targets that came from
 * the table are followed; a lookup failure never blocks the page.
 */
export function redirects(): MiddlewareHandler<AppEnv> {
  return async function redirectsMiddleware(c, next) {
    const url = requestUrl(c.req.raw);
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || SKIP.test(url.pathname) || url.pathname === '/') {
      return next();
    }
    let target: string | null = null;
    try {
      target = await resolveRedirect(c.get('content'), url.pathname + url.search);
    } catch (error) {
      c.get('report')(error, { url: c.req.url, tags: { stage: 'redirect-lookup' } });
    }
    if (target) return c.redirect(target, 301);
    return next();
  };
}
