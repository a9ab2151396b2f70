/**
 * The CMS page screens (home, any slug, an editor's preview): node,
 * breadcrumbs and style rules load in parallel; then the blocks and the page
 * kind's own data, in parallel; then the page kind renders the view.
 */
import { pageEntry } from '../analytics';
import type { Node } from '../contract';
import type { Breadcrumb } from '../contract/navigation';
import type { ReadAloudConfig } from '../read-aloud';
import { normalisePath } from '../routes';
import { injectedCss } from '../style-injection';
import { PreviewBanner } from '../ui/PreviewBanner';
import { pageKindFor } from './registry';
import { absoluteUrl, type Loaded, type ScreenConfig, type ScreenContext, type ScreenModule } from './screen';
import { prepareBlocks } from './screen-blocks';
import type { PageEnv, PageKindLoad, PageKindModule } from './types';
import { toPageView, type PageView } from './page-view';
import { isShown, pageFacts } from './visibility';
import { loadedOnce, NO_SECOND_INPUT } from '../loaded-once';

export interface CmsPageData {
  page: PageView;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own data type
  kind: PageKindModule<any>;
  kindData: unknown;
  env: PageEnv;
  /** An editor's preview: the page carries the 'Voorbeeldweergave' banner. */
  preview: boolean;
}

/**
 * 'Lees voor': the browser's speech synthesis, unless an external read-aloud
 * service is configured; then a link to it with customer id, language nl_nl,
 * read id, read class and the page address (spec section 7).
 */
export function readAloudConfig(config: Pick<ScreenConfig, 'readAloudService'>, pageUrl: string): ReadAloudConfig {
  const service = config.readAloudService;
  if (!service) return { kind: 'speech' };
  const query = new URLSearchParams({ customerid: service.customerId, lang: 'nl_nl', readid: 'hoofdinhoud', readclass: 'an-page', url: pageUrl });
  return { kind: 'service', href: `${service.url}?${query}` };
}

/**
 * What every page kind gets besides its view: kept with a held node (loadedOnce),
 * so what is made of it (the page tools' props) can be kept too.
 */
function pageEnv(node: Node, canonical: string, config: Pick<ScreenConfig, 'readAloudService'>): PageEnv {
  const service = config.readAloudService;
  return loadedOnce(node, NO_SECOND_INPUT, `page env ${canonical} ${service ? `${service.url} ${service.customerId}` : 'speech'}`, () => ({ canonical, readAloud: readAloudConfig(config, canonical) }));
}

/** The image for link previews: the editor's choice, else the header image's widest crop. */
function ogImage(node: Node, page: PageView, base: string): string | null {
  const chosen = node.field_meta_tags?.og_image;
  const image = page.media?.image ?? null;
  const widest = image?.crops.filter((c) => c.family === 'wide' && c.format !== 'webp').sort((a, b) => b.width - a.width)[0];
  const url = chosen || widest?.url || image?.url;
  return url ? new URL(url, base + '/').toString() : null;
}

function CmsPageView({ data }: { data: CmsPageData }) {
  const { kind: Kind } = data;
  return (
    <>
      {data.preview ? <PreviewBanner /> : null}
      <Kind.Component page={data.page} data={data.kindData} env={data.env} />
    </>
  );
}

/**
 * A node through the page-kind registry. Null means "not found": no node, a
 * kind not built yet, or not shown now (previews show unpublished, expired
 * and out-of-date versions).
 */
export async function loadCmsPage(
  ctx: ScreenContext,
  nodePromise: Promise<Node | null>,
  breadcrumbPromise: Promise<Breadcrumb>,
  preview = false,
): Promise<Loaded<CmsPageData> | null> {
  const [node, breadcrumbs, cssRules] = await Promise.all([
    nodePromise,
    breadcrumbPromise,
    ctx.content.cssRules().catch((error: unknown) => (console.error('style injection failed', error), [])),
  ]);
  if (!node) return null;
  const kind = pageKindFor(node.type);
  if (!kind) return null;
  if (!preview && !isShown(kind, pageFacts(node), ctx.now)) return null;
  const view = toPageView(node, breadcrumbs);
  // Blocks that need data (latest news, referenced nodes) and the page kind's own data load together.
  const [blocks, own] = await Promise.all([
    prepareBlocks(node.field_page_content, ctx, view.url),
    kind.load
      ? kind.load({ page: view, node, params: ctx.params, content: ctx.content, now: ctx.now, url: ctx.url })
      : Promise.resolve<PageKindLoad<unknown>>({ data: undefined }),
  ]);
  if (!own) return null;
  const page = { ...view, blocks };
  const canonical = absoluteUrl(ctx.config, page.canonical ?? page.url);
  const home = page.type === 'homepage';
  const image = ogImage(node, page, ctx.config.siteBase);
  const article = own.article
    ? { headline: page.title, datePublished: own.article.datePublished, dateModified: page.modified, image, description: page.metaDescription, section: own.article.section }
    : undefined;
  return {
    data: { page, kind, kindData: own.data, env: pageEnv(node, canonical, ctx.config), preview },
    seo: {
      title: page.metaTitle,
      bare: home,
      description: page.metaDescription,
      canonical,
      robots: preview ? 'noindex, nofollow' : (own.robots ?? page.robots ?? 'index, follow'),
      og: { type: kind.ogType ?? 'website', image },
      structuredData: home
        ? ['organization']
        : article
          ? ['breadcrumbs', 'newsArticle']
          : own.jobPosting
            ? ['breadcrumbs', 'jobPosting']
            : own.event
              ? ['breadcrumbs', 'event']
              : own.place
                ? ['breadcrumbs', 'place']
                : ['breadcrumbs'],
      article,
      jobPosting: own.jobPosting,
      event: own.event,
      place: own.place,
      prev: own.prev,
      next: own.next,
      page: own.page,
      css: injectedCss(cssRules, page.url, node.type),
      pageEntry: pageEntry('cms_page', node.type, node.id),
    },
    chrome: { breadcrumbs, hideFooter: page.hideFooter, hideNewsletter: page.hideNewsletter },
  };
}

/** `/`: the home page, from the homepage endpoint. */
export const homeScreen: ScreenModule<CmsPageData> = {
  load: (ctx) => loadCmsPage(ctx, ctx.content.homepage(), Promise.resolve([])),
  View: CmsPageView,
};

/** The catch-all: any other path is fetched from the CMS by its alias. */
export const cmsPageScreen: ScreenModule<CmsPageData> = {
  load: (ctx) => {
    const path = normalisePath(ctx.url.pathname);
    return loadCmsPage(ctx, ctx.content.page(path), ctx.content.breadcrumb(path));
  },
  View: CmsPageView,
};

export { CmsPageView };
