import { Hono } from 'hono';
import { MEMORY_TEST_KINDS } from '../../shared/contract/memory-test';
import type { OriginBindings } from '../bindings';

/**
 * The memory tests as content (a contract extension, documented in docs/content-contract.md):
 * questions, answer labels, intro and age options of one kind.
 */
export const memoryTestRoutes = new Hono<{ Bindings: OriginBindings }>();

memoryTestRoutes.get('/api/drupal/api/memory-test/:kind', async (c) => {
  const kind = c.req.param('kind');
  if (!(MEMORY_TEST_KINDS as readonly string[]).includes(kind)) return c.json({ message: 'not found' }, 404);
  const row = await c.env.DB.prepare('SELECT payload FROM memory_tests WHERE kind = ?1').bind(kind).first<{ payload: string }>();
  if (!row) return c.json({ message: 'not found' }, 404);
  return c.body(row.payload, 200, { 'content-type': 'application/json; charset=utf-8' });
});
