import { createElement } from 'react';
import { renderToString } from 'react-dom/server.edge';
import type { IslandRenderer } from '../../shared/islands/Island';
import { FormTokenContext } from '../../shared/ui/post-form';
import { ISLAND_COMPONENTS, type IslandName, type IslandPropsByName } from '../../shared/islands/registry';
import { isReusableProps, TOKEN_FREE_ISLANDS } from '../../shared/islands/reusable';
import { assets } from './manifest';
import { KEPT_AS, keptByKey, keptWithOwner, type Kept } from './kept';

/**
 * An island rendered on its own, as the client hydrates it: identifierPrefix
 * = its id; the page's anti-forgery token reaches its forms as on the page (in
 * the browser they read it from the meta tag), none for a token-free island.
 */
function renderIsland<N extends IslandName>(name: N, props: IslandPropsByName[N], formToken: string | null, id: string): string {
  const Component = ISLAND_COMPONENTS[name] as unknown as (p: IslandPropsByName[N]) => null;
  return renderToString(createElement(FormTokenContext.Provider, { value: formToken }, createElement(Component, props)), { identifierPrefix: `${id}-` });
}

/**
 * Server side of the island contract: each island is rendered on its own with
 * identifierPrefix = its id, exactly as the client will hydrate it; the count
 * makes each id unique within the page.
 *
 * Markup is kept (worker/render/kept.ts) only for islands that never read the
 * page's anti-forgery token (TOKEN_FREE_ISLANDS, with its test), rendered
 * without it, so neither the hourly token nor a member's session-bound one can
 * be in markup kept across requests. It is a pure function of the component,
 * its props and its id: with reusable props (shared/islands/reusable.ts,
 * deep-frozen) it is kept with the props object, by id; with props made per
 * request (the page tools' share links, a list's filter) by the id and the
 * props as the page carries them (JSON), which is all the client hydrates
 * from. Reusable props' JSON is kept with them too.
 */
export class IslandCollector implements IslandRenderer {
  count = 0;

  render<N extends IslandName>(name: N, props: IslandPropsByName[N], formToken: string | null = null, json?: string): { id: string; html: string; kept?: Kept; keptProps?: Kept } {
    const id = `${name}${this.count++}`;
    const reusable = isReusableProps(props);
    const keptProps = reusable && json !== undefined ? keptWithOwner(props, KEPT_AS.json, '', () => json) : undefined;
    if (!TOKEN_FREE_ISLANDS.has(name)) return { id, html: renderIsland(name, props, formToken, id), keptProps };
    const markup = () => renderIsland(name, props, null, id);
    const kept = reusable ? keptWithOwner(props, KEPT_AS.islandMarkup, id, markup) : json !== undefined ? keptByKey('island', `${id}\n${json}`, markup) : undefined;
    return kept ? { id, html: kept.html, kept, keptProps } : { id, html: markup(), keptProps };
  }

  chunks(name: IslandName): { src: string; hydrate: string } {
    return { src: assets.islands[name] ?? '', hydrate: assets.hydrate };
  }
}
