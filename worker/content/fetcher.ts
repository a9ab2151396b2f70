import type { AppConfig } from '../config';
import type { Bindings } from '../env';
import { UpstreamError } from './errors';

/** What a call may carry besides its path: GET by default, no body, no cookies. */
export interface UpstreamInit {
  signal?: AbortSignal;
  method?: string;
  headers?: HeadersInit;
  body?: BodyInit | null;
}

/** One way to reach the content API: a path (with query) in, a Response out. */
export type UpstreamFetch = (path: string, init?: UpstreamInit) => Promise<Response>;

/** The real CMS proxy and backend, over HTTP, with a timeout. */
export function httpUpstream(baseUrl: string, timeoutMs: number): UpstreamFetch {
  const base = baseUrl.replace(/\/+$/, '');
  return async function fetchUpstream(path, init = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    // A timer of our own rather than AbortSignal.timeout(): a call that fails clears it at once. The
    // runtime caps active timers per isolate (10,000); with the upstream down every page makes several
    // calls that fail in no time, and their timers must not pile up. A call that answers keeps its
    // timer, which still bounds the reading of the body.
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new DOMException('upstream timeout', 'TimeoutError')), timeoutMs);
    try {
      return await fetch(base + path, {
        method: init.method ?? 'GET',
        headers,
        body: init.body ?? null,
        signal: init.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal,
      });
    } catch (cause) {
      clearTimeout(timer);
      const timedOut = (cause instanceof Error || cause instanceof DOMException) && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
      throw new UpstreamError(timedOut ? 'timeout' : 'network', path, null, { cause });
    }
  };
}

/** What the embedded origin is to the worker: an app that answers the content API's requests. */
export interface EmbeddedOriginApp {
  fetch(request: Request, env: Pick<Bindings, 'DB' | 'MEDIA' | 'ADMIN_TOKEN'>, ctx?: ExecutionContext): Response | Promise<Response>;
}

/**
 * The embedded origin of this build, set by the local and test entry
 * (worker/local.ts) and never by the production one (worker/index.ts), so a
 * `wrangler deploy` bundle does not carry the stand-in (origin/).
 */
let loadEmbedded: (() => Promise<EmbeddedOriginApp>) | undefined;

/** Called once by worker/local.ts: the embedded origin, imported on first use. */
export function provideEmbeddedOrigin(load: () => Promise<EmbeddedOriginApp>): void {
  loadEmbedded = load;
}

const NO_ORIGIN = 'UPSTREAM_URL is empty and this build has no embedded origin: set UPSTREAM_URL, or run the local entry (worker/local.ts)';

/**
 * The embedded origin (origin/), reached by in-process fetch through the same
 * contract: `app`, or the one this build provides.
 */
export function embeddedOrigin(
  bindings: Pick<Bindings, 'DB' | 'MEDIA' | 'ADMIN_TOKEN'>,
  ctx: ExecutionContext | undefined,
  app?: EmbeddedOriginApp,
): UpstreamFetch {
  return async function fetchOrigin(path, init = {}) {
    const origin = app ?? (await loadEmbedded?.());
    if (!origin) throw new UpstreamError('network', path, null, { cause: new Error(NO_ORIGIN) });
    const request = new Request('http://origin.internal' + path, {
      method: init.method ?? 'GET',
      headers: init.headers,
      body: init.body ?? null,
      ...(init.signal ? { signal: init.signal } : {}),
    });
    try {
      return await origin.fetch(request, { DB: bindings.DB, MEDIA: bindings.MEDIA, ADMIN_TOKEN: bindings.ADMIN_TOKEN }, ctx);
    } catch (cause) {
      throw new UpstreamError('network', path, null, { cause });
    }
  };
}

/**
 * The upstream of the configuration (worker/config.ts): the real backend when it
 * has an address, otherwise the embedded origin over this request's bindings.
 */
export function chooseUpstream(upstream: AppConfig['upstream'], bindings: Pick<Bindings, 'DB' | 'MEDIA' | 'ADMIN_TOKEN'>, ctx: ExecutionContext | undefined): UpstreamFetch {
  return upstream.url ? httpUpstream(upstream.url, upstream.timeoutMs) : embeddedOrigin(bindings, ctx);
}
