import type { RawBlock } from '../contract';
import { BLOCKS, toBlockViews, type BlockContext } from './registry';
import { MAX_BLOCK_DEPTH, type BlockSource } from './load-context';
import type { BlockKind, BlockView } from './types';

/**
 * Runs the `load` step of every block that has one (in parallel), replacing
 * its props, leaving out blocks that load nothing. A block whose data cannot
 * be loaded is left out and reported: one failing call never fails the page.
 */
export async function loadBlocks(views: readonly BlockView[], source: BlockSource, ctx: BlockContext, depth = 0): Promise<BlockView[]> {
  const nested = async (raw: readonly RawBlock[]): Promise<BlockView[]> => {
    if (depth + 1 >= MAX_BLOCK_DEPTH) {
      ctx.report(`nested blocks deeper than ${MAX_BLOCK_DEPTH} left out`);
      return [];
    }
    return loadBlocks(toBlockViews(raw, ctx), source, ctx, depth + 1);
  };
  const loaded = await Promise.all(
    views.map(async (view): Promise<BlockView | null> => {
      if (view.kind === 'debug') return view;
      const module = BLOCKS[view.kind as BlockKind];
      if (!module?.load) return view;
      try {
        const props = await module.load(view.props, { source, depth, nested, report: ctx.report });
        return props === null ? null : { ...view, props };
      } catch (error) {
        ctx.report(`block ${view.kind} ${view.key} could not load its data: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }
    }),
  );
  return loaded.filter((v): v is BlockView => v !== null);
}
