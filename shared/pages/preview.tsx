import { param } from '../routes';
import { nl } from '../texts/nl';
import { CmsPageView, loadCmsPage, type CmsPageData } from './cms-page';
import { PreviewForbiddenPage } from './not-found';
import type { ScreenModule } from './screen';

/** Previews are never cached and never indexed. */
const PRIVATE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };

type PreviewData = { denied: true } | ({ denied: false } & CmsPageData);

function PreviewView({ data }: { data: PreviewData }) {
  return data.denied ? <PreviewForbiddenPage /> : <CmsPageView data={data} />;
}

/**
 * /preview/{entityType}/{entityId}/{revisionId}?exp&sig: an unpublished
 * revision for editors with a valid, unexpired signature; a Dutch 403 page
 * otherwise.
 */
export const previewScreen: ScreenModule<PreviewData> = {
  async load(ctx) {
    const target = {
      entityType: param(ctx.params, 'entityType') ?? '',
      entityId: param(ctx.params, 'entityId') ?? '',
      revisionId: param(ctx.params, 'revisionId') ?? '',
    };
    const check = await ctx.verifyPreview(target, param(ctx.params, 'exp'), param(ctx.params, 'sig'));
    if (check !== 'ok') {
      console.warn(JSON.stringify({ event: 'preview-denied', reason: check, target }));
      return {
        status: 403,
        data: { denied: true },
        seo: { title: nl.preview.forbiddenTitle, canonical: null, robots: 'noindex, nofollow' },
        headers: PRIVATE,
      };
    }
    const node = await ctx.content.preview(target.entityType, target.entityId, target.revisionId);
    const page = await loadCmsPage(ctx, Promise.resolve(node), node ? ctx.content.previewBreadcrumb(node.path.alias) : Promise.resolve([]), true);
    return page ? { ...page, data: { denied: false, ...page.data }, headers: { ...page.headers, ...PRIVATE } } : null;
  },
  View: PreviewView,
};
