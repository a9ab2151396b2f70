import type { MiddlewareHandler } from 'hono';
import { requestUrl } from '../../request-url';

/** `/pad/` answers 301 to `/pad` (query kept); the site's one canonical form. */
export function trailingSlash(): MiddlewareHandler {
  return async function trailingSlashMiddleware(c, next) {
    const url = requestUrl(c.req.raw);
    if (url.pathname.length > 1 && url.pathname.endsWith('/') && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      // Leading slashes and backslashes collapse to one: `//host/` must never become a Location of `//host`.
      const path = url.pathname.replace(/\/+$/, '').replace(/^[/\\]+/, '/') || '/';
      return c.redirect(path + url.search, 301);
    }
    await next();
  };
}
