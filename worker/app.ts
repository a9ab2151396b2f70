import { Hono } from 'hono';
import type { AppEnv } from './env';
import { requestContext } from './middleware/context';
import { redirects } from './middleware/redirects';
import { trailingSlash } from './middleware/trailing-slash';
import { assetRoutes } from './routes/assets';
import { fileRoutes } from './routes/files';
import { notFound, onError } from './routes/errors';
import { debugRoutes } from './routes/debug';
import { devRoutes } from './routes/dev';
import { pages } from './routes/pages';
import { seoRoutes } from './routes/seo';

/** The edge app: middleware, then one sub-app per area. */
export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requestContext());
  app.use('*', trailingSlash());
  app.route('/assets', assetRoutes);
  app.get('/favicon.svg', (c) => assetRoutes.fetch(c.req.raw, c.env, c.executionCtx));
  app.route('/files', fileRoutes);
  app.route('/', seoRoutes);
  app.use('*', redirects());
  app.route('/', debugRoutes);
  app.route('/', devRoutes);
  app.route('/', pages);
  app.notFound(notFound);
  app.onError(onError);
  return app;
}
