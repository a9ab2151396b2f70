/** The content calls for pages and the chrome: nodes, previews, menus, taxonomies, redirects, site-wide lists. */
import { DEFAULT_HELPLINE_HOURS, HelplineHoursSchema, type HelplineHours } from '../../../shared/contract/helpline';
import {
  BreadcrumbSchema,
  ChildPageListSchema,
  CssRuleListSchema,
  FooterMenuSchema,
  MemoryTestSchema,
  MenuSchema,
  NodePathSchema,
  NodeSchema,
  PartnerListSchema,
  RedirectSchema,
  SitemapSchema,
  SlideInListSchema,
  TermListSchema,
  type FooterItem,
  type MenuItem,
  type Node,
  type Redirect,
  type SitemapEntry,
  type SlideIn,
} from '../../../shared/contract';
import type { ContentReader } from '../../../shared/pages/screen';
import { byWeight, sortedOnce, sortFooter, sortMenu } from '../menus';
import { sanitizeRichText } from '../sanitize';
import type { ReadOptions } from '../source';
import { API, encodePath, TTL, type AreaContext } from './common';

/**
 * The page calls the screens' ContentReader declares (shared/pages/screen.ts,
 * where their signatures live), and the chrome and routes' calls only the worker makes.
 */
export interface PagesApi
  extends Pick<
    ContentReader,
    'homepage' | 'page' | 'breadcrumb' | 'nodePath' | 'taxonomy' | 'preview' | 'previewBreadcrumb' | 'memoryTest' | 'nodeById' | 'children' | 'businessPartners' | 'cssRules'
  > {
  mainMenu(): Promise<MenuItem[]>;
  footerMenu(): Promise<FooterItem[]>;
  redirect(pathWithQuery: string): Promise<Redirect | null>;
  /** Every slide-in as the CMS has it; filtering is the caller's (shared/slide-in.ts). */
  slideIns(): Promise<SlideIn[]>;
  /** The Dementietelefoon's opening hours (contract extension `/api/drupal/api/helpline`); the spec's daily 9:00-23:00 when the CMS has none. */
  helplineHours(): Promise<HelplineHours>;
  /** Every published page, for /sitemap.xml (origin extension). */
  sitemap(): Promise<SitemapEntry[]>;
}

export function pagesApi({ read, contentSource, api, options }: AreaContext): PagesApi {
  // Rich text is sanitised once per upstream answer, before caching: internal
  // node links resolve through node-path, links follow the site's link rules.
  const node: ReadOptions<Node> = {
    schema: NodeSchema,
    ttl: TTL.page,
    notFoundIsNull: true,
    transform: (value) =>
      sanitizeRichText(value, {
        resolveNode: (id) => api.nodePath(`node/${id}`),
        currentPath: value.path.alias || '/',
        siteHost: options.siteHost ?? null,
      }),
  };
  return {
    homepage: () => read(`${API}/homepage`, node),
    page: (alias) => read(`${API}${encodePath(alias)}`, node),
    mainMenu: async () => sortedOnce((await read(`${API}/menu_items/main`, { schema: MenuSchema, ttl: TTL.navigation })) ?? [], sortMenu),
    footerMenu: async () =>
      sortedOnce((await read(`${API}/menu_items/footer`, { schema: FooterMenuSchema, ttl: TTL.navigation })) ?? [], sortFooter),
    breadcrumb: async (alias) =>
      (await read(`${API}/breadcrumb?path=${encodeURIComponent(alias)}`, {
        schema: BreadcrumbSchema,
        ttl: TTL.page,
        notFoundIsNull: true,
      })) ?? [],
    nodePath: async (path) => {
      const bare = path.replace(/^\/+/, '');
      if (bare === '') return '/';
      const answer = await read(`${API}/node-path?path=${encodeURIComponent(bare)}`, {
        schema: NodePathSchema,
        ttl: TTL.page,
        notFoundIsNull: true,
      });
      return answer?.path || '/';
    },
    taxonomy: async (vocabulary) =>
      sortedOnce((await read(`${API}/taxonomies/${vocabulary}`, { schema: TermListSchema, ttl: TTL.taxonomy, notFoundIsNull: true })) ?? [], byWeight),
    preview: (entityType, entityId, revisionId) =>
      contentSource.fetchFresh(`${API}/preview/${entityType}/${entityId}/${revisionId}`, node),
    previewBreadcrumb: async (alias) =>
      (await contentSource.fetchFresh(`${API}/preview-breadcrumb?path=${encodeURIComponent(alias)}`, {
        schema: BreadcrumbSchema,
        ttl: 0,
        notFoundIsNull: true,
      })) ?? [],
    children: async (parentId, page, pageSize) =>
      (await read(`${API}/children?parent=${parentId}&page=${page}&pageSize=${pageSize}`, {
        schema: ChildPageListSchema,
        ttl: TTL.page,
        notFoundIsNull: true,
      })) ?? { total: 0, items: [] },
    businessPartners: async () =>
      (await read(`${API}/all-bedrijfsvriend`, { schema: PartnerListSchema, ttl: TTL.page, notFoundIsNull: true })) ?? [],
    slideIns: async () =>
      (await read(`${API}/slideins`, { schema: SlideInListSchema, ttl: TTL.navigation, notFoundIsNull: true })) ?? [],
    cssRules: async () =>
      (await read(`${API}/asset-injector/css`, { schema: CssRuleListSchema, ttl: TTL.navigation, notFoundIsNull: true })) ?? [],
    helplineHours: async () =>
      (await read(`${API}/helpline`, { schema: HelplineHoursSchema, ttl: TTL.navigation, notFoundIsNull: true })) ?? DEFAULT_HELPLINE_HOURS,
    sitemap: async () => (await read(`${API}/sitemap`, { schema: SitemapSchema, ttl: TTL.page, notFoundIsNull: true })) ?? [],
    redirect: (pathWithQuery) =>
      read(`/api/v1/redirect/from?path=${encodeURIComponent(pathWithQuery)}`, {
        schema: RedirectSchema,
        ttl: TTL.redirect,
        notFoundIsNull: true,
      }),
    memoryTest: (kind) =>
      read(`${API}/memory-test/${kind}`, {
        schema: MemoryTestSchema,
        ttl: TTL.page,
        notFoundIsNull: true,
        transform: sanitizeRichText,
      }),
    nodeById: async (id) => {
      const alias = await api.nodePath(`node/${id}`);
      if (alias === '/') return null;
      const found = await api.page(alias);
      return found && found.id === id && found.status ? found : null;
    },
  };
}
