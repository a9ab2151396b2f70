import { Hono } from 'hono';
import type { OriginBindings } from './bindings';
import { aliasFromSlug, findPublishedByAlias, toPayload } from './nodes';
import { applicationRoutes } from './routes/applications';
import { assetInjectorRoutes } from './routes/asset-injector';
import { fileRoutes } from './routes/files';
import { geoRoutes } from './routes/geo';
import { activityRoutes } from './routes/activities';
import { locationRoutes } from './routes/locations';
import { regionInfoRoutes } from './routes/region-info';
import { memoryTestRoutes } from './routes/memory-test';
import { trainingRoutes } from './routes/trainings';
import { listRoutes } from './routes/lists';
import { navigationRoutes } from './routes/navigation';
import { newsletterRoutes } from './routes/newsletter';
import { newsRoutes } from './routes/news';
import { nodeRoutes } from './routes/nodes';
import { previewRoutes } from './routes/preview';
import { partnerRoutes } from './routes/partners';
import { redirectRoutes } from './routes/redirects';
import { regionRoutes } from './routes/regions';
import { searchRoutes } from './routes/search';
import { slideInRoutes } from './routes/slideins';
import { helplineRoutes } from './routes/helpline';
import { taxonomyRoutes } from './routes/taxonomy';
import { vacancyRoutes } from './routes/vacancies';

/**
 * The embedded origin: the upstream API contract of spec section 7, served from
 * D1 (and R2 for files). The worker reaches it by in-process fetch through the
 * content source, exactly as it reaches the real backend over HTTP.
 *
 * One sub-app per area; a new area is one file in routes/ and one line here,
 * always above the catch-all page route.
 */
export const originApp = new Hono<{ Bindings: OriginBindings }>();

originApp.route('/', nodeRoutes);
originApp.route('/', navigationRoutes);
originApp.route('/', taxonomyRoutes);
originApp.route('/', redirectRoutes);
originApp.route('/', fileRoutes);
originApp.route('/', previewRoutes);
originApp.route('/', memoryTestRoutes);
originApp.route('/', trainingRoutes);
originApp.route('/', newsletterRoutes);
originApp.route('/', applicationRoutes);
originApp.route('/', newsRoutes);
originApp.route('/', searchRoutes);
originApp.route('/', partnerRoutes);
originApp.route('/', slideInRoutes);
originApp.route('/', helplineRoutes);
originApp.route('/', assetInjectorRoutes);
originApp.route('/', listRoutes);
originApp.route('/', vacancyRoutes);
originApp.route('/', geoRoutes);
originApp.route('/', activityRoutes);
originApp.route('/', locationRoutes);
originApp.route('/', regionInfoRoutes);
// After every other /api/v1/region/... route: it matches any single name.
originApp.route('/', regionRoutes);

// Any page by path alias, nested paths included. Must stay last.
originApp.get('/api/drupal/api/*', async (c) => {
  const slug = c.req.path.slice('/api/drupal/api/'.length);
  if (slug === '') return c.json({ message: 'not found' }, 404);
  const row = await findPublishedByAlias(c.env.DB, aliasFromSlug(slug));
  return row ? c.json(toPayload(row, null)) : c.json({ message: 'not found' }, 404);
});

originApp.notFound((c) => c.json({ message: 'not found' }, 404));
originApp.onError((err, c) => {
  console.error('origin error', err);
  return c.json({ message: 'internal error' }, 500);
});
