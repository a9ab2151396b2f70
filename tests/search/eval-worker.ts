/**
 * Entry of `npm run search-eval` (never deployed): asks the site search every
 * query of the relevance set and of the held-out set as the site shows it
 * (site-answer.ts), inside workerd against the eval's own D1, and answers the
 * scores as JSON.
 */
import type { OriginBindings } from '../../origin/bindings';
import { figures, figuresByKind, scoreSet } from './relevance';
import { HELD_OUT_SET } from './held-out-set';
import { RELEVANCE_SET } from './relevance-set';
import { findablePaths, siteAnswer } from './site-answer';

export default {
  async fetch(request: Request, env: OriginBindings): Promise<Response> {
    const ask = async (query: string) => (await siteAnswer(env, query)).Items.map((item) => item.Data.Path);
    // `npm run search-eval -- --ask "query"`: the first hits of one query, nothing scored.
    const asked = new URL(request.url).searchParams.get('ask');
    if (asked !== null) return Response.json(await siteAnswer(env, asked));
    const indexed = await findablePaths(env);
    const scores = await scoreSet(RELEVANCE_SET, ask, indexed);
    const heldOut = await scoreSet(HELD_OUT_SET, ask, indexed);
    const { results } = await env.DB.prepare('SELECT COUNT(*) AS n FROM search_docs').all<{ n: number }>();
    return Response.json({
      docs: results[0]?.n ?? 0,
      scores,
      figures: figures(scores),
      byKind: figuresByKind(scores),
      heldOut: { scores: heldOut, figures: figures(heldOut), byKind: figuresByKind(heldOut) },
    });
  },
};
