import { Hono } from 'hono';
import type { OriginBindings } from '../bindings';

/** Taxonomy terms per vocabulary. */
export const taxonomyRoutes = new Hono<{ Bindings: OriginBindings }>();

const VOCABULARY = /^[a-z_]+$/;

taxonomyRoutes.get('/api/drupal/api/taxonomies/:vocabulary', async (c) => {
  const vocabulary = c.req.param('vocabulary');
  if (!VOCABULARY.test(vocabulary)) return c.json({ message: 'not found' }, 404);
  const { results } = await c.env.DB.prepare(
    'SELECT tid, name, description, weight, parent, status FROM terms WHERE vocabulary = ?1 ORDER BY tid',
  )
    .bind(vocabulary)
    .all<{ tid: number; name: string; description: string | null; weight: number; parent: number | null; status: number }>();
  if (results.length === 0) return c.json({ message: 'unknown vocabulary' }, 404);
  return c.json(results.map((t) => ({ ...t, status: t.status === 1 })));
});
