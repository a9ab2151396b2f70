import { Hono } from 'hono';
import type { OriginBindings } from '../bindings';

/** The asset injector's CSS rules: code, paths, content types, condition. */
export const assetInjectorRoutes = new Hono<{ Bindings: OriginBindings }>();

assetInjectorRoutes.get('/api/drupal/api/asset-injector/css', async (c) => {
  const { results } = await c.env.DB.prepare('SELECT code, paths, content_types, condition FROM css_rules ORDER BY id').all<{
    code: string;
    paths: string;
    content_types: string;
    condition: string;
  }>();
  return c.json(results);
});
