import * as v from 'valibot';
import { UpstreamError } from './errors';
import type { UpstreamFetch } from './fetcher';

export interface ReadOptions<T> {
  schema: v.GenericSchema<unknown, T>;
  /** Seconds the answer stays in KV (at least 60, KV's minimum). */
  ttl: number;
  /** A 404 answers null (and is cached) instead of failing. */
  notFoundIsNull?: boolean;
  /** Work done once per upstream answer, before caching (sanitising rich text). */
  transform?: (value: T) => Promise<T> | T;
}

interface CacheEntry<T> {
  value: T | null;
  storedAt: number;
}

/**
 * Every content read goes through here: KV read-through cache over the
 * upstream (HTTP backend or the embedded origin), payloads parsed with the
 * contract's valibot schemas, failures typed.
 */
export class ContentSource {
  constructor(
    private readonly upstream: UpstreamFetch,
    private readonly kv: KVNamespace | null,
    private readonly waitUntil: (p: Promise<unknown>) => void,
  ) {}

  static cacheKey(path: string): string {
    return 'cms:v1:' + path;
  }

  async read<T>(path: string, options: ReadOptions<T>): Promise<T | null> {
    const key = ContentSource.cacheKey(path);
    const cached = this.kv ? await this.kv.get<CacheEntry<T>>(key, 'json') : null;
    if (cached) return cached.value;

    const value = await this.fetchFresh(path, options);
    this.waitUntil(this.store(key, value, options.ttl));
    return value;
  }

  /** Fetches from the upstream and overwrites the cached answer (cache warming). */
  async refresh<T>(path: string, options: ReadOptions<T>): Promise<T | null> {
    const value = await this.fetchFresh(path, options);
    await this.store(ContentSource.cacheKey(path), value, options.ttl);
    return value;
  }

  private async store<T>(key: string, value: T | null, ttl: number): Promise<void> {
    if (!this.kv) return;
    const entry: CacheEntry<T> = { value, storedAt: Date.now() };
    await this.kv.put(key, JSON.stringify(entry), { expirationTtl: Math.max(60, ttl) }).catch((error: unknown) => {
      console.error('KV write failed', key, error);
    });
  }

  async fetchFresh<T>(path: string, options: ReadOptions<T>): Promise<T | null> {
    const response = await this.upstream(path);
    if (response.status === 404 && options.notFoundIsNull) {
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
