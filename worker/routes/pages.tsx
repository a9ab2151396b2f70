import { Hono, type Context } from 'hono';
import type { Node } from '../../shared/contract';
import { isExpired, toPageView } from '../../shared/model/page';
import { pageKindFor } from '../../shared/pages/registry';
import { matchRoute, normalisePath, type RouteMatch, type Screen } from '../../shared/routes';
import type { AppEnv } from '../env';
import { renderPage, type PageRender } from '../render/render';
import { canonicalFor, loadLayout, siteTitle } from './layout';

type ScreenLoader = (c: Context<AppEnv>, match: RouteMatch) => Promise<PageRender | null>;

const reported = new Set<string>();
function reportOnce(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.warn(message);
}

/** A CMS page (home or any slug) through the page-kind registry. */
async function cmsPage(c: Context<AppEnv>, nodePromise: Promise<Node | null>, path: string): Promise<PageRender | null> {
  const content = c.get('content');
  const [node, breadcrumbs, layout] = await Promise.all([
    nodePromise,
    path === '/' ? Promise.resolve([]) : content.breadcrumb(path),
    loadLayout(c),
  ]);
  if (!node) return null;
  const kind = pageKindFor(node.type);
  if (!kind) return null;
  const page = toPageView(node, breadcrumbs, { debug: c.get('debug'), report: reportOnce });
  if (isExpired(page, new Date())) return null;
  return {
    head: {
      title: page.type === 'homepage' ? page.metaTitle : siteTitle(page.metaTitle),
      description: page.metaDescription,
      canonical: page.canonical ?? canonicalFor(c, page.url),
      robots: page.robots ?? 'index, follow',
    },
    layout: { ...layout, breadcrumbs, hideFooter: page.hideFooter },
    body: <kind.Component page={page} />,
  };
}

/**
 * Screens of the route table. Screens still null belong to later issues and
 * answer 404 until they land.
 */
const SCREENS: Record<Screen, ScreenLoader | null> = {
  home: (c) => cmsPage(c, c.get('content').homepage(), '/'),
  cms_page: (c, match) => {
    const path = normalisePath(new URL(c.req.url).pathname);
    return cmsPage(c, c.get('content').page(path), path);
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

/** The loaded page for the request's URL, or null when nothing lives there. */
export async function loadPage(c: Context<AppEnv>): Promise<PageRender | null> {
  const url = new URL(c.req.url);
  const match = matchRoute(url.pathname, url.searchParams);
  const loader = match ? SCREENS[match.route.screen] : null;
  return match && loader ? loader(c, match) : null;
}

export const pages = new Hono<AppEnv>();

pages.get('*', async (c) => {
  const page = await loadPage(c);
  if (!page) return c.notFound();
  return renderPage(page, c.get('nonce'));
});
