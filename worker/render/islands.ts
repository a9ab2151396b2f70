import { createElement } from 'react';
import { renderToString } from 'react-dom/server.edge';
import type { IslandRenderer } from '../../shared/islands/Island';
import { ISLAND_COMPONENTS, type IslandName, type IslandPropsByName } from '../../shared/islands/registry';

/**
 * Server side of the island contract: each island is rendered on its own with
 * identifierPrefix = its id, exactly as the client will hydrate it; the count
 * makes each id unique within the page.
 */
export class IslandCollector implements IslandRenderer {
  count = 0;

  render<N extends IslandName>(name: N, props: IslandPropsByName[N]): { id: string; html: string } {
    const id = `${name}${this.count++}`;
    const Component = ISLAND_COMPONENTS[name] as unknown as (p: IslandPropsByName[N]) => null;
    const html = renderToString(createElement(Component, props), { identifierPrefix: `${id}-` });
    return { id, html };
  }
}
