#!/usr/bin/env node
// Everything `npm start` does before serving: build the browser assets, apply
// the D1 migrations and load the demo content, idempotently.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildAssets } from './build.mjs';
import { bin, importTs, option, root, run } from './lib.mjs';

/**
 * Local secrets: .dev.vars (git-ignored) is created with fresh random values
 * for every name in .dev.vars.example when missing; existing values are kept.
 */
export function ensureDevVars() {
  const file = path.join(root, '.dev.vars');
  const names = readFileSync(path.join(root, '.dev.vars.example'), 'utf8')
    .split('\n')
    .map((line) => /^([A-Z_]+)=/.exec(line)?.[1])
    .filter(Boolean);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const missing = names.filter((name) => !new RegExp(`^${name}=`, 'm').test(current));
  if (missing.length === 0) return;
  // SENTRY_DSN, MAIL_API_KEY and TURNSTILE_SECRET_KEY stay empty locally: error
  // reporting is silent, mail goes to the development mailbox and the Turnstile
  // check is off without them.
  const EMPTY = new Set(['SENTRY_DSN', 'MAIL_API_KEY', 'TURNSTILE_SECRET_KEY']);
  const lines = missing.map((name) => `${name}=${EMPTY.has(name) ? '' : randomBytes(24).toString('hex')}`);
  writeFileSync(file, (current && !current.endsWith('\n') ? current + '\n' : current) + lines.join('\n') + '\n');
  console.log(`• wrote ${missing.join(', ')} to .dev.vars`);
}

export async function prepareLocal({ persistTo, scale = 1, configPath = 'wrangler.toml', assets = true } = {}) {
  ensureDevVars();
  // The seeder's cache purge imports the page cache, which reads the asset manifest: without
  // one (a fresh clone), the assets are built even when the caller does not serve them.
  if (assets || !existsSync(path.join(root, 'dist/manifest.json'))) {
    console.log('• building assets');
    await buildAssets({ quiet: true });
  }
  console.log('• applying D1 migrations');
  const persist = persistTo ? ['--persist-to', persistTo] : [];
  // DB: the embedded origin's content; SITE_DB: the site's own (accounts, the form
  // outbox). The origin alone (wrangler.origin.toml) has only DB.
  const bindings = configPath === 'wrangler.origin.toml' ? ['DB'] : ['DB', 'SITE_DB'];
  for (const binding of bindings) {
    const code = await run(bin('wrangler'), ['d1', 'migrations', 'apply', binding, '--local', '-c', configPath, ...persist], {
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
    });
    if (code !== 0) throw new Error(`wrangler d1 migrations apply ${binding} failed (${code})`);
  }
  console.log('• loading demo content');
  const { seedLocal } = await importTs('scripts/seed-local.ts');
  console.log('  ' + (await seedLocal({ persistTo, scale, configPath })));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await prepareLocal({ persistTo: option('persist-to', process.env.PERSIST_DIR), scale: Number(option('scale', '1')) });
}
