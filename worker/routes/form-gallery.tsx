import { Hono } from 'hono';
import { formGalleryScreen } from '../../shared/pages/form-gallery';
import type { AppEnv } from '../env';
import { pageFormToken } from '../forms/token';
import { renderPage } from '../render/render';
import { loadScreen } from '../render/screen';

/** The form kit's gallery, only where ENVIRONMENT is 'development' (404 everywhere else). */
export const formGalleryRoutes = new Hono<AppEnv>();

formGalleryRoutes.get('/_formulieren', async (c) => {
  if (c.env.ENVIRONMENT !== 'development') return c.notFound();
  const page = await loadScreen(c, formGalleryScreen);
  return page ? renderPage(page, c.get('nonce'), await pageFormToken(c.env)) : c.notFound();
});
