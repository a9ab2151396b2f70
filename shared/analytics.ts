/**
 * The analytics data layer (spec section 7). Events go to `window.dataLayer`
 * only; no third-party script is loaded by this site. A tag manager, when one
 * is added with the visitor's consent, reads what is already there.
 */

/** The home page is reported with this node id (spec section 3, "Tracking entry"). */
export const HOME_NODE_ID = 9999;

export type DataLayerEntry = Record<string, unknown>;

/** The tracking entry of a page: what kind of page, which node. Rendered as JSON, pushed by the loader. */
export interface PageEntry {
  userId: null;
  pageKind: string;
  nodeType: string;
  nodeId: number;
}

export function pageEntry(pageKind: string, nodeType: string, nodeId: number): PageEntry {
  return { userId: null, pageKind, nodeType, nodeId: nodeType === 'homepage' ? HOME_NODE_ID : nodeId };
}

/** The print event: event.alzheimer with category Printen, action button, label the path. */
export function printEvent(path: string): DataLayerEntry {
  return { event: 'event.alzheimer', category: 'Printen', action: 'button', label: path };
}

export function pushToDataLayer(entry: DataLayerEntry): void {
  const w = window as unknown as { dataLayer?: DataLayerEntry[] };
  (w.dataLayer = w.dataLayer ?? []).push(entry);
}

/**
 * The id of the JSON element that carries the page's tracking entry, or a list
 * of the entry and the page's own events; the loader pushes each.
 */
export const PAGE_ENTRY_ID = 'an-page-entry';

/** A site search was shown (spec section 7: view_search_results with the term; GA4's parameter names). */
export function searchResultsEvent(term: string, category: string, results: number): DataLayerEntry {
  return { event: 'view_search_results', search_term: term, search_category: category, search_results: results };
}
