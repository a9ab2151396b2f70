import { Hono } from 'hono';
import type { OriginBindings } from '../bindings';

/** The redirect table: 404 means no redirect. */
export const redirectRoutes = new Hono<{ Bindings: OriginBindings }>();

redirectRoutes.get('/api/v1/redirect/from', async (c) => {
  const raw = c.req.query('path');
  if (!raw) return c.json({ message: 'path is required' }, 400);
  // The path may carry a query and a hash; a redirect is registered on the path
  // (with or without query), never on the hash.
  const withoutHash = raw.split('#')[0] ?? '';
  const pathOnly = withoutHash.split('?')[0] ?? '';
  const candidates = [...new Set([withoutHash, pathOnly].map((p) => p.replace(/(.)\/+$/, '$1').toLowerCase()))];
  for (const source of candidates) {
    const row = await c.env.DB.prepare('SELECT source, target FROM redirects WHERE source = ?1').bind(source).first<{ source: string; target: string }>();
    if (row) return c.json({ From: row.source, To: row.target });
  }
  return c.json({ message: 'no redirect' }, 404);
});
