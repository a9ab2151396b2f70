import { Hono } from 'hono';
import { foldText } from '../../shared/contract/fold';
import type { OriginBindings } from '../bindings';

/**
 * Regions (spec section 7):
 *   GET /api/v1/region/{name}   one region by name: { Id, Title, Data: { Path } }
 * The site turns the dashes of its URL segment into spaces ('arnhem-eo' ->
 * 'arnhem eo'); the name matches a region's title compared without case,
 * accents and punctuation ('Arnhem e.o.', 'IJssel-Vecht', "'s-Hertogenbosch").
 * Registered after every other /api/v1/region/... route.
 */
export const regionRoutes = new Hono<{ Bindings: OriginBindings }>();

/** A region name as the lookup compares it: lower case, no accents, dots or apostrophes, words split by single spaces. */
export function regionKey(name: string): string {
  return foldText(name)
    .replace(/['.’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

regionRoutes.get('/api/v1/region/:name', async (c) => {
  const key = regionKey(c.req.param('name').replace(/-/g, ' '));
  if (key === '') return c.json({ message: 'not found' }, 404);
  // 48 rows through the (type, status) index: cheaper than keeping a second name column in step.
  const { results } = await c.env.DB.prepare("SELECT id, title, alias FROM nodes WHERE type = 'regio' AND status = 1").all<{ id: number; title: string; alias: string }>();
  const region = results.find((row) => regionKey(row.title) === key);
  return region ? c.json({ Id: region.id, Title: region.title, Data: { Path: region.alias } }) : c.json({ message: 'not found' }, 404);
});
