import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { vi } from 'vitest';
import { createApp } from '../../worker/app';
import { readConfig } from '../../worker/config';
import { cmsMemory } from '../../worker/cache/memory-copy';
import { originApp } from '../../origin/app';
import { BASE } from './helpers';

export type Env = typeof env;

/** Calls the app directly with a modified env (vars the tests need to vary), waiting for its background work. */
export async function call(path: string, overrides: Partial<Env> = {}, init: RequestInit = {}): Promise<{ res: Response; html: string }> {
  const ctx = createExecutionContext();
  const vars = { ...env, ...overrides };
  const res = await createApp(readConfig(vars)).fetch(new Request(BASE + path, { redirect: 'manual', ...init }), vars, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html };
}

/** The embedded origin answering as if it were an HTTP upstream (for fetch mocks). */
export function originOverHttp(request: Request): Promise<Response> {
  const url = new URL(request.url);
  return Promise.resolve(originApp.fetch(new Request('http://origin.internal' + url.pathname + url.search, request), { DB: env.DB, MEDIA: env.MEDIA }));
}

/**
 * Stands in for an HTTP upstream at `base` (fetch mocked): the embedded origin
 * answers, and each JSON answer that succeeds goes through `rewrite` first (a
 * hostile or broken CMS). Any other fetch fails the test.
 */
export function upstreamRewriting(base: string, rewrite: (body: unknown) => unknown): void {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    if (!request.url.startsWith(base)) throw new Error(`unexpected fetch ${request.url}`);
    const res = await originOverHttp(request);
    if (!(res.headers.get('content-type') ?? '').includes('json') || !res.ok) return res;
    return Response.json(rewrite(await res.json()), { status: res.status });
  });
}

/**
 * Marks every cached CMS answer in KV as fetched `seconds` ago, and empties the
 * isolate's copy of them (which would otherwise answer for up to HOLD_MS).
 */
export async function ageCmsCache(seconds: number): Promise<number> {
  cmsMemory.clear();
  const { keys } = await env.CACHE.list({ prefix: 'cms:' });
  for (const { name } of keys) {
    const entry = await env.CACHE.get<{ storedAt: number }>(name, 'json');
    if (entry) await env.CACHE.put(name, JSON.stringify({ ...entry, storedAt: entry.storedAt - seconds * 1000 }));
  }
  return keys.length;
}
