#!/usr/bin/env node
// `npm run types`: worker/worker-configuration.d.ts from wrangler.toml, with the
// secret names of .dev.vars.example (wrangler reads secrets only from a
// .dev.vars, so it runs on a copy of both in a scratch folder).
// `npm run types -- --check` fails when the committed file is out of date.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bin, root, run } from './lib.mjs';

const scratch = await mkdtemp(path.join(tmpdir(), 'types-'));
try {
  await copyFile(path.join(root, 'wrangler.toml'), path.join(scratch, 'wrangler.toml'));
  await copyFile(path.join(root, '.dev.vars.example'), path.join(scratch, '.dev.vars'));
  const args = ['types', '--cwd', scratch, '--include-runtime=false', '--strict-vars=false', path.join(root, 'worker/worker-configuration.d.ts')];
  if (process.argv.includes('--check')) args.push('--check');
  process.exitCode = await run(bin('wrangler'), args, { env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
} finally {
  await rm(scratch, { recursive: true, force: true });
}
