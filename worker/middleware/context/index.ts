import type { MiddlewareHandler } from 'hono';
import { createContentApi } from '../../content/api';
import { chooseUpstream } from '../../content/fetcher';
import { ContentSource } from '../../content/source';
import type { AppEnv } from '../../env';
import { createReporter } from '../../observability/report';

export function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

function hostOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).host : null;
  } catch {
    return null;
  }
}

/**
 * Per-request context: a CSP nonce, debug mode, the error reporter, and the
 * content API over the chosen upstream (with the KV cache unless CMS_CACHE=off).
 */
export function requestContext(): MiddlewareHandler<AppEnv> {
  return async function requestContextMiddleware(c, next) {
    let ctx: ExecutionContext | undefined;
    try {
      ctx = c.executionCtx;
    } catch {
      ctx = undefined;
    }
    const waitUntil = (p: Promise<unknown>) => (ctx ? ctx.waitUntil(p) : void p);
    const report = createReporter(c.env, waitUntil);
    const upstream = chooseUpstream(c.env, ctx);
    c.set('nonce', randomNonce());
    c.set('debug', new URL(c.req.url).searchParams.get('debug') === 'true');
    c.set('report', report);
    c.set('upstream', upstream);
    const kv = c.env.CMS_CACHE === 'off' ? null : c.env.CACHE;
    // A shared upstream call is waited for as long as the upstream may take, and a second more.
    const joinLimitMs = (Number(c.env.UPSTREAM_TIMEOUT_MS) || 4000) + 1000;
    const source = new ContentSource(upstream, { kv, waitUntil, report: (e) => report(e, { url: c.req.url }), joinLimitMs });
    c.set('content', createContentApi(source, 'read', { siteHost: hostOf(c.env.SITE_URL) }));
    await next();
  };
}
