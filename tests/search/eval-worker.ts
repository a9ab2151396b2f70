/**
 * Entry of `npm run search-eval` (never deployed): asks the embedded origin's
 * site search every query of the relevance set and of the held-out set,
 * inside workerd against the eval's own D1, and answers the scores as JSON.
 */
import { originApp } from '../../origin/app';
import type { OriginBindings } from '../../origin/bindings';
import { figures, figuresByKind, scoreSet } from './relevance';
import { HELD_OUT_SET } from './held-out-set';
import { RELEVANCE_SET } from './relevance-set';

export default {
  async fetch(_request: Request, env: OriginBindings): Promise<Response> {
    const ask = async (query: string) => {
      const res = await originApp.fetch(new Request(`http://origin.internal/api/v1/es/search?query=${encodeURIComponent(query)}&pageSize=10`), env);
      const body = (await res.json()) as { Items?: { Data: { Path: string } }[] };
      if (!res.ok) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
      return (body.Items ?? []).map((item) => item.Data.Path);
    };
    const { results } = await env.DB.prepare('SELECT alias FROM search_docs').all<{ alias: string }>();
    const indexed = results.map((r) => r.alias);
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
