/**
 * Blocks on every screen go the same way: parsed (the registry's schemas),
 * then loaded (a block that needs data gets it: latest news, activities,
 * referenced nodes), then rendered by the view. A screen never renders raw
 * blocks.
 */
import { loadBlocks } from '../blocks/load';
import type { BlockSource } from '../blocks/load-context';
import { toBlockViews, type BlockContext } from '../blocks/registry';
import type { BlockView } from '../blocks/types';
import type { RawBlock } from '../contract';
import { isoDay } from '../format/date';
import type { ScreenContext } from './screen';

/** What blocks on the page at `path` may load, over the screen's content calls. */
export function blockSourceFor(ctx: ScreenContext, path: string): BlockSource {
  return {
    path,
    today: isoDay(ctx.now.toISOString()),
    donationUrl: ctx.config.donationUrl,
    latestNews: (categoryId) => ctx.content.latestNews(categoryId),
    nodeById: (id) => ctx.content.nodeById(id),
  };
}

export function blockContextOf(ctx: Pick<ScreenContext, 'debug' | 'report'>): BlockContext {
  return { debug: ctx.debug, report: ctx.report };
}

/** Raw blocks of a page at `path`, parsed and loaded, ready for `<Blocks>`. */
export function prepareBlocks(raw: readonly RawBlock[], ctx: ScreenContext, path: string): Promise<BlockView[]> {
  const blockCtx = blockContextOf(ctx);
  return loadBlocks(toBlockViews(raw, blockCtx), blockSourceFor(ctx, path), blockCtx);
}
