import type { Bindings } from '../env';
import { UpstreamError } from './errors';

/** One way to reach the content API: a path (with query) in, a Response out. */
export type UpstreamFetch = (path: string, init?: { signal?: AbortSignal }) => Promise<Response>;

/** The real CMS proxy and backend, over HTTP, with a timeout. */
export function httpUpstream(baseUrl: string, timeoutMs: number): UpstreamFetch {
  const base = baseUrl.replace(/\/+$/, '');
  return async function fetchUpstream(path) {
    try {
      return await fetch(base + path, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
      throw new UpstreamError(timedOut ? 'timeout' : 'network', path, null, { cause });
    }
  };
}

/**
 * The embedded origin (worker/origin), reached by in-process fetch through the
 * same contract. Imported lazily, so a worker with UPSTREAM_URL set never
 * initialises it.
 */
export function embeddedOrigin(env: Bindings, ctx: ExecutionContext | undefined): UpstreamFetch {
  return async function fetchOrigin(path) {
    const { originApp } = await import('../origin/app');
    try {
      return await originApp.fetch(new Request('http://origin.internal' + path), { DB: env.DB, MEDIA: env.MEDIA }, ctx);
    } catch (cause) {
      throw new UpstreamError('network', path, null, { cause });
    }
  };
}

export function chooseUpstream(env: Bindings, ctx: ExecutionContext | undefined): UpstreamFetch {
  const timeout = Number(env.UPSTREAM_TIMEOUT_MS) || 4000;
  return env.UPSTREAM_URL ? httpUpstream(env.UPSTREAM_URL, timeout) : embeddedOrigin(env, ctx);
}
