import { originApp } from './app';
import type { OriginBindings } from './bindings';

/**
 * The embedded origin as a worker of its own (`npm run origin`): the same
 * contract over real HTTP, so the site can be run against it with UPSTREAM_URL
 * and the origin stopped to see the edge's fault tolerance.
 */
export default {
  fetch: (request, env, ctx) => originApp.fetch(request, env, ctx),
} satisfies ExportedHandler<OriginBindings>;
