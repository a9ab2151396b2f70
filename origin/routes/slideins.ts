import { Hono } from 'hono';
import type { OriginBindings } from '../bindings';

/** Slide-in banners, all of them: filtering (status, weight, pages) is the consumer's job. */
export const slideInRoutes = new Hono<{ Bindings: OriginBindings }>();

interface SlideInRecord {
  id: string;
  title: string;
  compact_title: string | null;
  text: string;
  compact_text: string | null;
  status: number;
  weight: number;
  pages: string;
  seconds: number | null;
  form_id: string | null;
  script_id: string | null;
  image: string | null;
  button: string | null;
}

slideInRoutes.get('/api/drupal/api/slideins', async (c) => {
  const { results } = await c.env.DB.prepare('SELECT * FROM slideins ORDER BY id').all<SlideInRecord>();
  return c.json(
    results.map((r) => ({
      id: r.id,
      title: r.title,
      compactTitle: r.compact_title,
      text: r.text,
      compactText: r.compact_text,
      status: r.status === 1,
      weight: r.weight,
      pages: r.pages,
      seconds: r.seconds,
      formId: r.form_id,
      scriptId: r.script_id,
      image: r.image ? JSON.parse(r.image) : null,
      button: r.button ? JSON.parse(r.button) : null,
    })),
  );
});
