/**
 * Raw content blocks for the demo pages, shaped as the CMS delivers
 * `field_page_content` items (the block schemas in shared/blocks/ parse them).
 * Images are the demo illustrations in R2 (images.ts).
 */
import { demoImage, type ImageSubject } from './images';
import { rich } from './helpers';

export type RawBlock = { type: string; id: string } & Record<string, unknown>;
export type BlockInput = { type: string } & Record<string, unknown>;

/** Gives the blocks of a node stable, unique ids. */
export function withIds(nodeId: number, blocks: BlockInput[]): RawBlock[] {
  return blocks.map((block, index) => ({ ...block, id: `blk-${nodeId}-${index + 1}` }));
}

export const image = (subject: ImageSubject) => demoImage(subject);
export { rich };

export const linkTo = (title: string, url: string) => ({ title, url });

/** The donate widget fields (spec section 3), shared by the donation block and the home banner. */
export function donateWidget(title: string, campaignCode: string, fullWidth = false) {
  return {
    field_title: title,
    field_label: 'Doneer nu',
    field_campaign_code: campaignCode,
    field_fullwidth: fullWidth,
    field_euro_sign: true,
    field_frequencies: [
      { field_frequency: 'eenmalig', field_amounts: [15, 30, 50] },
      { field_frequency: 'maandelijk', field_amounts: [5, 10, 20] },
      { field_frequency: 'jaarlijk', field_amounts: [50, 100, 200] },
    ],
  };
}
