#!/usr/bin/env node
// Builds the browser assets with hashed names and writes dist/manifest.json,
// which the worker imports to link them. The worker itself is bundled by
// wrangler (dev, deploy) or by the Workers test pool.
import { build } from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
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
  const js = await build({
    ...common,
    entryPoints: { loader: 'client/loader.ts' },
    splitting: true,
    format: 'esm',
    target: ['es2019'],
    chunkNames: 'chunks/[name]-[hash]',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const css = await build({ ...common, entryPoints: { site: 'shared/styles/index.css' } });

  const outputs = { ...js.metafile.outputs, ...css.metafile.outputs };
  const urlOf = (entry) => {
    const [file] = Object.entries(outputs).find(([, o]) => o.entryPoint === entry) ?? [];
    if (!file) throw new Error(`no output for ${entry}`);
    return '/' + path.relative(publicDir, path.join(root, file)).split(path.sep).join('/');
  };
  const manifest = { css: urlOf('shared/styles/index.css'), loader: urlOf('client/loader.ts') };
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
