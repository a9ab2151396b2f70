#!/usr/bin/env node
// `npm start`: the whole site on http://127.0.0.1:8787 (PORT overrides) on the
// embedded origin, with D1 migrated and demo content loaded.
import { spawn } from 'node:child_process';
import { bin, option, root } from './lib.mjs';
import { prepareLocal } from './prepare-local.mjs';

const port = process.env.PORT || '8787';
const persistTo = option('persist-to', process.env.PERSIST_DIR);
await prepareLocal({ persistTo, scale: Number(option('scale', '1')) });

console.log(`• starting the site on http://127.0.0.1:${port}`);
// --test-scheduled: GET /__scheduled runs the cron now (the tips mails, the outbox sweep; docs/training.md).
const args = ['dev', 'worker/local.ts', '--ip', '127.0.0.1', '--port', port, '--local', '--show-interactive-dev-session=false', '--test-scheduled'];
if (persistTo) args.push('--persist-to', persistTo);
// A real backend instead of the embedded origin: UPSTREAM_URL=https://… npm start
if (process.env.UPSTREAM_URL) args.push('--var', `UPSTREAM_URL:${process.env.UPSTREAM_URL}`);
// Canonical links, the sitemap and the addresses shown with search hits name the port the site runs on.
args.push('--var', `SITE_URL:${process.env.SITE_URL || `http://127.0.0.1:${port}`}`);
const child = spawn(bin('wrangler'), args, { cwd: root, stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
