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
  /** On training pages: the training's id (spec section 3, "Tracking entry"). */
  trainingsId?: number;
  /** On question pages of a training or the carer test: the question's number. */
  questionId?: number;
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

/**
 * The attribute of a link or button whose click is an analytics event: the
 * event as JSON, pushed by the vacancy-events island when it is clicked.
 */
export const TRACK_ATTR = 'data-an-track' as const;
/** A GET filter form whose changes are reported (applyOrRemoveFilter). */
export const TRACK_FILTERS_ATTR = 'data-an-filters' as const;

/** The vacancy events of spec section 7 that a click sends. */
export type VacancyEventName = 'select_vacancy' | 'CTA_vacancy' | 'volunteer_info' | 'click_volunteer_application';

/**
 * A vacancy event with the vacancy's facts (spec section 7: title, category,
 * hours, location, type). Only facts about the vacancy: never anything the
 * visitor typed or is.
 */
export function vacancyEvent(
  event: VacancyEventName,
  facts: { title: string; category: string | null; hours: string | null; location: string | null; type: string },
): DataLayerEntry {
  return { event, title: facts.title, category: facts.category, hours: facts.hours, location: facts.location, type: facts.type };
}

/** A filter option ticked or unticked (or a distance chosen): its group and its label, never typed text. */
export function filterEvent(filter: string, value: string, applied: boolean): DataLayerEntry {
  return { event: 'applyOrRemoveFilter', filter, value, action: applied ? 'apply' : 'remove' };
}

/** A site search was shown (spec section 7: view_search_results with the term; GA4's parameter names). */
export function searchResultsEvent(term: string, category: string, results: number): DataLayerEntry {
  return { event: 'view_search_results', search_term: term, search_category: category, search_results: results };
}
