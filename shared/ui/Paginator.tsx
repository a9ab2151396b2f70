import { nl } from '../texts/nl';
import { KeyedPart } from './reused-part';
import { pageHref, pageSlots, type PageQuery } from './pagination';

export interface PaginatorProps {
  current: number;
  pageCount: number;
  path: string;
  /** Query parameters every page link keeps (a search term, filters repeated). */
  query?: PageQuery;
}

/**
 * Page links (spec section 2, "Paginator"): first and last always, a window of
 * two either side, an ellipsis for gaps, previous and next disabled at the ends.
 * Plain links, so paging works without JavaScript. The links' markup is kept
 * by their inputs (KeyedPart): the same list page asked again reuses it.
 */
export function Paginator({ current, pageCount, path, query = {} }: PaginatorProps) {
  if (pageSlots(current, pageCount).length === 0) return null;
  const key = JSON.stringify([current, pageCount, path, query]);
  return <KeyedPart tag="nav" attrs={{ className: 'an-pager', 'aria-label': nl.pagination.label }} partKey={key} render={pageLinks} />;
}

/** The inside of the Paginator, from its key (the Paginator's props as JSON) alone. */
function pageLinks(key: string) {
  const [current, pageCount, path, query] = JSON.parse(key) as [number, number, string, PageQuery];
  const t = nl.pagination;
  const slots = pageSlots(current, pageCount);
  const edge = (page: number, label: string, rel: 'prev' | 'next', disabled: boolean) =>
    disabled ? (
      <span className={`an-pager__step an-pager__step--${rel} is-disabled`} aria-disabled="true">
        {label}
      </span>
    ) : (
      <a className={`an-pager__step an-pager__step--${rel}`} href={pageHref(path, page, query)} rel={rel}>
        {label}
      </a>
    );
  return (
    <>
      {edge(current - 1, t.previous, 'prev', current <= 1)}
      <ul className="an-pager__list">
        {slots.map((slot) =>
          slot.kind === 'gap' ? (
            <li key={slot.key} className="an-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot.page}>
              {slot.page === current ? (
                <a className="an-pager__page is-current" href={pageHref(path, slot.page, query)} aria-current="page" aria-label={t.current(slot.page)}>
                  {slot.page}
                </a>
              ) : (
                <a className="an-pager__page" href={pageHref(path, slot.page, query)} aria-label={t.goTo(slot.page)}>
                  {slot.page}
                </a>
              )}
            </li>
          ),
        )}
      </ul>
      {edge(current + 1, t.next, 'next', current >= pageCount)}
    </>
  );
}
