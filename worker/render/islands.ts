import { createElement } from 'react';
import { renderToString } from 'react-dom/server.edge';
import type { IslandRenderer } from '../../shared/islands/Island';
import { FormTokenContext } from '../../shared/ui/post-form';
import { ISLAND_COMPONENTS, type IslandName, type IslandPropsByName } from '../../shared/islands/registry';
import { assets } from './manifest';

/**
 * Server side of the island contract: each island is rendered on its own with
 * identifierPrefix = its id, exactly as the client will hydrate it; the count
 * makes each id unique within the page.
 */
export class IslandCollector implements IslandRenderer {
  count = 0;

  render<N extends IslandName>(name: N, props: IslandPropsByName[N], formToken: string | null = null): { id: string; html: string } {
    const id = `${name}${this.count++}`;
    const Component = ISLAND_COMPONENTS[name] as unknown as (p: IslandPropsByName[N]) => null;
    // The page's anti-forgery token reaches the island's forms as on the page; in the browser they read it from the meta tag.
    const element = createElement(FormTokenContext.Provider, { value: formToken }, createElement(Component, props));
    const html = renderToString(element, { identifierPrefix: `${id}-` });
    return { id, html };
  }

  chunks(name: IslandName): { src: string; hydrate: string } {
    return { src: assets.islands[name] ?? '', hydrate: assets.hydrate };
  }
}
