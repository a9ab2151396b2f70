/**
 * A small seeded pseudo-random number generator (mulberry32) with the helpers
 * the demo content needs. Every random choice in the generator goes through
 * this module, so the same seed always yields the same content.
 */

export interface Rng {
  /** Next float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements of a list, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A shuffled copy of a list (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** ISO timestamp between two instants (milliseconds), rounded to the minute. */
  dateBetween(startMs: number, endMs: number): string;
}

const MINUTE_MS = 60_000;

/** 32-bit string hash (FNV-1a), used to derive independent streams from one seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A mulberry32 generator for one 32-bit seed. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));

  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = items.slice();
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      const a = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = a;
    }
    return copy;
  };

  return {
    next,
    int,
    shuffle,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick() from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      return shuffle(items).slice(0, Math.min(count, items.length));
    },
    chance(p: number): boolean {
      return next() < p;
    },
    dateBetween(startMs: number, endMs: number): string {
      const lo = Math.min(startMs, endMs);
      const hi = Math.max(startMs, endMs);
      const minutes = Math.floor((hi - lo) / MINUTE_MS);
      return new Date(lo + int(0, minutes) * MINUTE_MS).toISOString();
    },
  };
}

/**
 * An independent stream for one subject (regions, pages, ...). Forking by name
 * keeps, for example, the region content identical whatever the scale is.
 */
export function forkRng(seed: number, subject: string): Rng {
  return createRng((seed ^ hashString(subject)) >>> 0);
}
