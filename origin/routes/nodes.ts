import { Hono } from 'hono';
import type { OriginBindings } from '../bindings';
import { findPublishedByAlias, toPayload } from '../nodes';

/** The home page. (Any page by slug is the catch-all in app.ts, mounted last.) */
export const nodeRoutes = new Hono<{ Bindings: OriginBindings }>();

nodeRoutes.get('/api/drupal/api/homepage', async (c) => {
  const row = await findPublishedByAlias(c.env.DB, '/');
  return row ? c.json(toPayload(row, null)) : c.json({ message: 'not found' }, 404);
});
