import type { Context } from 'hono';
import { pageEntry } from '../../shared/analytics';
import type { Node } from '../../shared/contract';
import { toPageView, type PageView } from '../../shared/model/page';
import { pageKindFor } from '../../shared/pages/registry';
import type { PageEnv, ReadAloudConfig } from '../../shared/pages/types';
import { isShown, pageFacts } from '../../shared/pages/visibility';
import type { RouteParams } from '../../shared/routes';
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

/** A CMS page (home or any slug) through the page-kind registry. */
export async function cmsPage(c: Context<AppEnv>, nodePromise: Promise<Node | null>, path: string, params: RouteParams): Promise<PageRender | null> {
  const content = c.get('content');
  const [node, breadcrumbs, layout, cssRules] = await Promise.all([
    nodePromise,
    path === '/' ? Promise.resolve([]) : content.breadcrumb(path),
    loadLayout(c),
    content.cssRules().catch((error: unknown) => (console.error('style injection failed', error), [])),
  ]);
  if (!node) return null;
  const kind = pageKindFor(node.type);
  if (!kind) return null;
  const now = new Date();
  if (!isShown(kind, pageFacts(node), now)) return null;
  const page = toPageView(node, breadcrumbs, { debug: c.get('debug'), report: reportOnce });
  const loaded = kind.load ? await kind.load({ page, node, params, content, now }) : { data: undefined };
  if (!loaded) return null;

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
      robots: page.robots ?? 'index, follow',
      extras: {
        prev: absolute(loaded.prev),
        next: absolute(loaded.next),
        og: { type: kind.ogType ?? 'website', url: canonical, image: ogImage(node, page, base) },
        jsonLd: page.type === 'homepage' ? [organization(base)] : crumbs ? [crumbs] : [],
        css: injectedCss(cssRules, path, node.type),
        pageEntry: pageEntry('cms_page', node.type, node.id),
      },
    },
    layout: { ...layout, breadcrumbs, hideFooter: page.hideFooter, hideNewsletter: page.hideNewsletter },
    body: <kind.Component page={page} data={loaded.data} env={env} />,
  };
}
