import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '../../config';
import { createContentApi } from '../../content/api';
import { chooseUpstream } from '../../content/fetcher';
import { ContentSource } from '../../content/source';
import type { AppEnv } from '../../env';
import { createReporter } from '../../observability/report';

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
export type RequestContextOptions = Pick<AppConfig, 'upstream' | 'cmsCache' | 'siteUrl' | 'sentryDsn' | 'environment'>;

/**
 * Per-request context: a CSP nonce, debug mode, the error reporter, and the
 * content API over the chosen upstream (with the KV cache unless switched off).
 */
export function requestContext({ upstream, cmsCache, siteUrl, sentryDsn, environment }: RequestContextOptions): MiddlewareHandler<AppEnv> {
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
    const source = new ContentSource(fetchUpstream, { kv, waitUntil, report: (e) => report(e, { url: c.req.url }), joinLimitMs });
    c.set('content', createContentApi(source, 'read', { siteHost }));
    await next();
  };
}
