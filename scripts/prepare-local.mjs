#!/usr/bin/env node
// Everything `npm start` does before serving: build the browser assets, apply
// the D1 migrations and load the demo content, idempotently.
import { buildAssets } from './build.mjs';
import { bin, importTs, option, run } from './lib.mjs';

export async function prepareLocal({ persistTo, scale = 1 } = {}) {
  console.log('• building assets');
  await buildAssets({ quiet: true });
  console.log('• applying D1 migrations');
  const persist = persistTo ? ['--persist-to', persistTo] : [];
  const code = await run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', ...persist], {
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  });
  if (code !== 0) throw new Error(`wrangler d1 migrations apply failed (${code})`);
  console.log('• loading demo content');
  const { seedLocal } = await importTs('scripts/seed-local.ts');
  console.log('  ' + (await seedLocal({ persistTo, scale })));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await prepareLocal({ persistTo: option('persist-to', process.env.PERSIST_DIR), scale: Number(option('scale', '1')) });
}
