import { Hono } from 'hono';
import type { AppEnv } from './env';
import { requestContext } from './middleware/context';
import { redirects } from './middleware/redirects';
import { trailingSlash } from './middleware/trailing-slash';
import { assetRoutes } from './routes/assets';
import { fileRoutes } from './routes/files';
import { galleryRoutes } from './routes/gallery';
import { notFound, onError } from './routes/errors';
import { pages } from './routes/pages';

/** The edge app: middleware, then one sub-app per area. */
export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requestContext());
  app.use('*', trailingSlash());
  app.route('/assets', assetRoutes);
  app.get('/favicon.svg', (c) => assetRoutes.fetch(c.req.raw, c.env, c.executionCtx));
  app.route('/files', fileRoutes);
  app.use('*', redirects());
  app.route('/_blokken', galleryRoutes);
  app.route('/', pages);
  app.notFound(notFound);
  app.onError(onError);
  return app;
}
