/** Texts of the list kit (shared/lists/): filters, counts and empty states of every list. */
export const lists = {
  showResults: 'Toon resultaten',
  filtersLabel: 'Filter de resultaten',
  placeLabel: 'Plaats of postcode',
  distanceLabel: 'Afstand',
  distanceOption: (km: number) => `${km} km`,
  anyOption: 'Alle',
  resultCount: (total: number) => (total === 1 ? '1 resultaat' : `${total} resultaten`),
  /** The title and the description of a later page of a list: the first page's, with the page's number. */
  paged: (text: string, page: number) => `${text} (pagina ${page})`,
  empty: 'Er zijn geen resultaten gevonden.',
  /** Said while a list loads in place (spec section 8: 'a loading-items message'). */
  loading: 'De resultaten worden geladen…',
} as const;
