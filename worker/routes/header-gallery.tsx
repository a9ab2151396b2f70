import { Hono } from 'hono';
import { headerGalleryScreen } from '../../shared/pages/header-gallery';
import type { AppEnv } from '../env';
import { renderPage } from '../render/render';
import { loadScreen } from '../render/screen';

/** Development-only pages (ENVIRONMENT = development): the header variants with their examples. */
export const headerGalleryRoutes = new Hono<AppEnv>();

headerGalleryRoutes.get('/_koppen', async (c) => {
  if (c.env.ENVIRONMENT !== 'development') return c.notFound();
  const page = await loadScreen(c, headerGalleryScreen);
  return page ? renderPage(page, c.get('nonce')) : c.notFound();
});
