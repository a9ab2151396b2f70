import { applyD1Migrations, env, type D1Migration } from 'cloudflare:test';
import { expect } from 'vitest';
import { applySeedPlan } from '../../origin/seed';
import { seedDemoCertificate } from '../../worker/training/demo';
import { isContentFree } from './content-free';
import { SEED_PLAN_BINDING, unpackSeedPlan, type PackedSeedPlan } from './seed-plan';

// Every test file starts from its own migrated database with the demo content,
// written by the same applySeedPlan that `npm start`'s seedOrigin uses, from the
// plan the global setup built once for the whole run (tests/worker/global-setup.ts).
// Files that need no storage (tests/worker/content-free.ts) start without it.
if (!isContentFree(expect.getState().testPath)) {
  // The local entry provides the embedded origin to the apps tests build themselves (createApp).
  await import('../../worker/local');
  const bindings = env as unknown as { TEST_MIGRATIONS: D1Migration[]; SITE_MIGRATIONS: D1Migration[] } & Partial<Record<typeof SEED_PLAN_BINDING, Fetcher>>;
  await applyD1Migrations(env.DB, bindings.TEST_MIGRATIONS);
  // The site's own database (community accounts) starts empty, migrated.
  await applyD1Migrations(env.SITE_DB, bindings.SITE_MIGRATIONS);
  await seedDemoCertificate(env.SITE_DB);
  const planService = bindings[SEED_PLAN_BINDING];
  if (!planService) throw new Error(`no ${SEED_PLAN_BINDING} binding: vitest.workers.config.ts must serve the seed plan under this name`);
  const plan = await planService.fetch('http://seed-plan/');
  if (!plan.ok) throw new Error(`the seed plan could not be read: ${plan.status} ${await plan.text()}`);
  await applySeedPlan(env, unpackSeedPlan(await plan.json<PackedSeedPlan>()));
}
