import { Hono, type Context } from 'hono';
import { matchRoute, normalisePath, type RouteMatch, type Screen } from '../../shared/routes';
import type { AppEnv } from '../env';
import { renderPage, type PageRender } from '../render/render';
import { cmsPage } from './cms-page';

type ScreenLoader = (c: Context<AppEnv>, match: RouteMatch) => Promise<PageRender | null>;

/**
 * Screens of the route table. Screens still null belong to later issues and
 * answer 404 until they land.
 */
const SCREENS: Record<Screen, ScreenLoader | null> = {
  home: (c, match) => cmsPage(c, c.get('content').homepage(), '/', match.params),
  cms_page: (c, match) => {
    const path = normalisePath(new URL(c.req.url).pathname);
    return cmsPage(c, c.get('content').page(path), path, match.params);
  },
  cookies: null,
  search: null,
  preview: null,
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
  memory_test: null,
  memory_test_self: null,
  memory_test_other: null,
  memory_test_result_self: null,
  memory_test_result_other: null,
};

export const pages = new Hono<AppEnv>();

pages.get('*', async (c) => {
  const url = new URL(c.req.url);
  const match = matchRoute(url.pathname, url.searchParams);
  const loader = match ? SCREENS[match.route.screen] : null;
  const page = match && loader ? await loader(c, match) : null;
  if (!page) return c.notFound();
  return renderPage(page, c.get('nonce'));
});
