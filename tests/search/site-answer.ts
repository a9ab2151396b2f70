/**
 * The site search as the site shows it, for the relevance figures
 * (`npm run search-eval`, tests/worker/search-relevance.test.ts): the
 * embedded origin's first page, read through the contract, with the site's
 * own screens merged in (shared/screen-search.ts); and every path a page of
 * the index or a screen can have (a query waits while none of its expected
 * pages is among them).
 */
import * as v from 'valibot';
import { originApp } from '../../origin/app';
import type { OriginBindings } from '../../origin/bindings';
import { SearchAnswerSchema, type SearchAnswer } from '../../shared/contract/search';
import { SCREEN_ENTRIES, withScreens } from '../../shared/screen-search';

export async function siteAnswer(env: OriginBindings, query: string): Promise<SearchAnswer> {
  const res = await originApp.fetch(new Request(`http://origin.internal/api/v1/es/search?query=${encodeURIComponent(query)}&pageSize=10`), env);
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
  return withScreens(v.parse(SearchAnswerSchema, body), query, null).answer;
}

/** The paths of the index's pages and of the site's screens (a region's screens once per region). */
export async function findablePaths(env: OriginBindings): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT alias, id = region_id AS region FROM search_docs').all<{ alias: string; region: number }>();
  const regions = results.filter((r) => r.region).map((r) => r.alias);
  const screens = SCREEN_ENTRIES.flatMap((entry) => (entry.regionParam ? regions.map((path) => entry.route.pattern.replace(/^\/regios\/:\w+/, path)) : [entry.route.pattern]));
  return [...results.map((r) => r.alias), ...screens];
}
