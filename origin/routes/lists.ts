import { Hono } from 'hono';
import type { OriginBindings } from '../bindings';
import { plainText } from '../../shared/contract/plain-text';
import { introductionHtml } from '../nodes';

/**
 * Origin extensions for lists the spec leaves open (documented in docs/content-contract.md):
 *   /api/drupal/api/children?parent={id}&page={0-based}&pageSize={n}
 *     the published, unexpired child pages of a page, by title, one page of them;
 *   /api/drupal/api/sitemap
 *     every published page with what decides whether it may be listed.
 */
export const listRoutes = new Hono<{ Bindings: OriginBindings }>();

const MAX_PAGE_SIZE = 50;

listRoutes.get('/api/drupal/api/children', async (c) => {
  const parent = Number(c.req.query('parent'));
  const page = Math.max(0, Number.parseInt(c.req.query('page') ?? '0', 10) || 0);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Number.parseInt(c.req.query('pageSize') ?? '10', 10) || 10));
  if (!Number.isInteger(parent)) return c.json({ message: 'parent is required' }, 400);
  // Expired pages are no longer shown, so they are not listed either.
  const now = new Date().toISOString();
  const where = "parent_id = ?1 AND status = 1 AND (json_extract(fields, '$.field_expire_date') IS NULL OR json_extract(fields, '$.field_expire_date') > ?2)";
  const total = await c.env.DB.prepare(`SELECT COUNT(*) AS n FROM nodes WHERE ${where}`).bind(parent, now).first<{ n: number }>();
  const { results } = await c.env.DB.prepare(
    `SELECT id, title, alias, fields FROM nodes WHERE ${where} ORDER BY title COLLATE NOCASE, id LIMIT ?3 OFFSET ?4`,
  )
    .bind(parent, now, pageSize, page * pageSize)
    .all<{ id: number; title: string; alias: string; fields: string }>();
  return c.json({
    total: total?.n ?? 0,
    items: results.map((row) => {
      const fields = JSON.parse(row.fields) as Record<string, unknown>;
      const header = fields.field_header_image_video as { image?: unknown } | null | undefined;
      return { id: row.id, label: row.title, introduction: plainText(introductionHtml(fields)), path: row.alias, image: header?.image ?? null };
    }),
  });
});

listRoutes.get('/api/drupal/api/sitemap', async (c) => {
  const { results } = await c.env.DB.prepare(
    `SELECT alias, type, changed,
       json_extract(fields, '$.field_hide_in_search') AS hide_in_search,
       json_extract(fields, '$.field_expire_date') AS expire_date,
       json_extract(fields, '$.field_start_date') AS start_date,
       json_extract(fields, '$.field_end_date') AS end_date
     FROM nodes WHERE status = 1 ORDER BY alias`,
  ).all<{ alias: string; type: string; changed: string; hide_in_search: number | null; expire_date: string | null; start_date: unknown; end_date: unknown }>();
  return c.json(
    results.map((r) => ({
      path: r.alias,
      type: r.type,
      changed: r.changed,
      hide_in_search: r.hide_in_search === 1,
      expire_date: r.expire_date,
      start_date: typeof r.start_date === 'string' ? r.start_date : null,
      end_date: typeof r.end_date === 'string' ? r.end_date : null,
    })),
  );
});
