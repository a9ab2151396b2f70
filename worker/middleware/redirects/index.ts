import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';

/** Paths that are never looked up in the redirect table. */
const SKIP = /^\/(assets|api|admin|preview|favicon\.svg$)/;

/** Where a table target may send a visitor: a site path or an http(s) address. */
export function redirectTarget(to: string, currentPath: string): string | null {
  const target = to.trim();
  if (/^https?:\/\/[^/\s]+/i.test(target)) return target;
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) {
    const targetPath = target.split(/[?#]/)[0]?.replace(/(.)\/+$/, '$1').toLowerCase();
    // A redirect to the page itself would loop forever.
    if (targetPath === currentPath.toLowerCase()) return null;
    return target;
  }
  return null;
}

/**
 * Asks the redirect table about every page request (path and query; the hash
 * never reaches a server) and answers a real 301. Only targets that came from
 * the table are followed; a lookup failure never blocks the page.
 */
export function redirects(): MiddlewareHandler<AppEnv> {
  return async function redirectsMiddleware(c, next) {
    const url = new URL(c.req.url);
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || SKIP.test(url.pathname) || url.pathname === '/') {
      return next();
    }
    let found: { From: string; To: string } | null = null;
    try {
      found = await c.get('content').redirect(url.pathname + url.search);
    } catch (error) {
      console.error('redirect lookup failed', error);
    }
    const target = found ? redirectTarget(found.To, url.pathname) : null;
    if (found && !target) console.warn('ignored redirect target', found);
    if (target) return c.redirect(target, 301);
    return next();
  };
}
