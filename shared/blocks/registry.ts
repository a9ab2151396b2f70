import * as v from 'valibot';
import type { RawBlock } from '../contract/page';
import { nl } from '../texts/nl';
import { htmlBlock } from './html';
import { textWithTitleBlock } from './text-with-title';
import { BLOCK_KINDS, type BlockKind, type BlockModule, type BlockView } from './types';

/**
 * The block registry: one line per block kind. Kinds still null are known to
 * the spec but not built yet; they behave like unknown kinds.
 */
export const BLOCKS: Record<BlockKind, BlockModule | null> = {
  expandable: null,
  centralised_block: null,
  grid_with_image: null,
  home_grid_image: null,
  home_link_grid: null,
  html: htmlBlock,
  text_with_title: textWithTitleBlock,
  internal_link: null,
  link_list: null,
  link_with_image: null,
  quote: null,
  newsletter_form: null,
  text_with_image: null,
  two_column_text: null,
  follow_us: null,
  news_block: null,
  collection_form: null,
  impact: null,
  media: null,
  home_banner: null,
  pillars: null,
  help_in_the_neighbourhood: null,
  donation: null,
  call_to_action: null,
  iframe: null,
  frame_box: null,
  breaker: null,
  activity_block: null,
  spotler_form: null,
  video: null,
};

const isBlockKind = (kind: string): kind is BlockKind => (BLOCK_KINDS as readonly string[]).includes(kind);

export interface BlockContext {
  debug: boolean;
  /** Called once per unknown kind or unreadable block, for the log. */
  report: (message: string) => void;
}

/**
 * Raw CMS blocks to renderable views. An unknown (or not yet built) kind renders
 * nothing, or 'No transformer implemented for: {kind}' in debug mode; a block
 * whose payload does not parse is left out and reported.
 */
export function toBlockViews(raw: readonly RawBlock[], ctx: BlockContext): BlockView[] {
  const views: BlockView[] = [];
  const reported = new Set<string>();
  raw.forEach((block, index) => {
    const key = `${block.type}-${block.id}-${index}`;
    const module = isBlockKind(block.type) ? BLOCKS[block.type] : null;
    if (!module) {
      const message = nl.debug.noTransformer(block.type);
      if (!reported.has(block.type)) ctx.report(message);
      reported.add(block.type);
      if (ctx.debug) views.push({ kind: 'debug', key, props: { message } });
      return;
    }
    const parsed = v.safeParse(module.schema, block);
    if (!parsed.success) {
      ctx.report(`block ${block.type} ${block.id} does not match its schema: ${parsed.issues[0]?.message ?? ''}`);
      return;
    }
    views.push({ kind: block.type as BlockKind, key, props: parsed.output });
  });
  return views;
}
