import { renderToString } from 'react-dom/server.edge';
import { IslandRendererContext, type IslandRenderer } from '../../shared/islands/Island';
import { CurrentPathContext } from '../../shared/ui/current-path';
import { FormTokenContext } from '../../shared/ui/post-form';
import { keptPerPair } from '../../shared/kept-per-pair';
import { SPLICE_ATTR, type KeyedRender, type PartMarkup, type PartRender } from '../../shared/ui/reused-part';
import { Kept, keptByKey } from './kept';

/**
 * The server's reused chrome markup (shared/ui/reused-part.tsx explains what
 * makes reuse safe), by the part's render function, then its frozen source
 * object, then the variant. All weak where it can be: a held CMS answer drops
 * out of the isolate's memory after at most 30 s (worker/cache/memory-copy.ts)
 * and its markup with it. A source has few variants (the current main-menu
 * item, the year), never one per page.
 */
const markupByPart = keptPerPair<Kept>();

const utf8 = new TextEncoder();

/**
 * Markup of keyed parts (PartMarkup.keyed) is held by render function and
 * key in the bounded store of kept markup (worker/render/kept.ts), as a key
 * is made of request values (a list's filters, a term). Each render function
 * (module-level, so a handful) has a number: its space in that store.
 */
const keyedRenders = new Map<KeyedRender, number>();

/** A reused part's markup, made once per render function, frozen source and variant. */
function keptMarkup<S extends object>(source: S, variant: string, render: PartRender<S>): Kept {
  // Only frozen sources reach here (ReusedPart renders anything else inline); checked again, as it is the whole point.
  if (!Object.isFrozen(source)) throw new Error('reused markup needs a frozen source');
  // Rendered without any of the page's providers: no path, no form token, no island renderer.
  return markupByPart(render, source, variant, () => new Kept(renderToString(render(source, variant))));
}

/** A keyed part's markup, held by render function and key. */
function keyedMarkup(key: string, render: KeyedRender): Kept {
  let n = keyedRenders.get(render);
  if (n === undefined) keyedRenders.set(render, (n = keyedRenders.size));
  // As keptMarkup above: none of the page's providers, and an island would throw.
  return keptByKey(String(n), key, () => renderToString(<IslandRendererContext.Provider value={NO_ISLANDS}>{render(key)}</IslandRendererContext.Provider>));
}

/** Reused markup as it is, for a render outside renderParts (tests, the bench's strategies). */
export const partMarkup: PartMarkup = {
  markup: (source, variant, render) => keptMarkup(source, variant, render).html,
  keyed: (key, render) => keyedMarkup(key, render).html,
};

/** Stands in for the island renderer while a part is probed: a part with an island is never reused. */
const NO_ISLANDS: IslandRenderer = {
  render() {
    throw new Error('an island cannot be part of reused markup');
  },
  chunks() {
    throw new Error('an island cannot be part of reused markup');
  },
};

/** Two sets of the page's contexts, for the two renders of a probe. */
const PROBES = [
  { path: '/probe-a/', token: 'probe-token-a' },
  { path: '/probe-b/', token: 'probe-token-b' },
] as const;

/** What React moves into the document's head from wherever it is rendered. */
const HOISTED = /<(link|meta|title)[\s>]/;

/** Spliced markup by render function, frozen source and variant; null: it depends on the page, render inline. */
const splicedByPart = keptPerPair<Kept | null>();
/** Gives each kept markup its own useId prefix, so two of them on one page never share an id. */
let keptCount = 0;

/**
 * A part's markup if it does not depend on the page: rendered twice, each
 * time with another path and form token and with an island renderer that
 * throws. The same markup both times, and no island, means the part reads
 * none of them (a /trainingen/ link carries the path, a form the token), so
 * it is the same on every page and for every visitor.
 */
function probedMarkup<S extends object>(source: S, variant: string, render: PartRender<S>): Kept | null {
  const prefix = `p${keptCount}-`;
  const renders: string[] = [];
  for (const probe of PROBES) {
    try {
      renders.push(
        renderToString(
          <IslandRendererContext.Provider value={NO_ISLANDS}>
            <FormTokenContext.Provider value={probe.token}>
              <CurrentPathContext.Provider value={probe.path}>{render(source, variant)}</CurrentPathContext.Provider>
            </FormTokenContext.Provider>
          </IslandRendererContext.Provider>,
          { identifierPrefix: prefix },
        ),
      );
    } catch {
      return null;
    }
  }
  if (renders[0] !== renders[1]) return null;
  // React hoists <link>, <meta> and <title> (and a high-priority image's preload) into the page's
  // head: rendered on its own, a part would leave them out of it.
  if (HOISTED.test(renders[0]!)) return null;
  keptCount++;
  return new Kept(renders[0]!);
}

/** A random name of this isolate for the markers (made on first use: the runtime gives no random values at start-up), and their numbers. */
let isolateId: string | null = null;
let markerCount = 0;
const MARKER_END = '"></template>';

/** A piece of a finished page: rendered text, or reused markup. */
export type PagePiece = string | Kept;

/**
 * The page cut at each marker `<template data-an-part="{isolate}.{n}"></template>`,
 * with the marker replaced by the reused markup of number n (nothing for a
 * number this render does not know). Found with indexOf and cut into slices
 * of the page, so the page is copied once more only where it is sent
 * (renderPage): a regular expression's replace made the whole page once more
 * (docs/performance.md).
 */
function cutAtMarkers(page: string, start: string, spliced: ReadonlyMap<number, Kept>): PagePiece[] {
  const pieces: PagePiece[] = [];
  let text = '';
  let at = 0;
  for (let i = page.indexOf(start); i >= 0; i = page.indexOf(start, at)) {
    const end = page.indexOf(MARKER_END, i + start.length);
    const n = end < 0 ? '' : page.slice(i + start.length, end);
    if (!/^\d{1,9}$/.test(n)) {
      text += page.slice(at, i + start.length);
      at = i + start.length;
      continue;
    }
    text += page.slice(at, i);
    if (text !== '') pieces.push(text);
    text = '';
    const kept = spliced.get(Number(n));
    if (kept) pieces.push(kept);
    at = end + MARKER_END.length;
  }
  text += page.slice(at);
  if (text !== '') pieces.push(text);
  return pieces;
}

/** The page in one string (tests and the bench compare pages). */
export const pageText = (pieces: readonly PagePiece[]): string => pieces.map((piece) => (typeof piece === 'string' ? piece : piece.html)).join('');

/**
 * The page as a response body: rendered text encoded, reused markup copied as
 * the bytes it was kept with, into one buffer. Profiled against a Blob of the
 * same pieces (which the runtime joins itself): this took 8.6 % of a held
 * region search page's samples, the Blob 14.4 %.
 */
export const pageBody = (pieces: readonly PagePiece[]): Uint8Array<ArrayBuffer> => {
  // At most three bytes per UTF-16 unit; the body is the part written.
  let max = 0;
  for (const piece of pieces) max += typeof piece === 'string' ? piece.length * 3 : piece.bytes.byteLength;
  const body = new Uint8Array(max);
  let at = 0;
  for (const piece of pieces) {
    if (typeof piece === 'string') {
      at += utf8.encodeInto(piece, body.subarray(at)).written;
    } else {
      const bytes = piece.bytes;
      body.set(bytes, at);
      at += bytes.byteLength;
    }
  }
  return body.subarray(0, at);
};

/** How many content parts this isolate's renders have spliced in (the tests read it to see reuse happen; the chrome is not counted). */
export const splicedParts = { count: 0 };

/**
 * The reused markup of one render: the chrome's and keyed parts' (markup and
 * keyed) and spliced parts (content blocks), each put in the page as a
 * marker, which `finish` replaces. A marker carries this isolate's random
 * name, so nothing the page shows (a CMS text) can name one, and a number no
 * other render uses.
 */
export function renderParts(): { parts: PartMarkup; finish: (html: string) => PagePiece[] } {
  const spliced = new Map<number, Kept>();
  const used = new Set<Kept>();
  let contentParts = 0;
  const markerId = (kept: Kept): string => {
    isolateId ??= crypto.randomUUID().slice(0, 8);
    const n = markerCount++;
    spliced.set(n, kept);
    return `${isolateId}.${n}`;
  };
  const marker = (kept: Kept): string => `<template ${SPLICE_ATTR}="${markerId(kept)}${MARKER_END}`;
  const parts: PartMarkup = {
    markup: (source, variant, render) => marker(keptMarkup(source, variant, render)),
    keyed: (key, render) => marker(keyedMarkup(key, render)),
    piece: (kept) => {
      if (!(kept instanceof Kept)) throw new Error('not kept markup');
      return marker(kept);
    },
    splice<S extends object>(source: S, variant: string, render: PartRender<S>): string | null {
      if (!Object.isFrozen(source)) return null;
      const kept = splicedByPart(render, source, variant, () => probedMarkup(source, variant, render));
      // The same part twice on one page is rendered inline the second time: its ids stay unique.
      if (kept === null || used.has(kept)) return null;
      used.add(kept);
      contentParts++;
      return markerId(kept);
    },
  };
  const finish = (page: string): PagePiece[] => {
    if (spliced.size === 0 || isolateId === null) return [page];
    splicedParts.count += contentParts;
    return cutAtMarkers(page, `<template ${SPLICE_ATTR}="${isolateId}.`, spliced);
  };
  return { parts, finish };
}
