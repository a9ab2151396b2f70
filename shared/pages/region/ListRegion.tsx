import type { ReactNode } from 'react';
import { Island } from '../../islands/Island';
import { nl } from '../../texts/nl';

/**
 * A list with its filter form, as the list island enhances it (docs/architecture.md "Lists
 * and links"): with JavaScript, a change of filter or a page link fetches the
 * same page with the new query and swaps this region in place (the URL
 * follows, focus stays, the live ResultCount is announced); without, the form
 * submits and the links load as they are.
 */
export function ListRegion({ id, children }: { id: string; children: ReactNode }) {
  const target = `${id}-lijst`;
  return (
    <>
      <div className="an-list-region" id={target}>
        {children}
      </div>
      <Island name="list-filter" props={{ target, texts: { loading: nl.lists.loading } }} wake="idle" />
    </>
  );
}
