/**
 * How many results each tab of the site search has, as the visitor sees
 * them: the one place the tabs' counts, the results heading and the
 * analytics event take their number from. 'Alles' shows the site's own hits
 * and, below them, the first conversations and blogs found, so its count is
 * all of those together.
 */
import type { SearchAnswer, SearchKind } from '../contract/search';
import type { CommunitySearchAnswer } from './search-community';
import type { Pijler } from './search';

/** The kind of content hit each tab asks the API for: null on 'Alles' (every kind) and on the community's tabs (none). */
export const KIND_OF: Record<Pijler, SearchKind | null> = { alle: null, informatie: 'information', nieuws: 'news', regio: 'regio', gesprekken: null, blogs: null };

/** What the counts are made of: the content search's answer and the community's two answers. */
export interface SearchFound {
  answer: SearchAnswer | null;
  community?: CommunitySearchAnswer | null;
  blogs?: CommunitySearchAnswer | null;
}

/** A tab's number of results; `more`: the search counted up to a limit and there are more. */
export interface ResultCount {
  total: number;
  more: boolean;
}

/** How many results the tab `pijler` has (its tab's count, and the heading's when it is the current tab). */
export function resultCount(found: SearchFound, pijler: Pijler): ResultCount {
  const community = found.community?.total ?? 0;
  const blogs = found.blogs?.total ?? 0;
  if (pijler === 'gesprekken') return { total: community, more: false };
  if (pijler === 'blogs') return { total: blogs, more: false };
  const totals = found.answer?.Totals ?? { information: 0, news: 0, regio: 0 };
  const capped = found.answer?.Capped ?? [];
  const kind = KIND_OF[pijler];
  if (kind) return { total: totals[kind], more: capped.includes(kind) };
  return { total: totals.information + totals.news + totals.regio + community + blogs, more: capped.length > 0 };
}
