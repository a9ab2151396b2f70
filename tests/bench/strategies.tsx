import { renderToReadableStream, renderToStaticMarkup, renderToString } from 'react-dom/server.edge';
import { prerender } from 'react-dom/static.edge';
import { DocumentBody, DocumentHead } from '../../worker/render/document';
import { assets } from '../../worker/render/manifest';
import { documentTree, pageTree, type PageRender } from '../../worker/render/render';

/**
 * Ways to turn a loaded page into HTML, compared by tests/bench/render-worker.tsx
 * in workerd, against the HTML of renderDocument() (worker/render/render.tsx),
 * which uses one of them (RENDER_STRATEGY).
 */
export type RenderStrategy = (page: PageRender, nonce: string) => Promise<string | ReadableStream<Uint8Array>>;

const DOCTYPE = '<!DOCTYPE html>';

/** React's stream as is (Fizz), with Suspense support this site does not use: data is loaded first. */
const stream: RenderStrategy = async (page, nonce) => {
  let failure: unknown = null;
  const body = await renderToReadableStream(documentTree(page, nonce), {
    nonce,
    onError: (error) => void (failure = error),
  });
  if (failure) throw failure;
  return body;
};

/** React's static prerender: waits for everything, then one stream. */
const staticPrerender: RenderStrategy = async (page, nonce) => (await prerender(documentTree(page, nonce))).prelude;

/** The whole document as one string (React's synchronous renderer). */
const string: RenderStrategy = async (page, nonce) => DOCTYPE + renderToString(documentTree(page, nonce));

/**
 * As `string`, with the chrome rendered afresh on every render, as before it
 * was reused (shared/ui/reused-part.tsx): no reused markup, and menus that are
 * not the held (frozen) answers, so the mobile menu island is rendered and its
 * props serialised too. The copies are made once per page, outside the timing.
 */
const unheld = new WeakMap<PageRender, PageRender>();
const stringFreshChrome: RenderStrategy = async (page, nonce) => {
  let copy = unheld.get(page);
  if (!copy) {
    copy = { ...page, layout: { ...page.layout, mainMenu: structuredClone(page.layout.mainMenu), footerMenu: structuredClone(page.layout.footerMenu) } };
    unheld.set(page, copy);
  }
  return DOCTYPE + renderToString(documentTree(copy, nonce, undefined, null));
};

/**
 * As `string`, without the `<!-- -->` separators React puts between adjacent
 * text nodes for hydration. The document is never hydrated as a whole (each
 * island renders its own hydratable HTML), so they are not needed.
 */
const staticMarkup: RenderStrategy = async (page, nonce) => DOCTYPE + renderToStaticMarkup(documentTree(page, nonce));

function bodyTree(page: PageRender, nonce: string) {
  return pageTree(page, (layout) => (
    <DocumentBody assets={assets} nonce={nonce}>
      {layout}
    </DocumentBody>
  ));
}

/**
 * The head (CSS link first) is sent at once; the body is rendered in one piece
 * when the runtime pulls the next chunk. A body render error then comes after
 * the 200 was sent and can only cut the page short.
 */
const headFirstLazy: RenderStrategy = async (page, nonce) => {
  const encoder = new TextEncoder();
  const head = DOCTYPE + '<html lang="nl">' + renderToStaticMarkup(<DocumentHead head={page.head} assets={assets} nonce={nonce} />);
  return new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(encoder.encode(head)),
    pull(controller) {
      controller.enqueue(encoder.encode(renderToString(bodyTree(page, nonce)) + '</html>'));
      controller.close();
    },
  });
};

export const STRATEGIES: Record<string, RenderStrategy> = {
  stream,
  'static-prerender': staticPrerender,
  string,
  'string-fresh-chrome': stringFreshChrome,
  'static-markup': staticMarkup,
  'head-first': headFirstLazy,
};
