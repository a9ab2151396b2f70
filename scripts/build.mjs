#!/usr/bin/env node
// Builds the browser assets with hashed names and writes dist/manifest.json,
// which the worker imports to link them. The worker itself is bundled by
// wrangler (dev, deploy) or by the Workers test pool.
import { build } from 'esbuild';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'dist/public');
const assetsDir = path.join(publicDir, 'assets');

export async function buildAssets({ quiet = false } = {}) {
  await rm(assetsDir, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });

  const common = {
    bundle: true,
    minify: true,
    metafile: true,
    absWorkingDir: root,
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    logLevel: 'warning',
    legalComments: 'none',
  };
  const js = { format: 'esm', target: ['es2019'], jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' } };
  // Islands and the hydration chunk share React through code splitting...
  const islandFiles = (await readdir(path.join(root, 'client/islands'))).filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f));
  const islandEntries = Object.fromEntries(islandFiles.map((f) => [f.replace(/\.tsx?$/, ''), `client/islands/${f}`]));
  const lazy = await build({
    ...common,
    ...js,
    entryPoints: { hydrate: 'client/hydrate.ts', ...islandEntries },
    splitting: true,
    outdir: path.join(assetsDir, 'chunks'),
    chunkNames: '[name]-[hash]',
  });
  const outputs = { ...lazy.metafile.outputs };
  const urlOf = (entry) => {
    const [file] = Object.entries(outputs).find(([, o]) => o.entryPoint === entry) ?? [];
    if (!file) throw new Error(`no output for ${entry}`);
    return '/' + path.relative(publicDir, path.join(root, file)).split(path.sep).join('/');
  };
  const islandUrls = Object.fromEntries(Object.entries(islandEntries).map(([name, entry]) => [name, urlOf(entry)]));
  // ...while the loader is one self-contained file; the server writes each island's chunk URL into its markup.
  const loader = await build({
    ...common,
    ...js,
    entryPoints: { loader: 'client/loader.ts' },
    external: ['/assets/*'],
  });
  const css = await build({ ...common, entryPoints: { site: 'shared/styles/index.css' } });
  Object.assign(outputs, loader.metafile.outputs, css.metafile.outputs);
  const manifest = { css: urlOf('shared/styles/index.css'), loader: urlOf('client/loader.ts'), hydrate: urlOf('client/hydrate.ts'), islands: islandUrls };
  await writeFile(path.join(root, 'dist/manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  await writeFile(path.join(publicDir, 'favicon.svg'), readFileSync(path.join(root, 'shared/styles/favicon.svg')));
  const offline = await buildOffline(manifest, Object.keys(outputs));
  Object.assign(outputs, offline);

  if (!quiet) {
    for (const [file] of Object.entries(outputs)) {
      const bytes = readFileSync(path.join(root, file));
      console.log(`  ${path.relative(root, file).padEnd(56)} ${String(bytes.length).padStart(7)} B  ${String(gzipSync(bytes).length).padStart(6)} B gz`);
    }
  }
  return manifest;
}

/**
 * Reading offline (docs/offline-and-helpline.md): the offline page, rendered
 * here once per build so it needs no network, and the service worker at the
 * site root, which caches that page, the CSS, the loader and the favicon when
 * it installs and knows every asset of this build (to drop older builds' ones).
 */
async function buildOffline(manifest, files) {
  const tmp = path.join(root, 'dist/.offline-page.mjs');
  await build({ entryPoints: ['scripts/offline/render-page.tsx'], bundle: true, platform: 'node', format: 'esm', packages: 'external', jsx: 'automatic', absWorkingDir: root, outfile: tmp, logLevel: 'warning', define: { 'process.env.NODE_ENV': '"production"' } });
  const { renderOfflinePage } = await import(`${tmp}?${Date.now()}`);
  await writeFile(path.join(publicDir, 'offline.html'), renderOfflinePage(manifest.css));
  await rm(tmp, { force: true });
  const toUrl = (file) => '/' + path.relative(publicDir, path.join(root, file)).split(path.sep).join('/');
  const precache = [manifest.css, manifest.loader, '/favicon.svg', '/offline'];
  const sw = await build({
    bundle: true,
    minify: true,
    metafile: true,
    absWorkingDir: root,
    logLevel: 'warning',
    legalComments: 'none',
    format: 'iife',
    target: ['es2019'],
    entryPoints: ['client/sw/index.ts'],
    outfile: path.join(publicDir, 'sw.js'),
    define: { __AN_PRECACHE__: JSON.stringify(precache), __AN_BUILD__: JSON.stringify(files.filter((f) => /\.(js|css)$/.test(f)).map(toUrl)) },
  });
  return sw.metafile.outputs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAssets();
}
