import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '../../config';
import { createContentApi } from '../../content/api';
import { chooseUpstream } from '../../content/fetcher';
import { ContentSource } from '../../content/source';
import type { AppEnv } from '../../env';
import { createReporter } from '../../observability/report';
import { createGeocoder } from '../../geo';
import { requestUrl } from '../../request-url';
import { setMediaHosts } from '../../../shared/contract/media';

/** 18 bytes are exactly 24 base64 characters, so the pool cuts into nonces without padding. */
const NONCE_BYTES = 18;
const NONCE_CHARS = 24;
const NONCES_PER_POOL = 256;
let noncePool = '';
let nextNonce = 0;

/**
 * A CSP nonce: 18 random bytes as 24 base64 characters, each used once. Drawn
 * from a pool made 256 at a time (one call for random bytes and one encoding
 * per 256 responses, not per response: on a cache hit these were a visible
 * share of the work); made on first use, as Workers allow random values only
 * while handling a request.
 */
export function randomNonce(): string {
  if (nextNonce >= noncePool.length) {
    const bytes = crypto.getRandomValues(new Uint8Array(NONCE_BYTES * NONCES_PER_POOL));
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    noncePool = btoa(binary);
    nextNonce = 0;
  }
  const nonce = noncePool.slice(nextNonce, nextNonce + NONCE_CHARS);
  nextNonce += NONCE_CHARS;
  return nonce;
}

function hostOf(url: string): string | null {
  try {
    return url ? new URL(url).host : null;
  } catch {
    return null;
  }
}

/**
 * Which upstream answers content calls and how long one may take, whether CMS
 * answers are cached in KV (the CACHE binding), the public base URL (links to
 * its own host in rich text are site links), where errors are reported, and
 * which hosts the content system's images may come from.
 */
export type RequestContextOptions = Pick<AppConfig, 'upstream' | 'cmsCache' | 'siteUrl' | 'sentryDsn' | 'environment' | 'geocoder' | 'mediaHosts'>;

/**
 * Per-request context: a CSP nonce, debug mode, the error reporter, and the
 * content API over the chosen upstream (with the KV cache unless switched off),
 * its geocoder included (worker/geo/).
 */
export function requestContext({ upstream, cmsCache, siteUrl, sentryDsn, environment, geocoder, mediaHosts }: RequestContextOptions): MiddlewareHandler<AppEnv> {
  const siteHost = hostOf(siteUrl);
  const reporting = { dsn: sentryDsn, environment };
  // A shared upstream call is waited for as long as the upstream may take, and a second more.
  const joinLimitMs = upstream.timeoutMs + 1000;
  return async function requestContextMiddleware(c, next) {
    let ctx: ExecutionContext | undefined;
    try {
      ctx = c.executionCtx;
    } catch {
      ctx = undefined;
    }
    const waitUntil = (p: Promise<unknown>) => (ctx ? ctx.waitUntil(p) : void p);
    // Before anything is parsed: the image addresses the contract accepts (the same list again costs nothing).
    setMediaHosts(mediaHosts);
    const report = createReporter(reporting, waitUntil);
    // The bindings are the request's own; only the configuration is fixed.
    const fetchUpstream = chooseUpstream(upstream, c.env, ctx);
    c.set('nonce', randomNonce());
    c.set('debug', requestUrl(c.req.raw).searchParams.get('debug') === 'true');
    c.set('report', report);
    c.set('upstream', fetchUpstream);
    const kv = cmsCache ? c.env.CACHE : null;
    const sourceOptions = { kv, waitUntil, report: (e: unknown) => report(e, { url: c.req.url }), joinLimitMs };
    const source = new ContentSource(fetchUpstream, sourceOptions);
    const geocode = createGeocoder({ upstream, geocoder }, source, sourceOptions);
    c.set('content', createContentApi(source, 'read', { siteHost, geocode }));
    await next();
  };
}
