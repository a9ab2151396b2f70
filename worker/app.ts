import { Hono } from 'hono';
import type { AppEnv } from './env';
import { requestContext } from './middleware/context';
import { redirects } from './middleware/redirects';
import { trailingSlash } from './middleware/trailing-slash';
import { assetRoutes } from './routes/assets';
import { benchRoutes } from './routes/bench';
import { notFound, onError } from './routes/errors';
import { pages } from './routes/pages';

/** The edge app: middleware, then one sub-app per area. */
export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/_bench/*', benchRoutes());
  app.use('*', requestContext());
  app.use('*', trailingSlash());
  app.route('/assets', assetRoutes);
  app.get('/favicon.svg', (c) => assetRoutes.fetch(c.req.raw, c.env, c.executionCtx));
  app.use('*', redirects());
  app.route('/', pages);
  app.notFound(notFound);
  app.onError(onError);
  return app;
}
