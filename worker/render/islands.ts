import { createElement } from 'react';
import { renderToString } from 'react-dom/server.edge';
import type { IslandRenderer } from '../../shared/islands/Island';
import { FormTokenContext } from '../../shared/ui/post-form';
import { ISLAND_COMPONENTS, type IslandName, type IslandPropsByName } from '../../shared/islands/registry';
import { isReusableProps, TOKEN_FREE_ISLANDS } from '../../shared/islands/reusable';
import { MemoryCopy } from '../cache/memory-copy';
import { assets } from './manifest';
import { Kept } from './parts';

/**
 * Markup of islands with reusable props (shared/islands/reusable.ts), by the
 * props object and then the island's id (its identifierPrefix): the markup is
 * a pure function of the component, its deep-frozen props and the id. Only
 * islands that never read the page's anti-forgery token are reused
 * (TOKEN_FREE_ISLANDS, with its test), and they are rendered without it, so neither the hourly token nor a member's
 * session-bound one can be in markup kept across requests.
 */
const reusedMarkup = new WeakMap<object, Map<string, Kept>>();

/**
 * Markup of token-free islands whose props are made per request (the page
 * tools' share links, a list's filter), by the island's id and its props as
 * the page carries them (JSON): the client hydrates from exactly that JSON, so
 * the server's markup may not depend on anything else either. Held like CMS
 * answers (at most HOLD_MS, bounded in size, least recently used first).
 */
const markupByJson = new MemoryCopy<Kept>();

/**
 * Server side of the island contract: each island is rendered on its own with
 * identifierPrefix = its id, exactly as the client will hydrate it; the count
 * makes each id unique within the page.
 */
export class IslandCollector implements IslandRenderer {
  count = 0;

  render<N extends IslandName>(name: N, props: IslandPropsByName[N], formToken: string | null = null, json?: string): { id: string; html: string; kept?: object } {
    const id = `${name}${this.count++}`;
    const tokenFree = TOKEN_FREE_ISLANDS.has(name);
    const reusable = tokenFree && isReusableProps(props);
    const held = reusable ? reusedMarkup.get(props)?.get(id) : undefined;
    if (held !== undefined) return { id, html: held.html, kept: held };
    const key = tokenFree && !reusable && json !== undefined ? `${id}\n${json}` : null;
    const now = key === null ? 0 : Date.now();
    const byJson = key === null ? undefined : markupByJson.get(key, now);
    if (byJson !== undefined) return { id, html: byJson.html, kept: byJson };
    const Component = ISLAND_COMPONENTS[name] as unknown as (p: IslandPropsByName[N]) => null;
    // The page's anti-forgery token reaches the island's forms as on the page; in the browser they read it from the meta tag.
    const element = createElement(FormTokenContext.Provider, { value: tokenFree ? null : formToken }, createElement(Component, props));
    const html = renderToString(element, { identifierPrefix: `${id}-` });
    if (!reusable && key === null) return { id, html };
    const kept = new Kept(html);
    if (reusable) {
      let byId = reusedMarkup.get(props);
      if (!byId) reusedMarkup.set(props, (byId = new Map()));
      byId.set(id, kept);
    } else if (key !== null) {
      markupByJson.set(key, kept, kept.heldSize(key), now, Infinity);
    }
    return { id, html, kept };
  }

  chunks(name: IslandName): { src: string; hydrate: string } {
    return { src: assets.islands[name] ?? '', hydrate: assets.hydrate };
  }
}
