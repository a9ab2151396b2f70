import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** Hashed, immutable build output (scripts/build.mjs) from the assets binding. */
export const assetRoutes = new Hono<AppEnv>();

const IMMUTABLE = 'public, max-age=31536000, immutable';

assetRoutes.get('*', async (c) => {
  const response = await c.env.ASSETS.fetch(c.req.raw);
  if (!response.ok) {
    await response.body?.cancel();
    return c.text('Niet gevonden', 404);
  }
  const headers = new Headers(response.headers);
  headers.set('cache-control', /\/assets\//.test(new URL(c.req.url).pathname) ? IMMUTABLE : 'public, max-age=86400');
  return new Response(response.body, { status: response.status, headers });
});
