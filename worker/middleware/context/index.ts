import type { MiddlewareHandler } from 'hono';
import { createContentApi } from '../../content/api';
import { chooseUpstream } from '../../content/fetcher';
import { ContentSource } from '../../content/source';
import type { AppEnv } from '../../env';

function randomNonce(): string {
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

/** Per-request context: a CSP nonce, debug mode, and the content API over the chosen upstream. */
export function requestContext(): MiddlewareHandler<AppEnv> {
  return async function requestContextMiddleware(c, next) {
    const ctx = (() => {
      try {
        return c.executionCtx;
      } catch {
        return undefined;
      }
    })();
    const waitUntil = (p: Promise<unknown>) => (ctx ? ctx.waitUntil(p) : void p);
    c.set('nonce', randomNonce());
    c.set('debug', new URL(c.req.url).searchParams.get('debug') === 'true');
    const upstream = chooseUpstream(c.env, ctx);
    c.set('upstream', upstream);
    c.set('content', createContentApi(new ContentSource(upstream, c.env.CACHE ?? null, waitUntil), 'read', { siteHost: hostOf(c.env.SITE_URL) }));
    await next();
  };
}
