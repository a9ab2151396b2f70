import type * as v from 'valibot';
import type { ComponentType } from 'react';
import type { BlockLoadContext } from './load-context';

/** Every block kind of spec section 2 "Content blocks", as the CMS names them. */
export const BLOCK_KINDS = [
  'expandable',
  'centralised_block',
  'grid_with_image',
  'home_grid_image',
  'home_link_grid',
  'html',
  'text_with_title',
  'internal_link',
  'link_list',
  'link_with_image',
  'quote',
  'newsletter_form',
  'text_with_image',
  'two_column_text',
  'follow_us',
  'news_block',
  'collection_form',
  'impact',
  'media',
  'home_banner',
  'pillars',
  'help_in_the_neighbourhood',
  'donation',
  'call_to_action',
  'iframe',
  'frame_box',
  'breaker',
  'activity_block',
  'spotler_form',
  'video',
] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** A block kind: how to read its CMS payload, and how to show it. */
export interface BlockModule<P = any> {
  schema: v.GenericSchema<unknown, P>;
  Component: ComponentType<P>;
  /**
   * Request-time data (latest news, a referenced node, configuration), run by
   * the page loader before rendering. Null leaves the block out.
   */
  load?: (props: P, ctx: BlockLoadContext) => Promise<P | null>;
}

/** A block ready to render: its kind, a stable key and its parsed props. */
export type BlockView =
  | { kind: BlockKind; key: string; props: unknown }
  | { kind: 'debug'; key: string; props: { message: string } };

/** A named example payload of a block kind, for the gallery and the tests. */
export interface BlockExample {
  name: string;
  /** The raw CMS payload (type, id and the block's fields). */
  block: { type: BlockKind; id: string } & Record<string, unknown>;
}
