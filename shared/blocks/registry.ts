import { deepFreeze } from '../deep-freeze';
import { newsletterFormBlock } from './newsletter-form';
import * as v from 'valibot';
import type { RawBlock } from '../contract/page';
import { nl } from '../texts/nl';
import { activityBlock } from './activity-block';
import { breakerBlock } from './breaker';
import { callToActionBlock } from './call-to-action';
import { centralisedBlock } from './centralised-block';
import { collectionFormBlock } from './collection-form';
import { donationBlock } from './donation';
import { expandableBlock } from './expandable';
import { followUsBlock } from './follow-us';
import { frameBoxBlock } from './frame-box';
import { gridWithImageBlock } from './grid-with-image';
import { helpInTheNeighbourhoodBlock } from './help-in-the-neighbourhood';
import { homeBannerBlock } from './home-banner';
import { homeGridImageBlock } from './home-grid-image';
import { homeLinkGridBlock } from './home-link-grid';
import { htmlBlock } from './html';
import { iframeBlock } from './iframe';
import { impactBlock } from './impact';
import { internalLinkBlock } from './internal-link';
import { linkListBlock } from './link-list';
import { linkWithImageBlock } from './link-with-image';
import { mediaBlock } from './media';
import { newsBlock } from './news-block';
import { pillarsBlock } from './pillars';
import { quoteBlock } from './quote';
import { spotlerFormBlock } from './spotler-form';
import { textWithImageBlock } from './text-with-image';
import { textWithTitleBlock } from './text-with-title';
import { twoColumnTextBlock } from './two-column-text';
import { videoBlock } from './video';
import { BLOCK_KINDS, type BlockKind, type BlockModule, type BlockView } from './types';

/**
 * The block registry: one line per block kind. A kind still null is known to
 * the spec but built elsewhere; it behaves like an unknown kind.
 */
export const BLOCKS: Record<BlockKind, BlockModule | null> = {
  expandable: expandableBlock,
  centralised_block: centralisedBlock,
  grid_with_image: gridWithImageBlock,
  home_grid_image: homeGridImageBlock,
  home_link_grid: homeLinkGridBlock,
  html: htmlBlock,
  text_with_title: textWithTitleBlock,
  internal_link: internalLinkBlock,
  link_list: linkListBlock,
  link_with_image: linkWithImageBlock,
  quote: quoteBlock,
  newsletter_form: newsletterFormBlock,
  text_with_image: textWithImageBlock,
  two_column_text: twoColumnTextBlock,
  follow_us: followUsBlock,
  news_block: newsBlock,
  collection_form: collectionFormBlock,
  impact: impactBlock,
  media: mediaBlock,
  home_banner: homeBannerBlock,
  pillars: pillarsBlock,
  help_in_the_neighbourhood: helpInTheNeighbourhoodBlock,
  donation: donationBlock,
  call_to_action: callToActionBlock,
  iframe: iframeBlock,
  frame_box: frameBoxBlock,
  breaker: breakerBlock,
  activity_block: activityBlock,
  spotler_form: spotlerFormBlock,
  video: videoBlock,
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
type Parsed = v.SafeParseResult<v.GenericSchema>;

/**
 * Parse results of blocks the isolate holds (frozen CMS answers, shared by
 * every request: worker/cache/memory-copy.ts), by the block object. The same
 * held block parses to the same result every time (the block schemas are pure
 * functions of the block), so it is parsed once per held answer instead of
 * per render (valibot was about a tenth of a KV-warm render by profile). The
 * result is frozen like the answer it came from; an answer that is not frozen
 * (a fresh upstream read, a preview) is parsed every time, as before.
 */
const parsedBlocks = new WeakMap<object, Parsed>();

function parsedBlock(schema: v.GenericSchema, block: RawBlock): Parsed {
  if (!Object.isFrozen(block)) return v.safeParse(schema, block);
  let parsed = parsedBlocks.get(block);
  if (!parsed) {
    parsed = deepFreeze(v.safeParse(schema, block));
    parsedBlocks.set(block, parsed);
  }
  return parsed;
}

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
    const parsed = parsedBlock(module.schema, block);
    if (!parsed.success) {
      ctx.report(`block ${block.type} ${block.id} does not match its schema: ${parsed.issues[0]?.message ?? ''}`);
      return;
    }
    views.push({ kind: block.type as BlockKind, key, props: parsed.output });
  });
  return views;
}
