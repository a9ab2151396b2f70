import { Hono } from 'hono';
import { askedPathOf, isOfflinePath, SW_PATH } from '../../shared/offline-policy';
import { fillAsked } from '../../shared/offline-page';
import type { AppEnv } from '../env';

/**
 * Reading offline (docs/offline-and-helpline.md): the service worker at the
 * site root, and the offline page (`/offline`, and `/{name}-offline` for the
 * page asked, spec section 4), both built by scripts/build.mjs. The service
 * worker answers the offline page from its cache; the worker serves it to a
 * browser without one (JavaScript off, an old browser), with the page asked.
 */
export const offlineRoutes = new Hono<AppEnv>();

/** The service worker's own policy: it fetches only from this site and runs no other script. */
const SW_CSP = "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'";

async function built(c: { env: AppEnv['Bindings']; req: { url: string } }, path: string): Promise<Response | null> {
  const response = await c.env.ASSETS.fetch(new Request(new URL(path, c.req.url)));
  if (response.ok) return response;
  await response.body?.cancel();
  return null;
}

offlineRoutes.get(SW_PATH, async (c) => {
  const response = await built(c, SW_PATH);
  if (!response) return c.text('Niet gevonden', 404);
  return new Response(response.body, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      // Every visit checks for a new version; the browser's update check skips the HTTP cache too.
      'cache-control': 'no-cache',
      'content-security-policy': SW_CSP,
    },
  });
});

offlineRoutes.get('*', async (c, next) => {
  const path = new URL(c.req.url).pathname;
  if (!isOfflinePath(path)) return next();
  // The file is /offline.html; the assets binding serves it at /offline.
  const response = await built(c, '/offline');
  if (!response) return next();
  const html = fillAsked(await response.text(), askedPathOf(path));
  return c.html(html, 200, { 'cache-control': 'no-cache' });
});
