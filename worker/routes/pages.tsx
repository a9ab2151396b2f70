import { Hono, type Context } from 'hono';
import { href, matchRoute } from '../../shared/routes';
import type { AppEnv } from '../env';
import { renderPage, type PageRender } from '../render/render';
import { loadScreen } from '../render/screen';
import { csrfToken } from '../security/csrf';
import { saveCookieSettings } from './cookie-settings';
import { SCREEN_TABLE } from './screens';

/** The loaded page for the request's URL, or null when nothing lives there. */
export async function loadPage(c: Context<AppEnv>): Promise<PageRender | null> {
  const url = new URL(c.req.url);
  const match = matchRoute(url.pathname, url.searchParams);
  const screen = match ? SCREEN_TABLE[match.route.screen] : null;
  return match && screen ? loadScreen(c, screen, match.params) : null;
}

export const pages = new Hono<AppEnv>();

pages.post(href('cookies'), saveCookieSettings);

pages.get('*', async (c) => {
  const page = await loadPage(c);
  if (!page) return c.notFound();
  return renderPage(page, c.get('nonce'), await csrfToken(c.env.FORM_SECRET, Math.floor(Date.now() / 1000)));
});
