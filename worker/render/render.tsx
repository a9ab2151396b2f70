import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { IslandRendererContext } from '../../shared/islands/Island';
import { CurrentPathContext } from '../../shared/ui/current-path';
import { Layout, type LayoutData } from '../../shared/ui/Layout';
import { FormTokenContext } from '../../shared/ui/post-form';
import { PartMarkupContext, type PartMarkup } from '../../shared/ui/reused-part';
import { Document, type HeadData } from './document';
import { IslandCollector } from './islands';
import { assets } from './manifest';
import { pageBody, pageText, partMarkup, renderParts, type PagePiece } from './parts';

export interface PageRender {
  status?: number;
  head: HeadData;
  layout: LayoutData;
  body: ReactNode;
  headers?: Record<string, string>;
}

/**
 * The page in the layout, wrapped by `frame` (the whole document, or only its
 * body), with a fresh island collector: islands are counted per render. The
 * chrome reuses its markup across renders (worker/render/parts.tsx).
 */
export function pageTree(page: PageRender, frame: (layout: ReactNode) => ReactNode, parts: PartMarkup | null = partMarkup): ReactNode {
  return (
    <IslandRendererContext.Provider value={new IslandCollector()}>
      <PartMarkupContext.Provider value={parts}>
        {frame(
          <>
            <CurrentPathContext.Provider value={page.layout.currentPath}>
              <Layout data={page.layout}>{page.body}</Layout>
            </CurrentPathContext.Provider>
          </>,
        )}
      </PartMarkupContext.Provider>
    </IslandRendererContext.Provider>
  );
}

/** `parts: null` renders the chrome afresh (the bench compares both, tests/bench/strategies.tsx). */
export function documentTree(page: PageRender, nonce: string, csrfToken?: string, parts: PartMarkup | null = partMarkup): ReactNode {
  return pageTree(page, (layout) => (
    <Document head={page.head} assets={assets} nonce={nonce} csrfToken={csrfToken}>
      {/* Posted forms carry the same token as the meta tag (shared/ui/post-form). */}
      <FormTokenContext.Provider value={csrfToken ?? null}>{layout}</FormTokenContext.Provider>
    </Document>
  ), parts);
}

/** Which strategy of tests/bench/strategies.tsx renderDocument is, for the benchmark report. */
export const RENDER_STRATEGY = 'string';

/**
 * The page as HTML, rendered in one piece with React's synchronous renderer.
 *
 * Chosen by measurement (`npm run bench`, docs/performance.md): the data of a
 * page is loaded before rendering starts and nothing suspends, so React's
 * stream (renderToReadableStream) could not send anything before the whole
 * shell was rendered anyway, and it costs about three times the CPU for the
 * same bytes. One string is also sent sooner: its first byte leaves when
 * the whole page is done, which is earlier than the stream's first chunk.
 * It throws before any byte is sent, so the error page can still take over.
 * A page that one day suspends on slow data should stream again (measure it).
 */
export async function renderDocument(page: PageRender, nonce: string, csrfToken?: string): Promise<string> {
  return pageText(renderPieces(page, nonce, csrfToken));
}

/** The page in pieces: rendered text, and the markup reused across renders (worker/render/parts.tsx) between. */
function renderPieces(page: PageRender, nonce: string, csrfToken?: string): PagePiece[] {
  const { parts, finish } = renderParts();
  return finish('<!DOCTYPE html>' + renderToString(documentTree(page, nonce, csrfToken, parts)));
}

/**
 * A whole page. Data is loaded before rendering starts (see renderDocument).
 * Its body is one buffer of the pieces (pageBody): the rendered text encoded,
 * the reused markup's bytes, kept from its first use, copied as they are.
 */
export async function renderPage(page: PageRender, nonce: string, csrfToken?: string): Promise<Response> {
  return new Response(pageBody(renderPieces(page, nonce, csrfToken)), {
    status: page.status ?? 200,
    headers: { 'content-type': 'text/html; charset=utf-8', ...page.headers },
  });
}
