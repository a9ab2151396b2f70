import { env } from 'cloudflare:test';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UpstreamError } from './errors';
import { HOLD_MS, MAX_CHARS, MemoryCopy, cmsMemory } from '../cache/memory-copy';
import { ContentSource, NEGATIVE_TTL, STALE_IF_ERROR, cacheKind } from './source';

const schema = v.object({ n: v.number() });
const opts = { schema, ttl: 300, notFoundIsNull: true };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let clock = 1_000_000_000_000;
let pending: Promise<unknown>[] = [];
const source = (upstream: (path: string) => Promise<Response>, report = vi.fn()) =>
  new ContentSource(upstream, { kv: env.CACHE, waitUntil: (p) => void pending.push(p), report, now: () => clock });
const settle = async () => {
  await Promise.all(pending);
  pending = [];
};

beforeEach(async () => {
  clock = 1_000_000_000_000;
  pending = [];
  cmsMemory.clear();
  for (const { name } of (await env.CACHE.list({ prefix: 'cms:' })).keys) await env.CACHE.delete(name);
});

describe('CMS answer cache', () => {
  it('keys entries per kind of endpoint', async () => {
    expect(cacheKind('/api/drupal/api/menu_items/main')).toBe('navigation');
    expect(cacheKind('/api/drupal/api/breadcrumb?path=%2Fa')).toBe('breadcrumb');
    expect(cacheKind('/api/drupal/api/taxonomies/durations')).toBe('taxonomy');
    expect(cacheKind('/api/v1/redirect/from?path=%2Fa')).toBe('redirect');
    expect(cacheKind('/api/v1/es/news/latest')).toBe('list');
    expect(cacheKind('/api/drupal/api/dementie')).toBe('page');
    expect(await ContentSource.cacheKey('/api/drupal/api/dementie')).toBe('cms:v1:page:/api/drupal/api/dementie');
    const long = await ContentSource.cacheKey('/api/drupal/api/' + 'x'.repeat(600));
    expect(long.length).toBeLessThan(512);
  });

  it('serves a fresh entry without asking the upstream', async () => {
    const upstream = vi.fn(async () => json({ n: 1 }));
    const s = source(upstream);
    expect(await s.read('/api/drupal/api/a', opts)).toEqual({ n: 1 });
    await settle();
    clock += 299_000;
    expect(await s.read('/api/drupal/api/a', opts)).toEqual({ n: 1 });
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it('serves a stale entry at once and refreshes it in the background', async () => {
    let n = 1;
    const upstream = vi.fn(async () => json({ n: n++ }));
    const s = source(upstream);
    await s.read('/api/drupal/api/a', opts);
    await settle();
    clock += 400_000;
    expect(await s.read('/api/drupal/api/a', opts)).toEqual({ n: 1 });
    await settle();
    expect(upstream).toHaveBeenCalledTimes(2);
    expect(await s.read('/api/drupal/api/a', opts)).toEqual({ n: 2 });
  });

  it('serves an expired entry up to 24 hours when the upstream fails, and reports the failure', async () => {
    const report = vi.fn();
    let fail = false;
    const s = source(async () => {
      if (fail) throw new UpstreamError('network', '/api/drupal/api/a');
      return json({ n: 1 });
    }, report);
    await s.read('/api/drupal/api/a', opts);
    await settle();
    fail = true;
    clock += (300 + STALE_IF_ERROR - 60) * 1000;
    expect(await s.read('/api/drupal/api/a', opts)).toEqual({ n: 1 });
    expect(report).toHaveBeenCalledOnce();
    clock += 120_000;
    await expect(s.read('/api/drupal/api/a', opts)).rejects.toThrow(UpstreamError);
  });

  it('remembers a 404 briefly as null', async () => {
    const upstream = vi.fn(async () => json({ message: 'not found' }, 404));
    const s = source(upstream);
    expect(await s.read('/api/drupal/api/weg', opts)).toBeNull();
    await settle();
    expect(await s.read('/api/drupal/api/weg', opts)).toBeNull();
    expect(upstream).toHaveBeenCalledTimes(1);
    const entry = await env.CACHE.get<{ ttl: number }>('cms:v1:page:/api/drupal/api/weg', 'json');
    expect(entry?.ttl).toBe(NEGATIVE_TTL);
  });

  it('coalesces concurrent reads of one key into one upstream call', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const upstream = vi.fn(async () => {
      await gate;
      return json({ n: 7 });
    });
    const s = source(upstream);
    const reads = Promise.all([s.read('/api/drupal/api/c', opts), s.read('/api/drupal/api/c', opts), s.read('/api/drupal/api/c', opts)]);
    release();
    expect(await reads).toEqual([{ n: 7 }, { n: 7 }, { n: 7 }]);
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a shared call that never ends (its request was cancelled) and calls the upstream itself', async () => {
    let calls = 0;
    const upstream = () => (++calls === 1 ? new Promise<Response>(() => {}) : Promise.resolve(json({ n: 2 })));
    const patient = (limit: number) =>
      new ContentSource(upstream, { kv: null, waitUntil: (p) => void pending.push(p), now: () => clock, joinLimitMs: limit });
    void patient(10).read('/api/drupal/api/hangt', opts);
    expect(await patient(10).read('/api/drupal/api/hangt', opts)).toEqual({ n: 2 });
    expect(calls).toBe(2);
    // Later readers no longer join the dead call either.
    expect(await patient(10_000).read('/api/drupal/api/hangt', opts)).toEqual({ n: 2 });
    expect(calls).toBe(3);
  });

  it('types failures: a 500 is a status failure, garbage and wrong shapes are parse failures', async () => {
    const kinds = async (response: Response) => {
      try {
        await source(async () => response).read('/api/drupal/api/x' + Math.random(), opts);
        return 'none';
      } catch (error) {
        return (error as UpstreamError).kind;
      }
    };
    expect(await kinds(json({}, 500))).toBe('status');
    expect(await kinds(new Response('<html>oops</html>'))).toBe('parse');
    expect(await kinds(json({ n: 'one' }))).toBe('parse');
  });
});

describe('in-isolate copy in front of KV', () => {
  const counted = () => {
    const upstream = vi.fn(async () => json({ n: 1 }));
    return { upstream, read: () => source(upstream).read('/api/drupal/api/held', opts) };
  };

  it('answers a fresh entry without reading KV again', async () => {
    const { read } = counted();
    await read();
    const get = vi.spyOn(env.CACHE, 'get');
    try {
      expect(await read()).toEqual({ n: 1 });
      expect(get).not.toHaveBeenCalled();
    } finally {
      get.mockRestore();
    }
  });

  it('lets go of an entry after HOLD_MS, so a change in KV (from another location) is seen', async () => {
    const { read } = counted();
    await read();
    const key = await ContentSource.cacheKey('/api/drupal/api/held');
    await env.CACHE.put(key, JSON.stringify({ value: { n: 2 }, storedAt: clock, ttl: 300 }));
    expect(await read()).toEqual({ n: 1 });
    clock += HOLD_MS;
    expect(await read()).toEqual({ n: 2 });
  });

  it('never holds an entry past its freshness, so stale-while-revalidate still refreshes it', async () => {
    const upstream = vi.fn(async () => json({ n: upstream.mock.calls.length }));
    const read = () => source(upstream).read('/api/drupal/api/short', { ...opts, ttl: 5 });
    expect(await read()).toEqual({ n: 1 });
    clock += 6_000;
    expect(await read()).toEqual({ n: 1 });
    await settle();
    expect(upstream).toHaveBeenCalledTimes(2);
    expect(await read()).toEqual({ n: 2 });
  });

  it('shares frozen answers, so no request can change what the next one sees', async () => {
    const { read } = counted();
    await read();
    const held = (await read()) as { n: number };
    expect(() => {
      held.n = 5;
    }).toThrow(TypeError);
    expect(await read()).toEqual({ n: 1 });
  });

  it('is bounded in size: the least recently used answers go first', () => {
    const copy = new MemoryCopy<string>();
    const quarter = MAX_CHARS / 4;
    for (const name of ['a', 'b', 'c', 'd']) copy.set(name, name, quarter, clock, clock + 60_000);
    expect(copy.get('a', clock)).toBe('a');
    copy.set('e', 'e', quarter, clock, clock + 60_000);
    expect(copy.stats().chars).toBeLessThanOrEqual(MAX_CHARS);
    expect(copy.get('b', clock)).toBeUndefined();
    expect(copy.get('a', clock)).toBe('a');
    expect(copy.get('e', clock)).toBe('e');
  });

  it('is left alone when the CMS cache is off', async () => {
    const upstream = vi.fn(async () => json({ n: 1 }));
    const uncached = new ContentSource(upstream, { kv: null, waitUntil: (p) => void pending.push(p), now: () => clock });
    await uncached.read('/api/drupal/api/uncached', opts);
    await uncached.read('/api/drupal/api/uncached', opts);
    expect(upstream).toHaveBeenCalledTimes(2);
    expect(cmsMemory.stats().entries).toBe(0);
  });
});
