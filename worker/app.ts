import { Hono } from 'hono';
import type { AppEnv } from './env';
import { requestContext } from './middleware/context';
import { redirects } from './middleware/redirects';
import { trailingSlash } from './middleware/trailing-slash';
import { assetRoutes } from './routes/assets';
import { notFound, onError } from './routes/errors';
import { memoryTestPosts } from './routes/memory-test/post';
import { newsletterForm } from './routes/newsletter';
import { pages } from './routes/pages';

/** The edge app: middleware, then one sub-app per area. */
export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requestContext());
  app.use('*', trailingSlash());
  app.route('/assets', assetRoutes);
  app.get('/favicon.svg', (c) => assetRoutes.fetch(c.req.raw, c.env, c.executionCtx));
  app.use('*', redirects());
  app.route('/', memoryTestPosts);
  app.route('/', newsletterForm);
  app.route('/', pages);
  app.notFound(notFound);
  app.onError(onError);
  return app;
}
