import { Hono } from 'hono';
import { FormGalleryPage } from '../../shared/pages/form-gallery';
import { nl } from '../../shared/texts/nl';
import type { AppEnv } from '../env';
import { pageFormToken } from '../forms/token';
import { renderPage } from '../render/render';
import { loadLayout, siteTitle } from './layout';

/** The form kit's gallery, only where ENVIRONMENT is 'development' (404 everywhere else). */
export const formGalleryRoutes = new Hono<AppEnv>();

formGalleryRoutes.get('/_formulieren', async (c) => {
  if (c.env.ENVIRONMENT !== 'development') return c.notFound();
  return renderPage(
    {
      head: { title: siteTitle(nl.formGallery.title), description: null, canonical: null, robots: 'noindex, nofollow' },
      layout: await loadLayout(c),
      body: <FormGalleryPage />,
      headers: { 'cache-control': 'no-store' },
    },
    c.get('nonce'),
    await pageFormToken(c.env),
  );
});
