import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ErrorView, errorLoaded, notFoundScreen } from '../../shared/pages/not-found';
import { nl } from '../../shared/texts/nl';
import { UpstreamError } from '../content/errors';
import { scrub } from '../observability/report';
import type { AppEnv } from '../env';
import { loadScreen, renderLoaded } from '../render/screen';
import { renderPage, type PageRender } from '../render/render';

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** The Dutch not-found page in the normal layout, loaded and ready to render. */
export async function notFoundPage(c: Context<AppEnv>): Promise<PageRender> {
  const page = await loadScreen(c, notFoundScreen);
  if (!page) throw new Error('the not-found screen always loads');
  return page;
}

/** The one notFound: the Dutch not-found page in the normal layout. */
export async function notFound(c: Context<AppEnv>): Promise<Response> {
  try {
    return await renderPage(await notFoundPage(c), c.get('nonce'));
  } catch (error) {
    console.error('not-found page failed', error);
    return plain(404, nl.notFound.title);
  }
}

/**
 * The one onError: a calm Dutch page in the layout, never a stack trace. An
 * unreachable upstream is a 503 with Retry-After; anything else a 500.
 */
export async function onError(err: Error, c: Context<AppEnv>): Promise<Response> {
  const status = err instanceof HTTPException ? err.status : err instanceof UpstreamError ? 503 : 500;
  if (status >= 500) {
    const report = c.get('report');
    if (report) report(err, { url: c.req.url, method: c.req.method, tags: { status: String(status) } });
    else console.error(`request failed (${status}) ${c.req.method} ${scrub(c.req.url)}`, scrub(String(err)));
  }
  if (status === 404) return notFound(c);
  try {
    return await renderLoaded(c, errorLoaded(status), ErrorView);
  } catch (error) {
    console.error('error page failed', error);
    return plain(status, nl.error.title);
  }
}
