/**
 * 'Zoektermen zonder resultaat' (issue 36): the terms of the last days that
 * find nothing, or after which nobody opened a page, for editors to add a
 * synonym (/admin/synonyms) or a page. Whether a term finds something is
 * asked now, through the site search as visitors get it (the site's own
 * screens included): a term that found nothing last week but finds a page
 * since an editor added a synonym has left the list.
 *
 * A click is a page of the site opened from the term's results (its Referer
 * is the results page): also a link in the menu, so 'no click' is a floor.
 */
import type { SearchAnswer } from '../../shared/contract/search';
import { isoDay } from '../../shared/format/date';
import { withScreens } from '../../shared/screen-search';
import { flushSearchTraffic } from './note';

export interface TermReport {
  term: string;
  searches: number;
  clicks: number;
  /** Hits the term finds now (the site's screens included). */
  results: number;
  /** 'geen resultaat': it finds nothing; 'niet doorgeklikt': nobody opened a page from its results. */
  reason: 'geen resultaat' | 'niet doorgeklikt';
}

export interface ReportOptions {
  days: number;
  /** Terms searched fewer times than this are left out (a term typed once may be a name). */
  minSearches: number;
  /** At most this many terms are looked at, most searched first. */
  limit: number;
}

const DAY_MS = 86_400_000;

/** The report over the last `days` days (today included). `search` asks the site search for a term's first page. */
export async function termsWithoutResult(
  db: D1Database,
  search: (term: string) => Promise<SearchAnswer>,
  options: ReportOptions,
  now = new Date(),
): Promise<{ since: string; items: TermReport[] }> {
  // What this isolate holds is counted too.
  await flushSearchTraffic(db, now);
  const since = isoDay(new Date(now.getTime() - (options.days - 1) * DAY_MS).toISOString());
  const { results } = await db
    .prepare(
      `SELECT term, SUM(searches) AS searches, SUM(clicks) AS clicks FROM search_terms WHERE day >= ?1
       GROUP BY term HAVING SUM(searches) >= ?2 ORDER BY SUM(searches) DESC, term LIMIT ?3`,
    )
    .bind(since, options.minSearches, options.limit)
    .all<{ term: string; searches: number; clicks: number }>();
  const items: TermReport[] = [];
  for (const row of results) {
    const answer = await search(row.term);
    const found = withScreens(answer, row.term, null).answer.TotalItems;
    if (found > 0 && row.clicks > 0) continue;
    items.push({ term: row.term, searches: row.searches, clicks: row.clicks, results: found, reason: found === 0 ? 'geen resultaat' : 'niet doorgeklikt' });
  }
  // Nothing found first, then nothing opened; the most searched first.
  items.sort((a, b) => Number(b.results === 0) - Number(a.results === 0) || b.searches - a.searches || a.term.localeCompare(b.term));
  return { since, items };
}
