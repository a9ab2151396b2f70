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

/** Query parameters a page link keeps: a list repeats its name (filters). */
export type PageQuery = Readonly<Record<string, string | readonly string[]>>;

/** The address of page n of a list: page 1 is the plain path, others carry ?page=n (last); other query parameters stay, in order. */
export function pageHref(path: string, page: number, query: PageQuery = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === 'page') continue;
    for (const item of typeof value === 'string' ? [value] : value) params.append(name, item);
  }
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
