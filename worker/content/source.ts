import * as v from 'valibot';
import { UpstreamError } from './errors';
import type { UpstreamFetch } from './fetcher';
import { cmsMemory } from '../cache/memory-copy';

export interface ReadOptions<T> {
  schema: v.GenericSchema<unknown, T>;
  /** Seconds the answer counts as fresh. */
  ttl: number;
  /** A 404 (or a 204, 'nothing') answers null (and is cached briefly) instead of failing. */
  notFoundIsNull?: boolean;
  /** Work done once per upstream answer, before caching (sanitising rich text). */
  transform?: (value: T) => Promise<T> | T;
}

/** What a KV entry holds: the parsed answer (null: a cached 404) and when it was fetched. */
interface CacheEntry<T> {
  value: T | null;
  storedAt: number;
  ttl: number;
}

/** A KV entry as stored; anything else (a damaged or foreign value) counts as no entry. */
function parseEntry<T>(raw: string): CacheEntry<T> | null {
  try {
    const entry = JSON.parse(raw) as Partial<CacheEntry<T>> | null;
    return entry && typeof entry.storedAt === 'number' && typeof entry.ttl === 'number' && 'value' in entry ? (entry as CacheEntry<T>) : null;
  } catch {
    return null;
  }
}

/** Holds an answer in the isolate (worker/cache/memory-copy.ts), at most until its freshness in KV ends. */
function hold<T>(key: string, entry: CacheEntry<T>, size: number, now: number): void {
  cmsMemory.set(key, { value: entry.value }, size, now, entry.storedAt + entry.ttl * 1000);
}

/** A 404 is remembered this long (seconds), so a missing page does not hammer the upstream. */
export const NEGATIVE_TTL = 60;
/** After its TTL, an entry is served while it is refreshed in the background, for as long again. */
const SWR_FACTOR = 1;
/** When the upstream fails, an expired entry is still served up to this age past its TTL (seconds). */
export const STALE_IF_ERROR = 24 * 3600;
const MAX_KEY = 480;

/** The kinds of upstream endpoint, for the key scheme `cms:v1:{kind}:{path}`. */
export function cacheKind(path: string): string {
  if (path.startsWith('/api/drupal/api/menu_items/')) return 'navigation';
  if (path.startsWith('/api/drupal/api/breadcrumb')) return 'breadcrumb';
  if (path.startsWith('/api/drupal/api/taxonomies/')) return 'taxonomy';
  if (path.startsWith('/api/drupal/api/node-path')) return 'nodepath';
  if (path.startsWith('/api/v1/redirect/')) return 'redirect';
  if (path.startsWith('/api/v1/geo/') || path.startsWith('/geocode/')) return 'geocode';
  if (path.startsWith('/api/v1/')) return 'list';
  return 'page';
}

/** Requests for the same key in one isolate share one upstream call. */
const inflight = new Map<string, Promise<unknown>>();
const GAVE_UP = Symbol('gave up waiting');

export interface SourceOptions {
  kv: KVNamespace | null;
  waitUntil: (p: Promise<unknown>) => void;
  /** Called with failures that were absorbed (served stale) or happened in the background. */
  report?: (error: unknown) => void;
  now?: () => number;
  /** How long a request waits for another request's upstream call before making its own (ms). */
  joinLimitMs?: number;
}

/**
 * Every content read goes through here: a KV cache (with an in-isolate copy of
 * fresh answers in front, worker/cache/memory-copy.ts) with stale-while-revalidate,
 * stale-if-error (24 h), negative caching of 404s and request coalescing, over
 * the upstream (HTTP backend or the embedded origin); payloads parsed with the
 * contract's valibot schemas; failures typed (UpstreamError).
 */
export class ContentSource {
  private readonly kv: KVNamespace | null;
  private readonly waitUntil: (p: Promise<unknown>) => void;
  private readonly report: (error: unknown) => void;
  private readonly now: () => number;
  private readonly joinLimitMs: number;

  constructor(
    private readonly upstream: UpstreamFetch,
    options: SourceOptions,
  ) {
    this.kv = options.kv;
    this.waitUntil = options.waitUntil;
    this.report = options.report ?? ((error) => console.error('content source', error));
    this.now = options.now ?? Date.now;
    this.joinLimitMs = options.joinLimitMs ?? 5000;
  }

  /** `cms:v1:{kind}:{path}`; a path too long for a KV key is replaced by its SHA-256. */
  static async cacheKey(path: string): Promise<string> {
    const key = `cms:v1:${cacheKind(path)}:${path}`;
    if (key.length <= MAX_KEY) return key;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(path));
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    return `cms:v1:${cacheKind(path)}:#${hex}`;
  }

  async read<T>(path: string, options: ReadOptions<T>): Promise<T | null> {
    if (!this.kv) return this.coalesced(path, () => this.fetchFresh(path, options));
    const key = await ContentSource.cacheKey(path);
    const now = this.now();
    const held = cmsMemory.get(key, now);
    if (held) return held.value as T | null;
    const raw = await this.kv.get(key, 'text').catch((error: unknown) => {
      this.report(error);
      return null;
    });
    const entry = raw === null ? null : parseEntry<T>(raw);
    if (entry && raw !== null) hold(key, entry, raw.length, now);
    const age = entry ? (now - entry.storedAt) / 1000 : Infinity;
    if (entry && age < entry.ttl) return entry.value;
    if (entry && age < entry.ttl * (1 + SWR_FACTOR)) {
      this.waitUntil(this.refresh(path, options).catch((error: unknown) => this.report(error)));
      return entry.value;
    }
    try {
      return await this.refresh(path, options);
    } catch (error) {
      if (entry && age < entry.ttl + STALE_IF_ERROR) {
        this.report(error);
        return entry.value;
      }
      throw error;
    }
  }

  /** Fetches from the upstream and overwrites the cached answer (coalesced per key). */
  refresh<T>(path: string, options: ReadOptions<T>): Promise<T | null> {
    return this.coalesced(path, async () => {
      const value = await this.fetchFresh(path, options);
      const ttl = value === null ? NEGATIVE_TTL : options.ttl;
      await this.store(await ContentSource.cacheKey(path), { value, storedAt: this.now(), ttl });
      return value;
    });
  }

  private coalesced<T>(path: string, work: () => Promise<T>): Promise<T> {
    const running = inflight.get(path) as Promise<T> | undefined;
    if (running) return this.joined(running, path, work);
    const promise = work().finally(() => {
      if (inflight.get(path) === promise) inflight.delete(path);
    });
    inflight.set(path, promise);
    return promise;
  }

  /**
   * Waits for another request's call, but not forever: when that request is
   * cancelled (its visitor went away), the runtime cancels its work too and
   * the shared promise never settles; a request waiting on it alone would then
   * fail ("the script will never generate a response"). After `joinLimitMs`
   * this request forgets that call and makes its own.
   */
  private joined<T>(running: Promise<T>, path: string, work: () => Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<typeof GAVE_UP>((resolve) => {
      timer = setTimeout(() => resolve(GAVE_UP), this.joinLimitMs);
    });
    return Promise.race([running, limit])
      .finally(() => clearTimeout(timer))
      .then((result) => {
        if (result !== GAVE_UP) return result;
        if (inflight.get(path) === running) inflight.delete(path);
        return this.coalesced(path, work);
      });
  }

  private async store<T>(key: string, entry: CacheEntry<T>): Promise<void> {
    if (!this.kv) return;
    // Kept long past freshness, for stale-if-error.
    const expirationTtl = Math.max(60, Math.ceil(entry.ttl * (1 + SWR_FACTOR) + STALE_IF_ERROR));
    const json = JSON.stringify(entry);
    hold(key, entry, json.length, this.now());
    await this.kv.put(key, json, { expirationTtl }).catch((error: unknown) => this.report(error));
  }

  async fetchFresh<T>(path: string, options: ReadOptions<T>): Promise<T | null> {
    const response = await this.upstream(path);
    // 204 is how the region API says 'none' (spec section 7); where a 404 is null, so is that.
    if ((response.status === 404 || response.status === 204) && options.notFoundIsNull) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamError('status', path, response.status);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (cause) {
      throw new UpstreamError('parse', path, response.status, { cause });
    }
    const parsed = v.safeParse(options.schema, json);
    if (!parsed.success) {
      throw new UpstreamError('parse', path, response.status, { cause: v.flatten(parsed.issues) });
    }
    return options.transform ? options.transform(parsed.output) : parsed.output;
  }
}
