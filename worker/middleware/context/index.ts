import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '../../config';
import { createContentApi } from '../../content/api';
import { chooseUpstream } from '../../content/fetcher';
import { ContentSource } from '../../content/source';
import type { AppEnv } from '../../env';
import { createReporter } from '../../observability/report';
import { createGeocoder } from '../../geo';

export function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
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
 * its own host in rich text are site links) and where errors are reported.
 */
export type RequestContextOptions = Pick<AppConfig, 'upstream' | 'cmsCache' | 'siteUrl' | 'sentryDsn' | 'environment' | 'geocoder'>;

/**
 * Per-request context: a CSP nonce, debug mode, the error reporter, and the
 * content API over the chosen upstream (with the KV cache unless switched off),
 * its geocoder included (worker/geo/).
 */
export function requestContext({ upstream, cmsCache, siteUrl, sentryDsn, environment, geocoder }: RequestContextOptions): MiddlewareHandler<AppEnv> {
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
    const report = createReporter(reporting, waitUntil);
    // The bindings are the request's own; only the configuration is fixed.
    const fetchUpstream = chooseUpstream(upstream, c.env, ctx);
    c.set('nonce', randomNonce());
    c.set('debug', new URL(c.req.url).searchParams.get('debug') === 'true');
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
