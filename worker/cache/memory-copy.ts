/**
 * An in-isolate copy of recently used answers, in front of a slower cache (KV
 * for CMS answers, the Cache API for whole pages). One isolate serves many
 * requests for the same few pages, menus and taxonomies, and reading either
 * cache costs more than rendering a page (docs/performance.md).
 *
 * An answer is held at most HOLD_MS after it was read or stored, and never past
 * its freshness in the cache behind, so after that the usual path (with
 * stale-while-revalidate and stale-if-error) decides again. KV itself is only
 * eventually consistent (a write can take up to 60 s to reach every location),
 * so a hold of 30 s adds no staleness a visitor could not already see. A purge
 * empties the copies of the isolate that handles it; other isolates follow
 * within HOLD_MS. Each copy is bounded by size (least recently used goes first).
 */
import { deepFreeze } from '../../shared/deep-freeze';
import type { HeldPage } from '../middleware/page-cache';

export const HOLD_MS = 30_000;
/** Upper bound of one copy, in characters of JSON or HTML (a worker has 128 MB in all). */
export const MAX_CHARS = 8_000_000;

interface Held<V> {
  value: V;
  until: number;
  chars: number;
}

export class MemoryCopy<V> {
  private readonly held = new Map<string, Held<V>>();
  private chars = 0;

  /**
   * `freeze`: values are shared by every request of the isolate, so objects are frozen deeply:
   * code that would change a shared answer in place (sorting a menu) fails loudly in the tests
   * instead of quietly changing what the next visitor sees.
   */
  constructor(private readonly options: { freeze?: boolean } = {}) {}

  /** The held value for a key (undefined when none, or no longer to be trusted). */
  get(key: string, now: number): V | undefined {
    const entry = this.held.get(key);
    if (!entry) return undefined;
    if (now >= entry.until) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last: a Map keeps insertion order.
    this.held.delete(key);
    this.held.set(key, entry);
    return entry.value;
  }

  /** Holds a value until `freshUntil` (its freshness behind) or HOLD_MS from now, whichever comes first. */
  set(key: string, value: V, size: number, now: number, freshUntil: number): void {
    this.delete(key);
    const until = Math.min(freshUntil, now + HOLD_MS);
    if (until <= now || size > MAX_CHARS / 4) return;
    this.held.set(key, { value: this.options.freeze ? deepFreeze(value) : value, until, chars: size });
    this.chars += size;
    for (const [oldest, entry] of this.held) {
      if (this.chars <= MAX_CHARS) break;
      this.held.delete(oldest);
      this.chars -= entry.chars;
    }
  }

  delete(key: string): void {
    const entry = this.held.get(key);
    if (!entry) return;
    this.held.delete(key);
    this.chars -= entry.chars;
  }

  /** Forgets every held value whose key the predicate picks (all of them without one). */
  clear(pick: (key: string) => boolean = () => true): void {
    for (const key of [...this.held.keys()]) if (pick(key)) this.delete(key);
  }

  stats(): { entries: number; chars: number } {
    return { entries: this.held.size, chars: this.chars };
  }
}

/** Parsed CMS answers by KV key (worker/content/source.ts). */
export const cmsMemory = new MemoryCopy<{ value: unknown }>({ freeze: true });
/** Whole cached pages by URL (worker/middleware/page-cache). */
export const pageMemory = new MemoryCopy<HeldPage>();
