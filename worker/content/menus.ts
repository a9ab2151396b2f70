import type { FooterItem, MenuItem } from '../../shared/contract/navigation';
import { deepFreeze } from '../../shared/deep-freeze';
import { keptPerPair } from '../../shared/kept-per-pair';

/** Menus and lists in the CMS's order: by weight (a stable sort keeps equal weights in answer order). */
export const byWeight = <T extends { weight: number }>(items: T[]): T[] => [...items].sort((a, b) => a.weight - b.weight);

export function sortMenu(items: MenuItem[]): MenuItem[] {
  return byWeight(items).map((item) => ({ ...item, children: sortMenu(item.children) }));
}
export function sortFooter(items: FooterItem[]): FooterItem[] {
  return byWeight(items).map((item) => ({ ...item, sub_items: sortFooter(item.sub_items) }));
}

/**
 * A held menu or vocabulary answer (frozen, shared by the isolate's requests:
 * worker/cache/memory-copy.ts) sorted once instead of per request, by the
 * answer and the sort. The sorted menu is frozen too and keeps its identity while the
 * answer is held, which is what lets the header, the footer and the filter forms reuse their markup
 * (shared/ui/reused-part.tsx); a new answer is a new key. An answer that is
 * not frozen (read without KV) is sorted every time, as before.
 */
const sortedAnswers = keptPerPair<unknown>();

export function sortedOnce<T extends object>(answer: T, sort: (answer: T) => T): T {
  if (!Object.isFrozen(answer)) return sort(answer);
  return sortedAnswers(answer, sort, '', () => deepFreeze(sort(answer))) as T;
}
