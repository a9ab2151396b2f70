export interface ListFilterProps {
  /** Id of the element that holds the list's filter form and results (shared/pages/region/ListRegion.tsx). */
  target: string;
  /** Said politely while a list loads and when it could not be loaded (then the page loads as without JavaScript). */
  texts: { loading: string };
}

/**
 * The list island's server side: nothing to show. The list and its GET form
 * are the page's own markup and work without JavaScript; the plain island
 * client/islands/list-filter.ts (no React) updates them in place.
 */
export default function ListFilter(_props: ListFilterProps) {
  return null;
}
