import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { pageEntry } from '../../shared/analytics';
import { loadBlocks } from '../../shared/blocks/load';
import type { Node } from '../../shared/contract';
import type { Breadcrumb } from '../../shared/contract/navigation';
import { toPageView, type PageView } from '../../shared/pages/page-view';
import { pageKindFor } from '../../shared/pages/registry';
import type { PageEnv, PageKindLoad } from '../../shared/pages/types';
import type { ReadAloudConfig } from '../../shared/read-aloud';
import { isShown, pageFacts } from '../../shared/pages/visibility';
import type { RouteParams } from '../../shared/routes';
import { blockSource } from '../content/block-source';
import { injectedCss } from '../content/style-injection';
import type { AppEnv } from '../env';
import type { PageRender } from '../render/render';
import { breadcrumbList, organization } from '../render/structured-data';
import { canonicalFor, loadLayout, siteBase, siteTitle } from './layout';

const reported = new Set<string>();
function reportOnce(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.warn(message);
}

/**
 * 'Lees voor': the browser's speech synthesis, unless an external read-aloud
 * service is configured (READ_ALOUD_SERVICE_URL and READ_ALOUD_CUSTOMER_ID);
 * then a link to it with customer id, language nl_nl, read id, read class and
 * the page address (spec section 7).
 */
export function readAloudConfig(env: AppEnv['Bindings'], pageUrl: string): ReadAloudConfig {
  const service = env.READ_ALOUD_SERVICE_URL;
  const customer = env.READ_ALOUD_CUSTOMER_ID;
  if (!service || !customer) return { kind: 'speech' };
  const query = new URLSearchParams({ customerid: customer, lang: 'nl_nl', readid: 'hoofdinhoud', readclass: 'an-page', url: pageUrl });
  return { kind: 'service', href: `${service}?${query}` };
}

/** The image for link previews: the editor's choice, else the header image's widest crop. */
function ogImage(node: Node, page: PageView, base: string): string | null {
  const chosen = node.field_meta_tags?.og_image;
  const image = page.media?.image ?? null;
  const widest = image?.crops.filter((c) => c.family === 'wide' && c.format !== 'webp').sort((a, b) => b.width - a.width)[0];
  const url = chosen || widest?.url || image?.url;
  return url ? new URL(url, base + '/').toString() : null;
}

export interface CmsPageOptions {
  /** Shown above the page (the preview banner). */
  before?: ReactNode;
  /** Editors' previews show unpublished, expired and out-of-date versions, and are never indexed. */
  preview?: boolean;
}

/**
 * A CMS page (home, any slug, a preview) through the page-kind registry: node,
 * breadcrumbs, menus and style rules load in parallel; then the blocks' and the
 * page kind's own data, in parallel; then the page kind renders the view.
 * Null means "not found" (no node, a kind not built yet, not shown now).
 */
export async function cmsPage(
  c: Context<AppEnv>,
  nodePromise: Promise<Node | null>,
  breadcrumbPromise: Promise<Breadcrumb>,
  params: RouteParams,
  options: CmsPageOptions = {},
): Promise<PageRender | null> {
  const content = c.get('content');
  const [node, breadcrumbs, layout, cssRules] = await Promise.all([
    nodePromise,
    breadcrumbPromise,
    loadLayout(c),
    content.cssRules().catch((error: unknown) => (console.error('style injection failed', error), [])),
  ]);
  if (!node) return null;
  const kind = pageKindFor(node.type);
  if (!kind) return null;
  const now = new Date();
  if (!options.preview && !isShown(kind, pageFacts(node), now)) return null;
  const blockContext = { debug: c.get('debug'), report: reportOnce };
  const view = toPageView(node, breadcrumbs, blockContext);
  // Blocks that need data (latest news, referenced nodes) and the page kind's own data load together.
  const [blocks, loaded] = await Promise.all([
    loadBlocks(view.blocks, blockSource(c, view.url), blockContext),
    kind.load ? kind.load({ page: view, node, params, content, now }) : Promise.resolve<PageKindLoad<unknown>>({ data: undefined }),
  ]);
  if (!loaded) return null;
  const page = { ...view, blocks };

  const base = siteBase(c);
  const canonical = page.canonical ?? canonicalFor(c, page.url);
  const env: PageEnv = { canonical, readAloud: readAloudConfig(c.env, canonical) };
  const absolute = (href: string | null | undefined) => (href ? new URL(href, base + '/').toString() : null);
  const crumbs = breadcrumbList(breadcrumbs, base);
  return {
    head: {
      title: page.type === 'homepage' ? page.metaTitle : siteTitle(page.metaTitle),
      description: page.metaDescription,
      canonical,
      robots: options.preview ? 'noindex, nofollow' : (page.robots ?? 'index, follow'),
      extras: {
        prev: absolute(loaded.prev),
        next: absolute(loaded.next),
        og: { type: kind.ogType ?? 'website', url: canonical, image: ogImage(node, page, base) },
        jsonLd: page.type === 'homepage' ? [organization(base)] : crumbs ? [crumbs] : [],
        css: injectedCss(cssRules, page.url, node.type),
        pageEntry: pageEntry('cms_page', node.type, node.id),
      },
    },
    layout: { ...layout, breadcrumbs, hideFooter: page.hideFooter, hideNewsletter: page.hideNewsletter },
    body: (
      <>
        {options.before}
        <kind.Component page={page} data={loaded.data} env={env} />
      </>
    ),
  };
}
