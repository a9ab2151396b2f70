import { createContext, useContext } from 'react';
import { FormTokenContext } from '../ui/post-form';
import { PartMarkupContext } from '../ui/reused-part';
import type { IslandName, IslandPropsByName } from './registry';
import { isReusableProps } from './reusable';
import { ISLAND_ATTR, ISLAND_HYDRATE_ATTR, ISLAND_ID_ATTR, ISLAND_PLAIN_ATTR, ISLAND_PROPS_ATTR, ISLAND_SRC_ATTR, ISLAND_WAKE_ATTR, PLAIN_ISLANDS, serializeKept, type Wake } from './types';

/**
 * Renders one island to HTML on its own, with its own identifierPrefix, so the
 * client's hydrateRoot sees exactly the markup (and useId values) it expects.
 * Provided by the server renderer (worker/render).
 */
export interface IslandRenderer {
  /**
   * `json` is the props as the page carries them (serializeProps), which a
   * renderer may key reused markup on. `kept`: the renderer keeps this markup
   * (by the frozen props object and the id, or by the id and the props'
   * JSON); `keptProps`: it keeps `json` with reusable props. Both are objects
   * PartMarkup.piece takes.
   */
  render<N extends IslandName>(name: N, props: IslandPropsByName[N], formToken?: string | null, json?: string): { id: string; html: string; kept?: object; keptProps?: object };
  /** The URL of an island's chunk and of the hydration chunk (React), from the build manifest. */
  chunks(name: IslandName): { src: string; hydrate: string };
}
export const IslandRendererContext = createContext<IslandRenderer | null>(null);

interface Props<N extends IslandName> {
  name: N;
  wake: Wake;
  props: IslandPropsByName[N];
  className?: string;
}

export function Island<N extends IslandName>({ name, wake, props, className }: Props<N>) {
  const renderer = useContext(IslandRendererContext);
  if (!renderer) throw new Error('Island rendered without an IslandRenderer');
  // Reusable props (shared/islands/reusable.ts) are deep-frozen: their JSON is made once.
  // Every context is read before the island is rendered: that render is a React render of its own.
  const formToken = useContext(FormTokenContext);
  const parts = useContext(PartMarkupContext);
  const reusable = isReusableProps(props);
  const json = serializeKept(props as object, reusable);
  const { id, html, kept, keptProps } = renderer.render(name, props, formToken, json);
  // Markup the renderer keeps, and the JSON of reusable props, go into the page as their kept bytes (worker/render/parts.tsx).
  const inner = kept && parts?.piece ? parts.piece(kept) : html;
  const data = keptProps && parts?.piece ? parts.piece(keptProps) : json;
  const { src, hydrate } = renderer.chunks(name);
  const plain = PLAIN_ISLANDS.includes(name);
  return (
    <>
      <div
        className={className ?? 'an-island'}
        {...{ [ISLAND_ATTR]: name, [ISLAND_ID_ATTR]: id, [ISLAND_WAKE_ATTR]: wake, [ISLAND_SRC_ATTR]: src, ...(plain ? { [ISLAND_PLAIN_ATTR]: '' } : { [ISLAND_HYDRATE_ATTR]: hydrate }) }}
        dangerouslySetInnerHTML={{ __html: inner }}
      />
      <script type="application/json" {...{ [ISLAND_PROPS_ATTR]: id }} dangerouslySetInnerHTML={{ __html: data }} />
    </>
  );
}
