/** One entry of the paginator: a page number or a gap. */
export type PageSlot = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/** Paginator window (spec section 9: paginationSize 2). */
export const PAGINATION_SIZE = 2;

/**
 * First and last page always, `size` pages either side of the current one,
 * a gap (ellipsis) where pages are left out (spec section 2, "Paginator").
 */
export function pageSlots(current: number, pageCount: number, size = PAGINATION_SIZE): PageSlot[] {
  if (pageCount <= 1) return [];
  const pages = new Set<number>([1, pageCount]);
  for (let p = current - size; p <= current + size; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  sorted.forEach((page, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && page - prev > 1) slots.push({ kind: 'gap', key: `gap-${prev}` });
    slots.push({ kind: 'page', page });
  });
  return slots;
}

/** Page count: total divided by page size, rounded up (spec section 9). */
export function pageCountFor(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The address of page n of a list: page 1 is the plain path, others carry ?page=n; other query parameters stay. */
export function pageHref(path: string, page: number, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  params.delete('page');
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
