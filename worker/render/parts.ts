import { renderToString } from 'react-dom/server.edge';
import type { PartMarkup, PartRender } from '../../shared/ui/reused-part';

/**
 * The server's reused chrome markup (shared/ui/reused-part.tsx explains what
 * makes reuse safe), by the part's render function, then its frozen source
 * object, then the variant. All weak where it can be: a held CMS answer drops
 * out of the isolate's memory after at most 30 s (worker/cache/memory-copy.ts)
 * and its markup with it. A source has few variants (the current main-menu
 * item, the year), never one per page.
 */
const markupByPart = new WeakMap<PartRender<never>, WeakMap<object, Map<string, string>>>();

export const partMarkup: PartMarkup = {
  markup<S extends object>(source: S, variant: string, render: PartRender<S>): string {
    // Only frozen sources reach here (ReusedPart renders anything else inline); checked again, as it is the whole point.
    if (!Object.isFrozen(source)) throw new Error('reused markup needs a frozen source');
    let bySource = markupByPart.get(render as PartRender<never>);
    if (!bySource) markupByPart.set(render as PartRender<never>, (bySource = new WeakMap()));
    let variants = bySource.get(source);
    if (!variants) bySource.set(source, (variants = new Map()));
    let html = variants.get(variant);
    if (html === undefined) {
      // Rendered without any of the page's providers: no path, no form token, no island renderer.
      html = renderToString(render(source, variant));
      variants.set(variant, html);
    }
    return html;
  },
};
