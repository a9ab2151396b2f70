import type { Context } from 'hono';
import { PreviewForbiddenPage } from '../../shared/pages/not-found';
import { param, type RouteMatch } from '../../shared/routes';
import { nl } from '../../shared/texts/nl';
import { PreviewBanner } from '../../shared/ui/PreviewBanner';
import type { AppEnv } from '../env';
import type { PageRender } from '../render/render';
import { checkPreviewSignature } from '../security/preview-url';
import { cmsPage } from './cms-page';
import { loadLayout, siteTitle } from './layout';

const PRIVATE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };

/**
 * /preview/{entityType}/{entityId}/{revisionId}?exp&sig: an unpublished
 * revision for editors with a valid, unexpired signature; a Dutch 403 page
 * otherwise. Never cached, never indexed.
 */
export async function previewScreen(c: Context<AppEnv>, match: RouteMatch): Promise<PageRender | null> {
  const target = {
    entityType: param(match.params, 'entityType') ?? '',
    entityId: param(match.params, 'entityId') ?? '',
    revisionId: param(match.params, 'revisionId') ?? '',
  };
  const check = await checkPreviewSignature(
    c.env.PREVIEW_SECRET,
    target,
    param(match.params, 'exp'),
    param(match.params, 'sig'),
    Math.floor(Date.now() / 1000),
  );
  if (check !== 'ok') {
    console.warn(JSON.stringify({ event: 'preview-denied', reason: check, target }));
    return {
      status: 403,
      head: { title: siteTitle(nl.preview.forbiddenTitle), description: null, canonical: null, robots: 'noindex, nofollow' },
      layout: await loadLayout(c),
      body: <PreviewForbiddenPage />,
      headers: PRIVATE,
    };
  }
  const content = c.get('content');
  const node = await content.preview(target.entityType, target.entityId, target.revisionId);
  const page = await cmsPage(c, Promise.resolve(node), node ? content.previewBreadcrumb(node.path.alias) : Promise.resolve([]), match.params, {
    before: <PreviewBanner />,
    preview: true,
  });
  return page ? { ...page, headers: { ...page.headers, ...PRIVATE } } : null;
}
