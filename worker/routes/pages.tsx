import { Hono, type Context } from 'hono';
import { href, matchRoute, normalisePath, type RouteMatch, type ScreenName } from '../../shared/routes';
import type { AppEnv } from '../env';
import { renderPage, type PageRender } from '../render/render';
import { csrfToken } from '../security/csrf';
import { cmsPage } from './cms-page';
import { cookiesScreen, saveCookieSettings } from './cookies';
import { previewScreen } from './preview';
import { memoryTestEntryScreen, memoryTestResultScreen, memoryTestStepScreen } from './memory-test/screens';

type ScreenLoader = (c: Context<AppEnv>, match: RouteMatch) => Promise<PageRender | null>;

/**
 * Screens of the route table. Screens still null belong to later issues and
 * answer 404 until they land.
 */
const SCREEN_LOADERS: Record<ScreenName, ScreenLoader | null> = {
  home: (c, match) => cmsPage(c, c.get('content').homepage(), Promise.resolve([]), match.params),
  cms_page: (c, match) => {
    const path = normalisePath(new URL(c.req.url).pathname);
    return cmsPage(c, c.get('content').page(path), c.get('content').breadcrumb(path), match.params);
  },
  cookies: (c) => cookiesScreen(c),
  search: null,
  preview: previewScreen,
  region_overview: null,
  location_overview: null,
  news_overview: null,
  region_news_overview: null,
  vacancy_apply_regional: null,
  vacancy_apply_national: null,
  vacancy_apply_contact_request: null,
  vacancy_apply_corporate: null,
  vacancy_thanks: null,
  corporate_vacancy_thanks: null,
  memory_test: memoryTestEntryScreen,
  memory_test_self: memoryTestStepScreen('forMyself'),
  memory_test_other: memoryTestStepScreen('forOthers'),
  memory_test_result_self: memoryTestResultScreen('forMyself'),
  memory_test_result_other: memoryTestResultScreen('forOthers'),
};

/** The loaded page for the request's URL, or null when nothing lives there. */
export async function loadPage(c: Context<AppEnv>): Promise<PageRender | null> {
  const url = new URL(c.req.url);
  const match = matchRoute(url.pathname, url.searchParams);
  const loader = match ? SCREEN_LOADERS[match.route.screen] : null;
  return match && loader ? loader(c, match) : null;
}

export const pages = new Hono<AppEnv>();

pages.post(href('cookies'), saveCookieSettings);

pages.get('*', async (c) => {
  const page = await loadPage(c);
  if (!page) return c.notFound();
  return renderPage(page, c.get('nonce'), await csrfToken(c.env.FORM_SECRET, Math.floor(Date.now() / 1000)));
});
