import type { ReactNode } from 'react';

export interface ResultCountProps {
  /** The list's section can name itself by this id (aria-labelledby). */
  id: string;
  /** The count in words, e.g. nl.lists.resultCount(total). */
  children: ReactNode;
  className?: string;
  /**
   * Set on a list that an island updates in place: the count is then a polite
   * live region. It has to be in the HTML before its text changes, or screen
   * readers do not announce the change; keep it rendered at zero results too.
   */
  live?: boolean;
}

/** How many results a list has, as a line of text above the results. */
export function ResultCount({ id, children, className = 'an-list__count', live = false }: ResultCountProps) {
  return (
    <p className={className} id={id} role={live ? 'status' : undefined} aria-live={live ? 'polite' : undefined}>
      {children}
    </p>
  );
}
