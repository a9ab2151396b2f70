/**
 * Markup kept across renders, and the two kinds of store it is kept in.
 * Whatever keeps markup (the chrome's parts, keyed parts, content blocks,
 * the islands, the JSON-LD of a held answer) makes a Kept, and a page render
 * puts any Kept into the page the same one way: a marker (PartMarkup.piece,
 * or markup/keyed/splice for the parts) that the renderer replaces by the
 * Kept's bytes (worker/render/parts.tsx).
 *
 * The two kinds of store differ in what their keys are made of, and so in
 * how they are bounded:
 * - by frozen objects (a held CMS answer, deep-frozen island props, a part's
 *   render function), weakly (keptPerPair): the markup goes when its owner
 *   goes (at most HOLD_MS after its answer was read,
 *   worker/cache/memory-copy.ts), so nothing else needs to bound it. The
 *   islands and the JSON-LD use keptWithOwner below; the chrome's parts and
 *   spliced blocks have their own (worker/render/parts.tsx), as theirs are
 *   keyed by render function first and a spliced one may be null;
 * - by a string made of request values (a list's filters, per-request island
 *   props as JSON), of which there are endlessly many: one MemoryCopy for
 *   all, bounded in size and held at most HOLD_MS, least recently used
 *   first (keptByKey below). A key starts with its space on a line of its
 *   own, so two kinds of markup never meet under one key.
 */
import { keptPerPair } from '../../shared/kept-per-pair';
import { MemoryCopy } from '../cache/memory-copy';

const utf8 = new TextEncoder();

/**
 * Reused markup, and its UTF-8 bytes once a page has sent it: a render puts
 * the bytes into the response as they are (renderPage), so reused markup is
 * neither copied through React's output nor encoded again per request.
 */
export class Kept {
  #bytes: Uint8Array<ArrayBuffer> | null = null;
  constructor(readonly html: string) {}
  get bytes(): Uint8Array<ArrayBuffer> {
    return (this.#bytes ??= utf8.encode(this.html));
  }
  /** What it counts in a bounded store (MemoryCopy) under `key`: the key, the markup and its bytes (up to three per character). */
  heldSize(key: string): number {
    return key.length + this.html.length * 4;
  }
}

/** What a frozen owner's kept text is: an island's markup (by its id) or JSON (island props, JSON-LD). */
export const KEPT_AS: { readonly islandMarkup: object; readonly json: object } = { islandMarkup: {}, json: {} };

const byOwner = keptPerPair<Kept>();

/**
 * Text made once per frozen `owner`, kind (KEPT_AS) and variant, kept as long
 * as the owner lives. `make` must be a pure function of the three, as it runs
 * only the first time.
 */
export function keptWithOwner(owner: object, kind: object, variant: string, make: () => string): Kept {
  return byOwner(owner, kind, variant, () => new Kept(make()));
}

const byKey = new MemoryCopy<Kept>();

/**
 * Markup held by a string key within a space ('island', a keyed part's
 * render number): rendered by `make` when the store does not hold it (any
 * more), then held at most HOLD_MS. `make` must be a pure function of the
 * space and the key.
 */
export function keptByKey(space: string, key: string, make: () => string): Kept {
  const held = `${space}\n${key}`;
  const now = Date.now();
  const found = byKey.get(held, now);
  if (found !== undefined) return found;
  const made = new Kept(make());
  byKey.set(held, made, made.heldSize(held), now, Infinity);
  return made;
}

/** What the bounded store holds (tests). */
export const keptByKeyStats = (): { entries: number; chars: number } => byKey.stats();
