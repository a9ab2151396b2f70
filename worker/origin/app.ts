import { Hono } from 'hono';
import type { OriginBindings } from './bindings';
import { aliasFromSlug, breadcrumbFor, findPublishedByAlias, toPayload } from './nodes';

/**
 * The embedded origin: the upstream API contract of spec section 7, served from
 * D1 (and R2 for files). The worker reaches it by in-process fetch through the
 * content source, exactly as it reaches the real backend over HTTP.
 */
export const originApp = new Hono<{ Bindings: OriginBindings }>();

const VOCABULARY = /^[a-z_]+$/;

originApp.get('/api/drupal/api/homepage', async (c) => {
  const row = await findPublishedByAlias(c.env.DB, '/');
  return row ? c.json(toPayload(row, null)) : c.json({ message: 'not found' }, 404);
});

originApp.get('/api/drupal/api/menu_items/:menu', async (c) => {
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

originApp.get('/api/drupal/api/breadcrumb', async (c) => {
  const path = c.req.query('path');
  if (!path) return c.json({ message: 'path is required' }, 400);
  const trail = await breadcrumbFor(c.env, aliasFromSlug(path));
  return trail ? c.json(trail) : c.json({ message: 'not found' }, 404);
});

originApp.get('/api/drupal/api/node-path', async (c) => {
  const path = (c.req.query('path') ?? '').replace(/^\/+/, '');
  if (path === '') return c.json({ path: '/' });
  const nodeMatch = /^node\/(\d+)$/.exec(path);
  const row = nodeMatch
    ? await c.env.DB.prepare('SELECT alias FROM nodes WHERE id = ?1 AND status = 1').bind(Number(nodeMatch[1])).first<{ alias: string }>()
    : await c.env.DB.prepare('SELECT alias FROM nodes WHERE alias = ?1 AND status = 1').bind(aliasFromSlug(path)).first<{ alias: string }>();
  return row ? c.json({ path: row.alias }) : c.json({ message: 'not found' }, 404);
});

originApp.get('/api/drupal/api/taxonomies/:vocabulary', async (c) => {
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

originApp.get('/api/v1/redirect/from', async (c) => {
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

originApp.get('/api/drupal/api/*', async (c) => {
  const slug = c.req.path.slice('/api/drupal/api/'.length);
  if (slug === '') return c.json({ message: 'not found' }, 404);
  const row = await findPublishedByAlias(c.env.DB, aliasFromSlug(slug));
  return row ? c.json(toPayload(row, null)) : c.json({ message: 'not found' }, 404);
});

originApp.get('/files/*', async (c) => {
  const key = c.req.path.slice('/files/'.length);
  const object = await c.env.MEDIA.get(key);
  if (!object) return c.json({ message: 'not found' }, 404);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('etag', object.httpEtag);
  return new Response(object.body, { headers });
});

originApp.notFound((c) => c.json({ message: 'not found' }, 404));
originApp.onError((err, c) => {
  console.error('origin error', err);
  return c.json({ message: 'internal error' }, 500);
});
