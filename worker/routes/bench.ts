import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

const CONSTANT = 'ok\n';

/**
 * `GET /_bench/constant`: a fixed small text, the throughput ceiling of the
 * runtime that `npm run bench` compares every page with. It exists only when
 * the var BENCH_ROUTES is 'on' (the benchmark sets it); otherwise the request
 * passes on as if this were not here.
 */
export function benchRoutes(): MiddlewareHandler<AppEnv> {
  return async function benchRoutesMiddleware(c, next) {
    if (c.env.BENCH_ROUTES !== 'on' || c.req.method !== 'GET' || c.req.path !== '/_bench/constant') return next();
    return new Response(CONSTANT, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  };
}
