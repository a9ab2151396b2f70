import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';
import { applySecurityHeaders } from '../security-headers';

const CONSTANT = 'ok\n';
/** The largest same-size ceiling (a page of the demo content is well under this). */
const MAX_SIZED = 2_000_000;
const sized = new Map<number, string>();

/** A static HTML body of exactly `bytes` bytes (ASCII), built once per size and isolate. */
function sizedBody(bytes: number): string {
  let body = sized.get(bytes);
  if (body === undefined) {
    const head = '<!doctype html><title>bench</title>';
    body = (head + 'x'.repeat(Math.max(0, bytes - head.length))).slice(0, bytes);
    sized.set(bytes, body);
  }
  return body;
}

/**
 * The throughput ceilings of the runtime that `npm run bench` compares every
 * page with, answered before any other middleware:
 * - `GET /_bench/constant`: a fixed small text;
 * - `GET /_bench/sized/{bytes}`: a static HTML body of the page's own size, so
 *   the cost of sending the body and the cost of the middleware and the cache
 *   lookup are told apart.
 * worker/app.ts mounts them only when the var BENCH_ROUTES is 'on' (the
 * benchmark sets it). Any other request passes on as if they were not here.
 */
export interface BenchCeilingOptions {
  /** The donation address, whose origin the CSP allows as a form target (as on a page). */
  donationUrl: string;
}

export function benchCeiling({ donationUrl }: BenchCeilingOptions): MiddlewareHandler<AppEnv> {
  return async function benchCeilingMiddleware(c, next) {
    if (c.req.method !== 'GET') return next();
    if (c.req.path === '/_bench/constant') {
      return new Response(CONSTANT, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
    }
    const m = /^\/_bench\/sized\/(\d{1,7})$/.exec(c.req.path);
    const bytes = m ? Number(m[1]) : NaN;
    if (!(bytes > 0 && bytes <= MAX_SIZED)) return next();
    // The same size on the wire as a page: its body size and the site's security headers (with a nonce as long as a page's).
    const response = new Response(sizedBody(bytes), { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
    applySecurityHeaders(response.headers, 'x'.repeat(24), donationUrl);
    return response;
  };
}
