import { pageHref, type PageQuery } from '../ui/pagination';
import type { ListQuery } from './list-query';
import { nl } from '../texts/nl';

/** Page count: total divided by page size, rounded up, at least one (spec section 9), so an empty list has a page 1 for its empty state. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page past the last has nothing to show: the screen answers 404 (an empty list's page 1 is not past the end). */
export const isPastEnd = (page: number, pageCount: number): boolean => page > pageCount;

/** The items a page shows, one-based and inclusive ('11 tot en met 20 van 23'); null when the page shows none. */
export function resultRange(page: number, pageSize: number, shown: number, total: number): { from: number; to: number; total: number } | null {
  if (shown === 0) return null;
  const from = (page - 1) * pageSize + 1;
  return { from, to: from + shown - 1, total };
}

/** A list's query as URL parameters: free text, then filters repeated, in the order of its spec; the page is not among them. */
export function listParams(query: ListQuery<string, string>): PageQuery {
  const params: Record<string, string | readonly string[]> = {};
  for (const [name, value] of Object.entries(query.text)) if (value) params[name] = value;
  for (const [name, values] of Object.entries(query.filters)) if (values.length > 0) params[name] = values;
  return params;
}

/** The address of a page of a list (default: the query's own page), keeping its text and filters; page 1 carries no `page`. */
export function listHref(path: string, query: ListQuery<string, string>, page: number = query.page): string {
  return pageHref(path, page, listParams(query));
}

/** The head's prev/next hints of a paged list (spec section 4: prev above page 1, next unless the last page), as paths, and the page's number. */
export interface PageHints {
  prev: string | null;
  next: string | null;
  page: number;
}

export function pageHints(path: string, query: ListQuery<string, string>, pageCount: number): PageHints {
  return {
    prev: query.page > 1 ? listHref(path, query, query.page - 1) : null,
    next: query.page < pageCount ? listHref(path, query, query.page + 1) : null,
    page: query.page,
  };
}

/** A page's title: past the first page of a list, with the page's number. */
export function pagedTitle(title: string, page = 1): string {
  return page > 1 ? nl.lists.paged(title, page) : title;
}

/** A page's description: past the first page of a list, the first page's with the page's number (no two pages of a list describe themselves alike). */
export function pagedDescription(description: string | null | undefined, page = 1): string | null {
  if (!description) return null;
  return page > 1 ? nl.lists.paged(description, page) : description;
}
