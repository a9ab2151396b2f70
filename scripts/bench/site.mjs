// The production worker in workerd (Miniflare) with the real bindings of
// wrangler.toml, for `npm run bench` and `npm run lighthouse`. `wrangler dev`
// is 10-25x slower than workerd itself (request logging, dev assets layer), so
// both commands serve the bundle `wrangler deploy` would upload instead.
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { bin, importTs, root, run } from '../lib.mjs';
import { prepareLocal } from '../prepare-local.mjs';

/** The entry of local builds: the production worker with the embedded origin (worker/local.ts). */
export const LOCAL_ENTRY = 'worker/local.ts';

/** Storage of the benchmark site, apart from `npm start`'s and the e2e suite's. */
export const PERSIST_TO = '.wrangler/bench';

/**
 * Bundles a worker entry as `wrangler deploy` would (with the `define` of
 * wrangler.toml, so React runs its production build), without uploading it.
 */
export async function bundleWorker(entry, name) {
  const outdir = path.join(root, '.build', name);
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const args = ['deploy', ...(entry ? [entry] : []), '--dry-run', '--outdir', outdir];
  const code = await run(bin('wrangler'), args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
  });
  if (code !== 0) throw new Error(`wrangler deploy --dry-run ${entry ?? ''} failed (${code})`);
  const file = (await readdir(outdir)).find((f) => f.endsWith('.js'));
  if (!file) throw new Error(`no bundle in ${outdir}`);
  return path.join(outdir, file);
}

/**
 * Assets built, D1 migrated and seeded at `scale` (idempotent), and the page
 * routes of tests/bench/routes.ts resolved against that same demo content
 * (with the member's pages and the reply post: `member`, `reply`).
 */
export async function prepareSite({ scale }) {
  await prepareLocal({ persistTo: PERSIST_TO, scale });
  const { BENCH_ROUTES, MEMBER_ROUTES, POST_ROUTES, resolvePath } = await importTs('tests/bench/routes.ts');
  const { generateDemoContent } = await importTs('origin/demo/generate.ts');
  const { nodes } = generateDemoContent({ seed: 1, scale });
  return { pageCount: nodes.length, routes: [...BENCH_ROUTES, ...MEMBER_ROUTES, ...POST_ROUTES].map((route) => ({ ...route, path: resolvePath(route, nodes) })) };
}

/**
 * Starts a bundle in workerd with the bindings of wrangler.toml (KV, D1, R2,
 * ASSETS, vars, .dev.vars secrets). D1 and R2 come from the prepared storage;
 * KV and the Cache API start empty and live in memory, so every start is a
 * fresh cache. `vars` override [vars]; `withKv: false` drops the CACHE binding.
 */
export async function startWorker({ script, port, vars = {}, withKv = true, assets = true, persistTo = PERSIST_TO, inspectorPort = undefined }) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(root, 'wrangler.toml'));
  const persist = path.join(root, persistTo, 'v3');
  const kvNamespaces = withKv ? workerOptions.kvNamespaces : {};
  const mf = new Miniflare({
    ...workerOptions,
    name: 'bench',
    modules: true,
    scriptPath: script,
    modulesRoot: path.dirname(script),
    bindings: { ...workerOptions.bindings, ...vars },
    kvNamespaces,
    assets: assets ? workerOptions.assets : undefined,
    host: '127.0.0.1',
    port,
    // scripts/profile.mjs: workerd's DevTools inspector, for a CPU profile.
    ...(inspectorPort ? { inspectorPort } : {}),
    d1Persist: path.join(persist, 'd1'),
    r2Persist: path.join(persist, 'r2'),
    kvPersist: false,
    cachePersist: false,
  });
  const url = await mf.ready;
  return { mf, url: url.href.replace(/\/$/, '') };
}

/** Number of keys in the CACHE namespace of a running worker. */
export async function kvKeyCount(mf) {
  const kv = await mf.getKVNamespace('CACHE');
  return (await kv.list()).keys.length;
}

/** GET with the body read (Miniflare's dispose() hangs on unread bodies); `headers` e.g. a member's cookie. */
export async function probe(url, headers = {}) {
  const res = await fetch(url, { redirect: 'manual', headers });
  const body = await res.text();
  return { status: res.status, pageCache: res.headers.get('x-page-cache'), bytes: Buffer.byteLength(body) };
}

/** Ends the whole process after `ms` whatever happens, so a run always stops by itself. */
export function timeLimit(ms, cleanup) {
  const timer = setTimeout(async () => {
    console.error(`\n✗ time limit of ${Math.round(ms / 1000)} s reached, stopping`);
    await Promise.race([cleanup?.(), new Promise((r) => setTimeout(r, 5000))]);
    process.exit(2);
  }, ms);
  timer.unref();
  return () => clearTimeout(timer);
}
