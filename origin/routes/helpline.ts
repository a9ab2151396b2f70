import { Hono } from 'hono';
import type { OriginBindings } from '../bindings';

/**
 * Contract extension `/api/drupal/api/helpline` (docs/offline-and-helpline.md):
 * the Dementietelefoon's opening hours; 404 when the CMS holds none (the site
 * then uses the spec's daily 9:00 to 23:00).
 */
export const helplineRoutes = new Hono<{ Bindings: OriginBindings }>();

helplineRoutes.get('/api/drupal/api/helpline', async (c) => {
  const row = await c.env.DB.prepare('SELECT payload FROM helpline_hours WHERE id = 1').first<{ payload: string }>();
  if (!row) return c.json({ message: 'No helpline hours' }, 404);
  return c.body(row.payload, 200, { 'content-type': 'application/json; charset=utf-8' });
});
