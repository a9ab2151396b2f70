/**
 * Which main-menu items fit on the one line of the desktop header, decided on
 * the server so it works without JavaScript: each item gets the smallest
 * breakpoint from which it is shown (CSS in shared/styles/header.css); the
 * rest stays reachable through the 'Menu' disclosure, which is shown on
 * desktop wherever an item is hidden.
 *
 * Widths are estimated from the number of characters with the average width
 * of a character of the menu's font (1rem, weight 600) as measured in Debian's
 * Chromium with DejaVu Sans, one of the widest system fonts; narrower system
 * fonts (Segoe UI, Roboto, San Francisco) only leave more room.
 */

/** Breakpoints (px) with their own set of visible items; the last is where the container stops growing. */
export const NAV_BREAKPOINTS = [1024, 1100, 1180, 1240] as const;
export type NavBreakpoint = (typeof NAV_BREAKPOINTS)[number];

/** Measured: px per character of a menu title, and the link's horizontal padding. */
export const CHAR_PX = 10.4;
const ITEM_PADDING_PX = 16;
/** The row's fixed parts: container padding (2 x 16), logo, Menu button, two gaps, and a safety margin. */
const LOGO_PX = 200;
const MENU_BUTTON_PX = 112;
const GAPS_PX = 2 * 16;
const MARGIN_PX = 24;
/** The container's maximum width (--an-width, 75rem) plus its padding. */
const CONTAINER_PX = 1200 + 32;

export function itemWidth(title: string): number {
  return Math.ceil([...title].length * CHAR_PX) + ITEM_PADDING_PX;
}

/** Room for menu items on one line at a viewport width. */
export function navRoom(viewport: number): number {
  return Math.min(viewport, CONTAINER_PX) - 32 - LOGO_PX - MENU_BUTTON_PX - GAPS_PX - MARGIN_PX;
}

export interface NavFit {
  /** Per item, in menu order: the breakpoint from which it is shown on the line, or null (only in 'Menu'). */
  from: (NavBreakpoint | null)[];
  /** The breakpoints at which every item fits (the 'Menu' disclosure is then not needed on desktop). */
  complete: NavBreakpoint[];
}

/** Items are shown in menu order: an item is on the line only if every item before it is too. */
export function navFit(titles: readonly string[]): NavFit {
  const counts = NAV_BREAKPOINTS.map((bp) => {
    const room = navRoom(bp);
    let used = 0;
    let count = 0;
    for (const title of titles) {
      used += itemWidth(title);
      if (used > room) break;
      count++;
    }
    return count;
  });
  const from = titles.map((_, i) => NAV_BREAKPOINTS.find((_bp, k) => counts[k]! > i) ?? null);
  const complete = NAV_BREAKPOINTS.filter((_bp, k) => counts[k] === titles.length);
  return { from, complete };
}
