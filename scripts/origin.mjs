#!/usr/bin/env node
// `npm run origin`: the embedded origin alone, as an HTTP service on
// http://127.0.0.1:8788 (ORIGIN_PORT overrides), with its own migrated and
// seeded storage (.wrangler/origin). Run the site against it with
//   UPSTREAM_URL=http://127.0.0.1:8788 npm start
// and stop it to watch the site serve from its caches.
import { spawn } from 'node:child_process';
import { bin, root } from './lib.mjs';
import { prepareLocal } from './prepare-local.mjs';

const port = process.env.ORIGIN_PORT || '8788';
const persistTo = '.wrangler/origin';
await prepareLocal({ persistTo, configPath: 'wrangler.origin.toml', assets: false });
console.log(`• embedded origin on http://127.0.0.1:${port}`);
const child = spawn(
  bin('wrangler'),
  ['dev', '-c', 'wrangler.origin.toml', '--ip', '127.0.0.1', '--port', port, '--local', '--persist-to', persistTo, '--show-interactive-dev-session=false'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
