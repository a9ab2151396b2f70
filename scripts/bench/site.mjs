// The production worker in workerd (Miniflare) with the real bindings of
// wrangler.toml, for `npm run bench` and `npm run lighthouse`. `wrangler dev`
// is 10-25x slower than workerd itself (request logging, dev assets layer), so
// both commands serve the bundle `wrangler deploy` would upload instead.
import { spawn } from 'node:child_process';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { bin, importTs, root } from '../lib.mjs';
import { prepareLocal } from '../prepare-local.mjs';
import { uploadSize } from './upload-size.mjs';

/** The entry of local builds: the production worker with the embedded origin (worker/local.ts). */
export const LOCAL_ENTRY = 'worker/local.ts';
/** The entry `wrangler deploy` uploads (main of wrangler.toml): the worker without the embedded origin. */
export const PRODUCTION_ENTRY = 'worker/index.ts';

export { PERSIST_TO, persistFor } from './plan.mjs';
import { PERSIST_TO } from './plan.mjs';

/**
 * Bundles a worker entry as `wrangler deploy` would (with the `define` of
 * wrangler.toml, so React runs its production build), without uploading it;
 * resolves with the bundle's path and the upload size wrangler reports.
 */
async function dryRun(entry, name) {
  const outdir = path.join(root, '.build', name);
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const args = ['deploy', ...(entry ? [entry] : []), '--dry-run', '--outdir', outdir];
  let output = '';
  const code = await new Promise((resolve, reject) => {
    const child = spawn(bin('wrangler'), args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' },
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (exit, signal) => resolve(exit ?? (signal ? 1 : 0)));
  });
  if (code !== 0) throw new Error(`wrangler deploy --dry-run ${entry ?? ''} failed (${code})`);
  const file = (await readdir(outdir)).find((f) => f.endsWith('.js'));
  if (!file) throw new Error(`no bundle in ${outdir}`);
  return { file: path.join(outdir, file), upload: uploadSize(output) };
}

/** Bundles a worker entry as `wrangler deploy` would, without uploading it; resolves with the bundle's path. */
export async function bundleWorker(entry, name) {
  return (await dryRun(entry, name)).file;
}

/**
 * An entry's bundle and its upload size as `wrangler deploy --dry-run` reports
 * it ('Total Upload: 1614.23 KiB / gzip: 348.12 KiB'), in KiB.
 */
export async function bundleWithSize(entry, name) {
  const { file, upload } = await dryRun(entry, name);
  if (!upload) throw new Error(`wrangler deploy --dry-run ${entry} printed no 'Total Upload' line`);
  return { file, size: { entry, ...upload } };
}

/**
 * Assets built, D1 migrated and seeded at `scale` (idempotent), and the page
 * routes of tests/bench/routes.ts (anonymous, logged in, and the reply post:
 * `member`, `reply`) resolved against that same demo content, with the names
 * of the default set (one per family).
 */
export async function prepareSite({ scale, persistTo = PERSIST_TO }) {
  await prepareLocal({ persistTo, scale });
  const { BENCH_ROUTES, MEMBER_ROUTES, POST_ROUTES, FAMILY_ROUTES, resolvePath } = await importTs('tests/bench/routes.ts');
  const { generateDemoContent } = await importTs('origin/demo/generate.ts');
  const { nodes } = generateDemoContent({ seed: 1, scale });
  const routes = [...BENCH_ROUTES, ...MEMBER_ROUTES, ...POST_ROUTES].map((route) => ({ ...route, path: resolvePath(route, nodes) }));
  return { pageCount: nodes.length, routes, families: FAMILY_ROUTES };
}

/** A `Cookie` header of a live session of the demo reader (scripts/bench/forum-members.mjs), in the worker's SITE_DB. */
export async function memberCookie(mf) {
  const { readerSession } = await import('./forum-members.mjs');
  return (await readerSession(mf)).cookie;
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
  return { status: res.status, pageCache: res.headers.get('x-page-cache'), cacheControl: res.headers.get('cache-control'), bytes: Buffer.byteLength(body) };
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
