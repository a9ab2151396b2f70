import type { Node } from '../contract';
import { isoDay } from '../format/date';
import { isExpired } from './page-view';
import type { PageFacts, PageKindModule } from './types';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The facts that decide whether a page is shown, from its node. */
export function pageFacts(node: Node): PageFacts {
  return {
    status: node.status,
    expireDate: node.field_expire_date,
    startDate: text(node.field_start_date),
    endDate: text(node.field_end_date),
  };
}

/** Today (in the Netherlands) lies between the start and end day, both included; a missing bound is open. */
export function withinDates(facts: Pick<PageFacts, 'startDate' | 'endDate'>, now: Date): boolean {
  const today = isoDay(now.toISOString());
  if (facts.startDate && isoDay(facts.startDate) > today) return false;
  if (facts.endDate && isoDay(facts.endDate) < today) return false;
  return true;
}

/** Whether a page of this kind is shown now: not expired, and whatever the kind itself requires. */
export function isShown(kind: Pick<PageKindModule<unknown>, 'visible'>, facts: PageFacts, now: Date): boolean {
  return !isExpired(facts, now) && (kind.visible ? kind.visible(facts, now) : true);
}

/** Whether a page of this kind belongs in the sitemap now: shown, and listed (an activity that has not ended). */
export function isListed(kind: Pick<PageKindModule<unknown>, 'visible' | 'listed'>, facts: PageFacts, now: Date): boolean {
  return isShown(kind, facts, now) && (kind.listed ? kind.listed(facts, now) : true);
}
