import { Hono } from 'hono';
import type { AppEnv } from '../env';

/**
 * CMS files (images, brochures) under /files/*, passed through from the
 * upstream with a day of browser caching. SVG gets a CSP of its own so a file
 * can never run script on the site's origin.
 */
export const fileRoutes = new Hono<AppEnv>();

const ALLOWED_TYPES = /^(image\/(svg\+xml|jpeg|png|webp|gif|avif)|application\/pdf)\b/;

/**
 * Embeds (the quiz) are HTML documents, allowed only under /files/embeds/ and
 * always sandboxed: they run in an opaque origin, so their script can reach
 * nothing of the site (cookies, storage, the DOM) and can only talk to the
 * embedding page by postMessage.
 */
const EMBED_PREFIX = '/files/embeds/';
const EMBED_CSP = "sandbox allow-scripts allow-forms; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; frame-ancestors 'self'";

fileRoutes.get('*', async (c) => {
  const url = new URL(c.req.url);
  const upstream = await c.get('upstream')(url.pathname);
  const type = upstream.headers.get('content-type') ?? '';
  const embed = url.pathname.startsWith(EMBED_PREFIX) && /^text\/html\b/.test(type);
  if (!upstream.ok || !(ALLOWED_TYPES.test(type) || embed)) {
    await upstream.body?.cancel();
    return c.text('Bestand niet gevonden', 404);
  }
  const headers = new Headers({
    'content-type': type,
    'cache-control': 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
  });
  if (type.startsWith('image/svg')) headers.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  if (embed) headers.set('content-security-policy', EMBED_CSP);
  const etag = upstream.headers.get('etag');
  if (etag) headers.set('etag', etag);
  return new Response(upstream.body, { status: 200, headers });
});
