import { Hono } from 'hono';
import type { OriginBindings } from '../bindings';
import { aliasFromSlug, breadcrumbFor } from '../nodes';

/** Menus, breadcrumbs and node paths. */
export const navigationRoutes = new Hono<{ Bindings: OriginBindings }>();

navigationRoutes.get('/api/drupal/api/menu_items/:menu', async (c) => {
  const menu = c.req.param('menu');
  if (menu !== 'main' && menu !== 'footer') return c.json({ message: 'not found' }, 404);
  const { results } = await c.env.DB.prepare(
    'SELECT id, parent_id, title, url, external, description, weight FROM menu_items WHERE menu = ?1 ORDER BY id',
  )
    .bind(menu)
    .all<{ id: string; parent_id: string | null; title: string; url: string; external: number; description: string | null; weight: number }>();
  // Deliberately returned in storage order: sorting by weight is the consumer's job.
  const build = (parent: string | null): unknown[] =>
    results
      .filter((r) => r.parent_id === parent)
      .map((r) =>
        menu === 'main'
          ? { id: r.id, title: r.title, url: r.url, external: r.external === 1, description: r.description, weight: r.weight, children: build(r.id) }
          : { title: r.title, url: r.url, external: r.external === 1, weight: r.weight, sub_items: build(r.id) },
      );
  return c.json(build(null));
});

navigationRoutes.get('/api/drupal/api/breadcrumb', async (c) => {
  const path = c.req.query('path');
  if (!path) return c.json({ message: 'path is required' }, 400);
  const trail = await breadcrumbFor(c.env, aliasFromSlug(path));
  return trail ? c.json(trail) : c.json({ message: 'not found' }, 404);
});

navigationRoutes.get('/api/drupal/api/node-path', async (c) => {
  const path = (c.req.query('path') ?? '').replace(/^\/+/, '');
  if (path === '') return c.json({ path: '/' });
  const nodeMatch = /^node\/(\d+)$/.exec(path);
  const row = nodeMatch
    ? await c.env.DB.prepare('SELECT alias FROM nodes WHERE id = ?1 AND status = 1').bind(Number(nodeMatch[1])).first<{ alias: string }>()
    : await c.env.DB.prepare('SELECT alias FROM nodes WHERE alias = ?1 AND status = 1').bind(aliasFromSlug(path)).first<{ alias: string }>();
  return row ? c.json({ path: row.alias }) : c.json({ message: 'not found' }, 404);
});
