import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { Island, IslandRendererContext } from '../../shared/islands/Island';
import { CurrentPathContext } from '../../shared/ui/current-path';
import { Layout, type LayoutData } from '../../shared/ui/Layout';
import { Document, type HeadData } from './document';
import { IslandCollector } from './islands';
import { assets } from './manifest';

export interface PageRender {
  status?: number;
  head: HeadData;
  layout: LayoutData;
  body: ReactNode;
  headers?: Record<string, string>;
}

/**
 * Streams a whole page. Data is loaded before rendering starts, so the shell
 * either renders completely or fails before any byte is sent, and the error
 * page can still take over.
 */
export async function renderPage(page: PageRender, nonce: string, csrfToken?: string): Promise<Response> {
  const islands = new IslandCollector();
  const tree = (
    <IslandRendererContext.Provider value={islands}>
      <Document head={page.head} assets={assets} nonce={nonce} csrfToken={csrfToken}>
        <CurrentPathContext.Provider value={page.layout.currentPath}>
          <Layout data={page.layout}>{page.body}</Layout>
        </CurrentPathContext.Provider>
        {/* The cookie banner: rendered by the browser, only while no choice is stored. */}
        <Island name="consent" wake="consent" props={{}} />
      </Document>
    </IslandRendererContext.Provider>
  );
  let failure: unknown = null;
  const stream = await renderToReadableStream(tree, {
    nonce,
    onError(error) {
      failure = error;
      console.error('render error', error);
    },
  });
  if (failure) throw failure;
  return new Response(stream, {
    status: page.status ?? 200,
    headers: { 'content-type': 'text/html; charset=utf-8', ...page.headers },
  });
}
