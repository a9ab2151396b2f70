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

  if (!quiet) {
    for (const [file] of Object.entries(outputs)) {
      const bytes = readFileSync(path.join(root, file));
      console.log(`  ${path.relative(root, file).padEnd(56)} ${String(bytes.length).padStart(7)} B  ${String(gzipSync(bytes).length).padStart(6)} B gz`);
    }
  }
  return manifest;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAssets();
}
