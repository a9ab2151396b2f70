import { Hono } from 'hono';
import type { OriginBindings } from '../bindings';

/**
 * The trainings and the carer test as content (a contract extension,
 * docs/training.md; schemas in shared/contract/training.ts and carer-test.ts).
 */
export const trainingRoutes = new Hono<{ Bindings: OriginBindings }>();

const json = { 'content-type': 'application/json; charset=utf-8' };

async function document(db: D1Database, key: string): Promise<Record<string, unknown> | null> {
  const row = await db.prepare('SELECT payload FROM training_documents WHERE key = ?1').bind(key).first<{ payload: string }>();
  return row ? (JSON.parse(row.payload) as Record<string, unknown>) : null;
}

/** The landing page: its texts, and a summary of every training (by weight) made from the trainings themselves. */
trainingRoutes.get('/api/drupal/api/trainings', async (c) => {
  const index = await document(c.env.DB, 'index');
  if (!index) return c.json({ message: 'not found' }, 404);
  const { results } = await c.env.DB.prepare('SELECT payload FROM trainings ORDER BY weight, slug').all<{ payload: string }>();
  const trainings = results.map((row) => {
    const t = JSON.parse(row.payload) as { id: number; slug: string; title: string; audience: string; role: string; teaser: string; duration: string; steps: { kind: string }[] };
    return { id: t.id, slug: t.slug, title: t.title, audience: t.audience, role: t.role, teaser: t.teaser, duration: t.duration, questions: t.steps.filter((s) => s.kind === 'scene').length };
  });
  return c.json({ ...index, trainings });
});

trainingRoutes.get('/api/drupal/api/training/:slug', async (c) => {
  const row = await c.env.DB.prepare('SELECT payload FROM trainings WHERE slug = ?1').bind(c.req.param('slug')).first<{ payload: string }>();
  return row ? c.body(row.payload, 200, json) : c.json({ message: 'not found' }, 404);
});

trainingRoutes.get('/api/drupal/api/carer-test', async (c) => {
  const test = await document(c.env.DB, 'carer-test');
  return test ? c.json(test) : c.json({ message: 'not found' }, 404);
});
