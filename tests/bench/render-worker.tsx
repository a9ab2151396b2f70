/**
 * Bench-only worker entry (never deployed): measures, inside workerd, the CPU
 * time of each rendering strategy on the real page of the requested path,
 * loaded by the real screen loaders from the real bindings, and what one
 * request of the production app reads from KV and D1.
 *
 *   GET <page path>   headers x-bench-batches, x-bench-batch-ms, x-bench-warmup
 *                     (x-bench-not-found: the not-found page instead;
 *                      x-bench-strategies: a comma-separated subset)
 *
 * Strategies take turns batch by batch, in a different order each time, so
 * background load and garbage collection spread over all of them alike. See
 * measure.ts for how time is read.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { readConfig } from '../../worker/config';
import { provideEmbeddedOrigin } from '../../worker/content/fetcher';
import type { AppEnv } from '../../worker/env';
import { requestContext } from '../../worker/middleware/context';
import { renderDocument, RENDER_STRATEGY, type PageRender } from '../../worker/render/render';
import { notFoundPage } from '../../worker/routes/errors';
import { loadPage } from '../../worker/routes/pages';
import { ioPerRequest } from './io-count';
import { batch, calibrate, clockAdvancesDuringCpu, comparable, firstDifference, median, shuffled, spread } from './measure';
import { STRATEGIES, type RenderStrategy } from './strategies';

type Body = string | ReadableStream<Uint8Array>;

const fullBody = (body: Body): Promise<ArrayBuffer> => new Response(body).arrayBuffer();

/** Only the first chunk: what a visitor's browser could start parsing. */
async function firstChunk(body: Body): Promise<void> {
  if (typeof body === 'string') {
    new TextEncoder().encode(body);
    return;
  }
  const reader = body.getReader();
  await reader.read();
  await reader.cancel();
}

async function measure(page: PageRender, nonce: string, batches: number, batchMs: number, warmup: number, only: string[] | null) {
  const names = Object.keys(STRATEGIES).filter((n) => !only || only.includes(n));
  const use = (name: string) => STRATEGIES[name] as RenderStrategy;
  const reference = comparable(new TextDecoder().decode(await fullBody(await renderDocument(page, nonce))));
  const html = new Map<string, string>();
  let size = 5;
  for (const name of names) {
    html.set(name, comparable(new TextDecoder().decode(await fullBody(await use(name)(page, nonce)))));
    for (let i = 0; i < warmup; i++) await fullBody(await use(name)(page, nonce));
    // One batch of the slowest strategy lasts about batchMs.
    size = Math.max(size, await calibrate(async () => fullBody(await use(name)(page, nonce)), batchMs));
  }
  const samples = new Map(names.map((n) => [n, { full: [] as number[], first: [] as number[] }]));
  const empty: number[] = [];
  for (let b = 0; b < batches; b++) {
    empty.push(await batch(size, async () => undefined));
    for (const name of shuffled(names, b)) {
      const s = samples.get(name)!;
      s.full.push(await batch(size, async () => fullBody(await use(name)(page, nonce))));
      s.first.push(await batch(size, async () => firstChunk(await use(name)(page, nonce))));
    }
  }
  const overhead = median(empty);
  const perRender = (xs: number[]) => Math.max(0, median(xs) - overhead) / size;
  return {
    bytes: new TextEncoder().encode(reference).length,
    batches,
    rendersPerBatch: size,
    emptyBatchMs: overhead,
    strategies: Object.fromEntries(
      names.map((name) => {
        const out = html.get(name) as string;
        const s = samples.get(name)!;
        return [
          name,
          {
            renderMs: perRender(s.full),
            spreadMs: spread(s.full) / size,
            firstChunkMs: perRender(s.first),
            bytes: new TextEncoder().encode(out).length,
            sameHtml: out === reference,
            difference: firstDifference(reference, out),
          },
        ];
      }),
    ),
  };
}

// As in worker/local.ts: the demo content comes from the embedded origin (origin/).
provideEmbeddedOrigin(() => import('../../origin/app').then((m) => m.originApp));

const app = new Hono<AppEnv>();
let context: MiddlewareHandler<AppEnv> | undefined;
// The configuration comes with the first request's env, as in worker/index.ts.
app.use('*', (c, next) => (context ??= requestContext(readConfig(c.env)))(c, next));
app.get('*', async (c) => {
  const page = c.req.header('x-bench-not-found') ? await notFoundPage(c) : await loadPage(c);
  if (!page) return c.json({ error: `no page at ${new URL(c.req.url).pathname}` }, 404);
  const int = (name: string, fallback: number) => Number(c.req.header(name) ?? fallback) || fallback;
  const batchMs = int('x-bench-batch-ms', 50);
  // 'production' names whichever strategy production uses.
  const only = c.req.header('x-bench-strategies')?.split(',').map((name) => (name === 'production' ? RENDER_STRATEGY : name)) ?? null;
  const result = await measure(page, c.get('nonce'), int('x-bench-batches', 15), batchMs, int('x-bench-warmup', 20), only);
  const io = await ioPerRequest(c.req.url, c.env, batchMs);
  return c.json({ clockAdvancesDuringCpu: clockAdvancesDuringCpu(), productionIs: RENDER_STRATEGY, ...result, io });
});

export default app;
