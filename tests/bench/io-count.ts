/**
 * What one request of the production app reads: KV gets when KV is warm, D1
 * statements when it is cold, and what one KV get costs in this workerd. This
 * explains the throughput of the cache states (Miniflare simulates KV and D1
 * in the same process, on the same cores as the worker).
 */
import { createApp } from '../../worker/app';
import { readConfig } from '../../worker/config';
import { cmsMemory } from '../../worker/cache/memory-copy';
import type { Bindings } from '../../worker/env';
import { batch, calibrate, median } from './measure';

interface Counts {
  kvReads: number;
  d1Statements: number;
}

/** The binding with one of its methods counted. */
function counted<T extends object>(target: T, method: string, count: () => void): T {
  return new Proxy(target, {
    get(t, prop) {
      const value = Reflect.get(t, prop) as unknown;
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(t);
      return prop === method ? (...args: unknown[]) => (count(), bound(...args)) : bound;
    },
  });
}

async function fetchCounting(url: string, env: Bindings, withKv: boolean): Promise<Counts> {
  const counts: Counts = { kvReads: 0, d1Statements: 0 };
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p), passThroughOnException() {}, props: {} };
  // A fresh isolate: nothing held in memory yet, so KV is read (or, cold, the origin).
  cmsMemory.clear();
  const countedEnv = {
    ...env,
    PAGE_CACHE: 'off',
    CACHE: withKv ? counted(env.CACHE, 'get', () => counts.kvReads++) : undefined,
    DB: counted(env.DB, 'prepare', () => counts.d1Statements++),
  } as unknown as Bindings;
  const res = await createApp(readConfig(countedEnv)).fetch(new Request(url), countedEnv, ctx as unknown as ExecutionContext);
  await res.arrayBuffer();
  await Promise.all(pending);
  return counts;
}

const noWait = { waitUntil: () => undefined, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;

export async function ioPerRequest(url: string, env: Bindings, batchMs: number) {
  await fetchCounting(url, env, true);
  const warm = await fetchCounting(url, env, true);
  const cold = await fetchCounting(url, env, false);
  const listed = await env.CACHE.list({ limit: 1 });
  const key = listed.keys[0]?.name;
  let kvReadMs: number | null = null;
  if (key) {
    const read = () => env.CACHE.get(key, 'json');
    const size = await calibrate(read, batchMs);
    const samples: number[] = [];
    for (let i = 0; i < 7; i++) samples.push(await batch(size, read));
    kvReadMs = median(samples) / size;
  }
  // The whole request in-process as in the bench's KV-warm state (page cache off; the CMS
  // answers held in the isolate after the first request): render plus everything else.
  const renderEnv = { ...env, PAGE_CACHE: 'off' } as Bindings;
  await (await createApp(readConfig(renderEnv)).fetch(new Request(url), renderEnv, noWait)).arrayBuffer();
  const request = async () => (await createApp(readConfig(renderEnv)).fetch(new Request(url), renderEnv, noWait)).arrayBuffer();
  const size = await calibrate(request, batchMs);
  const samples: number[] = [];
  for (let i = 0; i < 7; i++) samples.push(await batch(size, request));
  return {
    kvReadsWhenWarm: warm.kvReads,
    d1StatementsWhenWarm: warm.d1Statements,
    d1StatementsWhenCold: cold.d1Statements,
    kvReadMs,
    requestMs: median(samples) / size,
  };
}
