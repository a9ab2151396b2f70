import { createContext } from 'react';

/**
 * The `sizes` of every image, from the layout it sits in, so the browser picks
 * a rendition as wide as the image really is (a blurry large tile or a wasted
 * download otherwise). tests/e2e/image-sizes.spec.ts compares each image's
 * rendered width with what its `sizes` promises, at 375 and 1280 px.
 *
 * Columns (shared/styles): the page container is min(100vw, 1200px) with 16 px
 * padding each side ('wide', also where wide blocks break out to); the text
 * column is at most 768 px ('text'); on the home page the other blocks span the
 * whole viewport ('page').
 */
export type BlockColumn = 'text' | 'wide' | 'page';

/** Where the blocks of a page sit; the home page puts them across the whole viewport. */
export const BlockColumnContext = createContext<BlockColumn>('text');

/** Column widths: above `cap` px of viewport the column stops growing at `max` px. */
const COLUMNS: Record<BlockColumn, { cap: number | null; max: number; pad: number }> = {
  wide: { cap: 1200, max: 1168, pad: 32 },
  text: { cap: 800, max: 768, pad: 32 },
  page: { cap: null, max: Infinity, pad: 0 },
};

const px = (n: number) => `${Math.round(n)}px`;
/** `(100vw - minus px) * factor` as a sizes length. */
const vw = (minus: number, factor = 1) => (factor === 1 ? `calc(100vw - ${minus}px)` : `calc((100vw - ${minus}px) * ${Number(factor.toFixed(4))})`);

/**
 * An image in a grid track: from viewport width `from` px it takes `factor` of
 * (column - `minus` px); below that the whole column less `minusBelow` px.
 */
export function trackSizes(column: BlockColumn, { from, factor, minus = 0, minusBelow = 0 }: { from: number; factor: number; minus?: number; minusBelow?: number }): string {
  const c = COLUMNS[column];
  const parts: string[] = [];
  if (c.cap !== null) parts.push(`(min-width: ${c.cap}px) ${px((c.max - minus) * factor)}`);
  parts.push(`(min-width: ${from}px) ${vw(c.pad + minus, factor)}`);
  parts.push(vw(c.pad + minusBelow));
  return parts.join(', ');
}

/** An image as wide as its column. */
export function columnSizes(column: BlockColumn): string {
  const c = COLUMNS[column];
  return c.cap === null ? '100vw' : `(min-width: ${c.cap}px) ${px(c.max)}, ${vw(c.pad)}`;
}

/** The layouts images appear in, each with its `sizes`. */
export const IMAGE_SIZES = {
  /** Full-bleed header image (home, versatile header). */
  hero: '100vw',
  /** Header image beside the title: 5 of 12 columns of the container from 768 px. */
  pageHead: trackSizes('wide', { from: 768, factor: 5 / 12, minus: 24 }),
  /** Cards in the card grid: three columns from 1024 px, two from 600 px (gaps 24 px). */
  cards: `(min-width: 1200px) ${px((1168 - 48) / 3)}, (min-width: 1024px) ${vw(32 + 48, 1 / 3)}, (min-width: 600px) ${vw(32 + 24, 1 / 2)}, ${vw(32)}`,
  /** A blog entry in a list (shared/styles/blogs.css): a 14rem column beside the text from 768 px, below that the card's width inside its padding (16 px) and border (1 px). */
  entryCard: `(min-width: 768px) 224px, ${vw(32 + 34)}`,
  /** A blog entry's header picture, as wide as the community's text column (.an-forum: 768 px with its 16 px padding). */
  entryHead: `(min-width: 768px) 736px, ${vw(32)}`,
  /** Home grid (a wide block): the large tile 2 of 3 columns, the others 1 (gap 16 px) from 768 px. */
  homeGridLarge: trackSizes('wide', { from: 768, factor: 2 / 3, minus: 16 }),
  homeGridSmall: trackSizes('wide', { from: 768, factor: 1 / 3, minus: 16 }),
  /** Home banner (a wide block): the promo 3 of 5 columns (gap 24 px) from 1024 px. */
  homeBanner: trackSizes('wide', { from: 1024, factor: 3 / 5, minus: 24 }),
  /** Large breaker (a wide block): half from 768 px. */
  breakerLarge: trackSizes('wide', { from: 768, factor: 1 / 2 }),
  /** Link with image: a card of at most 32rem in the text column. */
  linkCard: `(min-width: 544px) 512px, ${vw(32)}`,
  /** Round portrait of a quote: 7rem. */
  quote: '112px',
} as const;

/** An image in the 2-of-5 column of a block in `column` (call to action, medium breaker). */
export const twoFifths = (column: BlockColumn) => trackSizes(column, { from: 768, factor: 2 / 5 });
/** The help-in-the-neighbourhood image: 2 of 5 columns inside 24 px padding with a 24 px gap. */
export const helpSizes = (column: BlockColumn) => trackSizes(column, { from: 768, factor: 2 / 5, minus: 72, minusBelow: 48 });

/** Grid with image (a wide block): 3 or 4 columns from 1024 px, 2 from 576 px (gaps 24 px). */
export function gridSizes(columns: number): string {
  const gaps = (columns - 1) * 24;
  return `(min-width: 1200px) ${px((1168 - gaps) / columns)}, (min-width: 1024px) ${vw(32 + gaps, 1 / columns)}, (min-width: 576px) ${vw(32 + 24, 1 / 2)}, ${vw(32)}`;
}
