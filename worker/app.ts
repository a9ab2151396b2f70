import { Hono } from 'hono';
import type { AppConfig } from './config';
import type { AppEnv } from './env';
import { adminAuth } from './middleware/admin-auth';
import { benchCeiling } from './middleware/bench-ceiling';
import { requestContext } from './middleware/context';
import { malformedPath } from './middleware/malformed-path';
import { pageCache, pageMemoryHit } from './middleware/page-cache';
import { redirects } from './middleware/redirects';
import { securityHeaders } from './middleware/security-headers';
import { trailingSlash } from './middleware/trailing-slash';
import { adminRoutes } from './routes/admin';
import { apiProxy } from './routes/api-proxy';
import { assetRoutes } from './routes/assets';
import { blockGalleryRoutes } from './routes/block-gallery';
import { notFound, onError } from './routes/errors';
import { feedRoutes } from './routes/feeds';
import { calendarRoutes } from './routes/calendar';
import { fileRoutes } from './routes/files';
import { formGalleryRoutes } from './routes/form-gallery';
import { memoryTestPosts } from './routes/memory-test/post';
import { newsletterForm } from './routes/newsletter';
import { applicationForms } from './routes/applications';
import { debugRoutes } from './routes/debug';
import { headerGalleryRoutes } from './routes/header-gallery';
import { pages } from './routes/pages';
import { offlineRoutes } from './routes/offline';
import { clientReportRoutes } from './routes/client-report';
import { accountRoutes } from './routes/account';
import { forumRoutes } from './routes/forum';
import { blogRoutes } from './routes/blogs';
import { blobRoutes, blobFileRoutes } from './routes/blobstorage';
import { expertRoutes } from './routes/experts';
import { inboxRoutes } from './routes/inbox';
import { session } from './middleware/session';
import { seoRoutes } from './routes/seo';
import { carerTestRoutes } from './routes/carer-test';
import { trainingRoutes } from './routes/training';
import { certificateRoutes } from './routes/certificate';
import { tipsRoutes } from './routes/tips';

/**
 * The edge app: request context → security headers → trailing slash →
 * assets, files, admin, API proxy → redirects (table) → page cache → pages.
 * Every middleware gets its options here, from the configuration
 * (worker/config.ts); worker/index.ts builds the app once per isolate.
 */
export function createApp(config: AppConfig): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { donationUrl } = config;
  if (config.benchRoutes) app.use('/_bench/*', benchCeiling({ donationUrl }));
  // Pages this isolate holds answer before anything else is set up (the hit path).
  app.use('*', pageMemoryHit({ enabled: config.pageCache.enabled, donationUrl, turnstile: config.turnstile }));
  app.use('*', requestContext(config));
  app.use('*', securityHeaders({ donationUrl, turnstile: config.turnstile }));
  app.use('*', malformedPath({ notFound }));
  app.use('*', trailingSlash());
  app.route('/assets', assetRoutes);
  app.get('/favicon.svg', (c) => assetRoutes.fetch(c.req.raw, c.env, c.executionCtx));
  app.route('/', offlineRoutes);
  app.route('/', clientReportRoutes);
  app.route('/files', fileRoutes);
  // The editors' pictures and their copies: files, before sessions and the page cache (worker/routes/blobstorage.ts).
  app.route('/', blobFileRoutes);
  app.use('/admin/*', adminAuth({ token: config.adminToken }));
  app.route('/admin', adminRoutes);
  app.route('/api', apiProxy);
  app.route('/', seoRoutes);
  app.route('/', feedRoutes);
  app.route('/', calendarRoutes);
  app.use('*', redirects());
  // The logged-in member, from the session cookie; such requests bypass the page cache and are answered no-store.
  app.use('*', session({ db: (env) => env.SITE_DB }));
  app.use('*', pageCache({ ...config.pageCache, donationUrl, turnstile: config.turnstile }));
  app.route('/', debugRoutes);
  app.route('/', headerGalleryRoutes);
  app.route('/', formGalleryRoutes);
  app.route('/', memoryTestPosts);
  app.route('/', newsletterForm);
  app.route('/', applicationForms);
  app.route('/', accountRoutes);
  app.route('/', carerTestRoutes);
  app.route('/', trainingRoutes);
  app.route('/', certificateRoutes);
  app.route('/', tipsRoutes);
  app.route('/', forumRoutes);
  app.route('/', blogRoutes);
  app.route('/', blobRoutes);
  app.route('/', expertRoutes);
  app.route('/', inboxRoutes);
  app.route('/_blokken', blockGalleryRoutes);
  app.route('/', pages);
  app.notFound(notFound);
  app.onError(onError);
  return app;
}
