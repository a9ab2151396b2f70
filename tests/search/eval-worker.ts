/**
 * Entry of `npm run search-eval` (never deployed): asks the site search every
 * query of the relevance set and of the held-out set as the site shows it —
 * the embedded origin's index (inside workerd, against the eval's own D1),
 * its answer read through the contract, the site's own screens merged in on
 * the first page (shared/screen-search.ts) — and answers the scores as JSON.
 */
import * as v from 'valibot';
import { originApp } from '../../origin/app';
import type { OriginBindings } from '../../origin/bindings';
import { SearchAnswerSchema, type SearchAnswer } from '../../shared/contract/search';
import { SCREEN_ENTRIES, withScreens } from '../../shared/screen-search';
import { figures, figuresByKind, scoreSet } from './relevance';
import { HELD_OUT_SET } from './held-out-set';
import { RELEVANCE_SET } from './relevance-set';

/** Every path a screen of the site can have: the region screens once per region. */
function screenPaths(regionPaths: readonly string[]): string[] {
  return SCREEN_ENTRIES.flatMap((entry) => {
    if (!entry.regionParam) return [entry.route.pattern];
    return regionPaths.map((path) => entry.route.pattern.replace(/^\/regios\/:\w+/, path));
  });
}

export default {
  async fetch(request: Request, env: OriginBindings): Promise<Response> {
    const answer = async (query: string): Promise<SearchAnswer> => {
      const res = await originApp.fetch(new Request(`http://origin.internal/api/v1/es/search?query=${encodeURIComponent(query)}&pageSize=10`), env);
      const body: unknown = await res.json();
      if (!res.ok) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
      return withScreens(v.parse(SearchAnswerSchema, body), query, null).answer;
    };
    const ask = async (query: string) => (await answer(query)).Items.map((item) => item.Data.Path);
    // `npm run search-eval -- --ask "query"`: the first hits of one query, nothing scored.
    const asked = new URL(request.url).searchParams.get('ask');
    if (asked !== null) return Response.json(await answer(asked));
    const { results } = await env.DB.prepare('SELECT alias, id = region_id AS region FROM search_docs').all<{ alias: string; region: number }>();
    const indexed = [...results.map((r) => r.alias), ...screenPaths(results.filter((r) => r.region).map((r) => r.alias))];
    const scores = await scoreSet(RELEVANCE_SET, ask, indexed);
    const heldOut = await scoreSet(HELD_OUT_SET, ask, indexed);
    return Response.json({
      docs: results.length,
      scores,
      figures: figures(scores),
      byKind: figuresByKind(scores),
      heldOut: { scores: heldOut, figures: figures(heldOut), byKind: figuresByKind(heldOut) },
    });
  },
};
