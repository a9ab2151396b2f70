import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { loadBlocks } from '../../shared/blocks/load';
import type { Node } from '../../shared/contract';
import type { Breadcrumb } from '../../shared/contract/navigation';
import { isExpired, toPageView } from '../../shared/model/page';
import { pageKindFor } from '../../shared/pages/registry';
import { blockSource } from '../content/block-source';
import type { AppEnv } from '../env';
import type { PageRender } from '../render/render';
import { canonicalFor, loadLayout, siteTitle } from './layout';

const reported = new Set<string>();
function reportOnce(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.warn(message);
}

export interface CmsPageOptions {
  /** Shown above the page (the preview banner). */
  before?: ReactNode;
  /** Editors' previews show unpublished and expired versions, and are never indexed. */
  preview?: boolean;
}

/**
 * A CMS page through the page-kind registry: node, breadcrumbs and menus are
 * loaded in parallel, then the derived view is rendered by the page kind.
 * Null means "not found" (no node, a kind not built yet, or expired).
 */
export async function cmsPage(
  c: Context<AppEnv>,
  nodePromise: Promise<Node | null>,
  breadcrumbPromise: Promise<Breadcrumb>,
  options: CmsPageOptions = {},
): Promise<PageRender | null> {
  const [node, breadcrumbs, layout] = await Promise.all([nodePromise, breadcrumbPromise, loadLayout(c)]);
  if (!node) return null;
  const kind = pageKindFor(node.type);
  if (!kind) return null;
  const blockContext = { debug: c.get('debug'), report: reportOnce };
  const view = toPageView(node, breadcrumbs, blockContext);
  if (!options.preview && isExpired(view, new Date())) return null;
  // Blocks that need data (latest news, referenced nodes, configuration) load it now, in parallel.
  const page = { ...view, blocks: await loadBlocks(view.blocks, blockSource(c, view.url), blockContext) };
  return {
    head: {
      title: page.type === 'homepage' ? page.metaTitle : siteTitle(page.metaTitle),
      description: page.metaDescription,
      canonical: page.canonical ?? canonicalFor(c, page.url),
      robots: options.preview ? 'noindex, nofollow' : (page.robots ?? 'index, follow'),
    },
    layout: { ...layout, breadcrumbs, hideFooter: page.hideFooter },
    body: (
      <>
        {options.before}
        <kind.Component page={page} />
      </>
    ),
  };
}
