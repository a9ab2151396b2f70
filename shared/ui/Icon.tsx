/** The spec's icon names (section 3): category and navigation icons. */
export const ICON_NAMES = [
  'car', 'cloudy', 'cognitive', 'finance', 'hearing', 'heart', 'help-desk', 'hospital', 'hotel', 'pills', 'restaurant',
  'scales-tipped', 'sprout', 'stethoscope', 'theater', 'article', 'people', 'hat', 'mic', 'conversation', 'video',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/**
 * The spec's category and navigation icons (section 3) as simple line
 * pictograms of our own, 24x24, drawn in currentColor. Decorative: the text
 * beside an icon always says what it means.
 */
const PATHS: Record<IconName, string> = {
  car: 'M4 15l2-6h12l2 6v4h-2v-2H6v2H4zM6.5 15h2M15.5 15h2M6 9l1-3h10l1 3',
  cloudy: 'M7 18h10a4 4 0 0 0 0-8 6 6 0 0 0-11.3 1.5A3.3 3.3 0 0 0 7 18z',
  cognitive: 'M9 20v-3a6 6 0 1 1 8-5.6l1.5 3.1H17V18h-3v2M10 9h4M12 7v4',
  finance: 'M4 7h16v10H4zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 1 0 0-5M7 12h.01M17 12h.01',
  hearing: 'M8 9a4 4 0 1 1 8 0c0 3-3 3.5-3 6a2.5 2.5 0 0 1-5 0M10.5 9a1.5 1.5 0 0 1 3 0',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  'help-desk': 'M5 13v-1a7 7 0 0 1 14 0v1M5 13h3v5H5zM16 13h3v5h-3M19 18a3 3 0 0 1-3 3h-3',
  hospital: 'M5 20V6h14v14M9 20v-4h6v4M12 8v5M9.5 10.5h5M3 20h18',
  hotel: 'M3 18V7M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5M7 11.5a1.5 1.5 0 1 0 0 .01',
  pills: 'M5 14l5-5a3.5 3.5 0 0 1 5 5l-5 5a3.5 3.5 0 0 1-5-5zM7.5 11.5l5 5M17 4a3 3 0 1 0 0 6 3 3 0 1 0 0-6M14 7h6',
  restaurant: 'M7 3v18M4 3v5a3 3 0 0 0 6 0V3M17 21V3c-2 1-3 4-3 7h3',
  'scales-tipped': 'M12 4v16M8 20h8M5 8l14-3M5 8l-2 6a3 3 0 0 0 4 0zM19 5l-2 6a3 3 0 0 0 4 0z',
  sprout: 'M12 20v-8M12 12c0-4-3-6-7-6 0 4 3 6 7 6zM12 14c0-3 2.5-5 6-5 0 3-2.5 5-6 5z',
  stethoscope: 'M6 3v6a4 4 0 0 0 8 0V3M10 13v2a5 5 0 0 0 10 0v-2M20 11a2 2 0 1 0 0 .01',
  theater: 'M4 5h8v6a4 4 0 0 1-8 0zM12 9h8v6a4 4 0 0 1-8 0M6.5 8h.01M9.5 8h.01M14.5 12h.01M17.5 12h.01',
  article: 'M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4',
  people: 'M9 11a3 3 0 1 0 0-6 3 3 0 1 0 0 6M3 20a6 6 0 0 1 12 0M16 11a2.5 2.5 0 1 0 0-5M17 14a5 5 0 0 1 4 6',
  hat: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M21 9v6',
  mic: 'M12 3a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM6 11a6 6 0 0 0 12 0M12 17v4M9 21h6',
  conversation: 'M4 5h11v8H9l-4 3v-3H4zM15 9h5v8h-1v3l-4-3h-4v-2',
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
};

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={['an-icon', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
