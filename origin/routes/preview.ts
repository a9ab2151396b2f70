import { Hono } from 'hono';
import type { OriginBindings } from '../bindings';
import { aliasFromSlug, breadcrumbFor, findById, toPayload } from '../nodes';

/**
 * Unpublished revisions for editors: the worker only asks after checking the
 * preview signature. A revision id equal to the node's current one gives the
 * published version.
 */
export const previewRoutes = new Hono<{ Bindings: OriginBindings }>();

previewRoutes.get('/api/drupal/api/preview/:entityType/:entityId/:revisionId', async (c) => {
  const { entityType, entityId, revisionId } = c.req.param();
  if (entityType !== 'node' || !/^\d+$/.test(entityId) || !/^\d+$/.test(revisionId)) return c.json({ message: 'not found' }, 404);
  const node = await findById(c.env.DB, Number(entityId));
  if (!node) return c.json({ message: 'not found' }, 404);
  if (node.revision_id === Number(revisionId)) return c.json(toPayload(node, null));
  const revision = await c.env.DB.prepare('SELECT * FROM node_revisions WHERE revision_id = ?1 AND node_id = ?2 AND entity_type = ?3')
    .bind(Number(revisionId), node.id, entityType)
    .first<{ revision_id: number; title: string; status: number; changed: string; fields: string }>();
  if (!revision) return c.json({ message: 'not found' }, 404);
  return c.json(
    toPayload({ ...node, title: revision.title, status: revision.status, changed: revision.changed, revision_id: revision.revision_id, fields: revision.fields }, null),
  );
});

previewRoutes.get('/api/drupal/api/preview-breadcrumb', async (c) => {
  const path = c.req.query('path');
  if (!path) return c.json({ message: 'path is required' }, 400);
  const trail = await breadcrumbFor(c.env, aliasFromSlug(path), { includeUnpublished: true });
  return trail ? c.json(trail) : c.json({ message: 'not found' }, 404);
});
