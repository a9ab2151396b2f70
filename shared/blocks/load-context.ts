import type { LatestNewsItem, Node, RawBlock } from '../contract';
import type { BlockView } from './types';

/**
 * What blocks may ask for at request time, implemented by the worker over its
 * screen content calls (shared/pages/screen-blocks.ts) and by tests with plain objects.
 */
export interface BlockSource {
  /** Path of the page the blocks are on. */
  path: string;
  /** Today in the Netherlands (YYYY-MM-DD): activities that ended before it are left out. */
  today: string;
  /** Where the donate widget sends the visitor (DONATION_URL per environment). */
  donationUrl: string;
  /** The newest news (national and regional), optionally of one news category. */
  latestNews(categoryId: number | null): Promise<LatestNewsItem[]>;
  /** A published node by id, or null. */
  nodeById(id: number): Promise<Node | null>;
}

/** Handed to a block's `load`: the source, and a way to load blocks nested in it. */
export interface BlockLoadContext {
  source: BlockSource;
  /** How deep this block sits in nested blocks (0 on the page itself). */
  depth: number;
  /** Raw blocks nested in this one (a centralised block's content), parsed and loaded one level deeper. */
  nested(raw: readonly RawBlock[]): Promise<BlockView[]>;
  report(message: string): void;
}

/** Blocks nest at most this deep (spec section 9); deeper ones are left out. */
export const MAX_BLOCK_DEPTH = 4;
