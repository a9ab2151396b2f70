import { createContext, useContext, type ReactNode } from 'react';
import { linkInfo } from '../links';

/**
 * Markup of a part of the page chrome (header, footer, cookie question) that
 * every page repeats, rendered once and reused by later renders of the same
 * isolate. The chrome was more than half of the elements React renders for a
 * KV-warm page (docs/performance.md, issue 11 item 10).
 *
 * What makes reuse safe: the part's inner HTML is rendered on its own, by a
 * React render that has none of the page's contexts (no current path, no
 * anti-forgery token, no island renderer: an island inside a reused part
 * throws), from exactly two inputs that form the key: `source`, a frozen
 * object (a held CMS answer, worker/cache/memory-copy.ts, or a constant), and
 * `variant`, a string. `render` gets only those two, and is a module-level
 * function of them, so nothing else of the request can reach the markup. A
 * new CMS answer is a new object and gets fresh markup; a source that is not
 * frozen (a fresh upstream read, a preview) is rendered inline every time.
 * Provided by the server renderer (worker/render/parts.tsx); without a
 * provider (tests, the browser) every part renders inline.
 */
export interface PartMarkup {
  /**
   * The inner markup of a reused part, or, in a page render, a marker for it
   * that the renderer replaces by the markup's bytes, kept with it, once the
   * page is rendered (worker/render/parts.tsx).
   */
  markup<S extends object>(source: S, variant: string, render: PartRender<S>): string;
  /**
   * For a part with no element of its own to hold the markup (a content
   * block): a marker element to render in its place, which the renderer
   * replaces by the reused markup once the page is rendered; or null, and the
   * part renders inline. Null unless the part's markup was found not to
   * depend on the page's contexts (worker/render/parts.tsx probes it).
   */
  splice?<S extends object>(source: S, variant: string, render: PartRender<S>): string | null;
  /**
   * For a small part made of request values (a list's page links): its inner
   * markup by a key that holds every input, `render` a module-level function
   * of the key alone. Kept bounded and for a short while, as request values
   * are many; absent without a provider, and the part renders inline. In a
   * page render, a marker as markup() gives.
   */
  keyed?(key: string, render: KeyedRender): string;
  /**
   * A marker for markup the server keeps itself (worker/render/kept.ts: an
   * island's markup and its reusable props' JSON from IslandRenderer.render,
   * the JSON-LD of a held answer), which the renderer replaces by the kept
   * bytes; absent without a provider.
   */
  piece?(kept: object): string;
}
export type KeyedRender = (key: string) => ReactNode;

/** The attribute of the marker element that `splice` names. */
export const SPLICE_ATTR = 'data-an-part';

/** The markup of a part from PartMarkup.splice, or the part itself when it cannot be reused. */
export function SplicedPart<S extends object>({ source, variant, render }: { source: S; variant: string; render: PartRender<S> }) {
  const parts = useContext(PartMarkupContext);
  const marker = parts?.splice && Object.isFrozen(source) ? parts.splice(source, variant, render) : null;
  if (marker === null) return <>{render(source, variant)}</>;
  return <template {...{ [SPLICE_ATTR]: marker }} />;
}
export type PartRender<S extends object> = (source: S, variant: string) => ReactNode;
export const PartMarkupContext = createContext<PartMarkup | null>(null);

/** A variant of two values, the second of which may hold spaces (a path, a host). */
export const variantOf = (first: string | number, second: string): string => `${first} ${second}`;
/** The two values of a variantOf. */
export function variantParts(variant: string): [string, string] {
  const space = variant.indexOf(' ');
  return [variant.slice(0, space), variant.slice(space + 1)];
}

/** A constant source, for parts whose markup depends on code and texts only. */
export const CONSTANT_PART: object = Object.freeze({});

type Tag = 'a' | 'div' | 'footer' | 'nav' | 'section';
type Attrs = { className?: string; id?: string; href?: string; hidden?: boolean; 'aria-label'?: string; 'aria-labelledby'?: string };

/** `<tag {...attrs}>{render(source, variant)}</tag>`, with the inner markup reused when `source` is frozen. */
export function ReusedPart<S extends object>({ tag: Tag, attrs, source, variant, render }: { tag: Tag; attrs: Attrs; source: S; variant: string; render: PartRender<S> }) {
  const parts = useContext(PartMarkupContext);
  if (!parts || !Object.isFrozen(source)) return <Tag {...attrs}>{render(source, variant)}</Tag>;
  return <Tag {...attrs} dangerouslySetInnerHTML={{ __html: parts.markup(source, variant, render) }} />;
}

/** `<tag {...attrs}>{render(key)}</tag>`, with the inner markup kept by the key (PartMarkup.keyed). */
export function KeyedPart({ tag: Tag, attrs, partKey, render }: { tag: Tag; attrs: Attrs; partKey: string; render: KeyedRender }) {
  const parts = useContext(PartMarkupContext);
  if (!parts?.keyed) return <Tag {...attrs}>{render(partKey)}</Tag>;
  return <Tag {...attrs} dangerouslySetInnerHTML={{ __html: parts.keyed(partKey, render) }} />;
}

/**
 * Whether linkInfo's answer for a link depends on the page it is on (a
 * /trainingen/ link gets the page's path as startingPageUrl): such a link
 * cannot be part of markup reused across pages.
 */
export function usesCurrentPath(href: string): boolean {
  return linkInfo(href, '/a').href !== linkInfo(href, '/b').href;
}
