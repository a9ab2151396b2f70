import { applyD1Migrations, env, type D1Migration } from 'cloudflare:test';
import { generateDemoContent } from '../../worker/origin/demo/generate';
import { seedOrigin } from '../../worker/origin/seed';

// Every test file starts from the migrated database with the demo content,
// loaded by the same function `npm start` uses.
const { TEST_MIGRATIONS, SITE_MIGRATIONS } = env as unknown as { TEST_MIGRATIONS: D1Migration[]; SITE_MIGRATIONS: D1Migration[] };
await applyD1Migrations(env.DB, TEST_MIGRATIONS);
// The site's own database (community accounts) starts empty, migrated.
await applyD1Migrations(env.SITE_DB, SITE_MIGRATIONS);
await seedOrigin(env, generateDemoContent());
