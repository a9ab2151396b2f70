/**
 * An in-isolate copy of recently read CMS answers, in front of KV. A KV read
 * costs far more than rendering a page (docs/performance.md), and one isolate
 * serves many requests for the same few pages, menus and taxonomies.
 *
 * An answer is held at most HOLD_MS after it was read from KV or the upstream,
 * and never past its freshness in KV, so after that the usual KV path (with
 * stale-while-revalidate and stale-if-error) decides again. KV itself is only
 * eventually consistent (a write can take up to 60 s to reach every location),
 * so a hold of 30 s adds no staleness a visitor could not already see. A purge
 * empties the copy of the isolate that handles it; other isolates follow within
 * HOLD_MS. The copy is bounded by size (least recently used entries go first).
 */

export const HOLD_MS = 30_000;
/** Upper bound of the held answers, as JSON characters (workers have 128 MB in all). */
export const MAX_CHARS = 8_000_000;

interface Held {
  value: unknown;
  until: number;
  chars: number;
}

const held = new Map<string, Held>();
let chars = 0;

/** The held answer for a key (undefined when none, or no longer to be trusted). */
export function memoryGet<T>(key: string, now: number): { value: T | null } | undefined {
  const entry = held.get(key);
  if (!entry) return undefined;
  if (now >= entry.until) {
    memoryDelete(key);
    return undefined;
  }
  // Most recently used last: Map keeps insertion order.
  held.delete(key);
  held.set(key, entry);
  return { value: entry.value as T | null };
}

/** Holds an answer until `freshUntil` (its KV freshness) or HOLD_MS from now, whichever comes first. */
export function memorySet(key: string, value: unknown, size: number, now: number, freshUntil: number): void {
  memoryDelete(key);
  const until = Math.min(freshUntil, now + HOLD_MS);
  if (until <= now || size > MAX_CHARS / 4) return;
  held.set(key, { value: deepFreeze(value), until, chars: size });
  chars += size;
  for (const [oldest, entry] of held) {
    if (chars <= MAX_CHARS) break;
    held.delete(oldest);
    chars -= entry.chars;
  }
}

/**
 * Held answers are shared by every request of the isolate: frozen, so code that
 * would change one in place (sorting a menu) fails loudly in the tests instead
 * of quietly changing what the next visitor sees.
 */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function memoryDelete(key: string): void {
  const entry = held.get(key);
  if (!entry) return;
  held.delete(key);
  chars -= entry.chars;
}

/** Forgets every held answer whose key the predicate picks (all of them without one). */
export function memoryClear(pick: (key: string) => boolean = () => true): void {
  for (const key of [...held.keys()]) if (pick(key)) memoryDelete(key);
}

/** How many answers and JSON characters are held (for tests and the bench). */
export function memoryStats(): { entries: number; chars: number } {
  return { entries: held.size, chars };
}
