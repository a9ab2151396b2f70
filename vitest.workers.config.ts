import { readFile } from 'node:fs/promises';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { Response } from 'miniflare';
import { defineConfig } from 'vitest/config';
import './scripts/offline-env.mjs';
// Types only (inject's key); a value import would need the file extension in a Vite config.
import type {} from './tests/worker/seed-plan';

/** tests/worker/seed-plan.ts's SEED_PLAN_BINDING: the setup fails with its name when the two differ. */
const SEED_PLAN_BINDING = 'TEST_SEED_PLAN';

// Tests that run inside the Workers runtime (workerd via Miniflare), against
// the real app with D1, KV, R2 and the assets binding from wrangler.toml.
export default defineConfig({
  // The worker runs React's production build (wrangler define), so JSX must
  // compile to the production runtime too.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  plugins: [
    cloudflareTest(async ({ inject }) => ({
      wrangler: { configPath: './wrangler.toml' },
      // The production worker with the embedded origin (wrangler.toml's main is the production entry alone).
      main: './worker/local.ts',
      miniflare: {
        // The seed plan the global setup wrote, served from Node to each test file's setup.
        serviceBindings: {
          [SEED_PLAN_BINDING]: async () => new Response(await readFile(inject('seedPlanFile')), { headers: { 'content-type': 'application/json' } }),
        },
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations('origin/migrations'),
          SITE_MIGRATIONS: await readD1Migrations('worker/site-db/migrations'),
          // PBKDF2 at the production count (100000) costs tens of milliseconds per
          // hash; tests hash at 1000 and one test (community/passwords) proves the
          // production count works in workerd.
          PASSWORD_ITERATIONS: '1000',
          MAIL_API_KEY: '',
          SITE_URL: 'https://www.example.org',
          ADMIN_TOKEN: 'test-admin-token',
          PREVIEW_SECRET: 'test-preview-secret',
          FORM_SECRET: 'test-form-secret',
          SENTRY_DSN: '',
        },
      },
    })),
  ],
  test: {
    include: ['worker/**/*.test.{ts,tsx}', 'origin/**/*.test.{ts,tsx}', 'tests/worker/**/*.test.{ts,tsx}'],
    // The demo content's seed plan is built once in Node; each file's setup writes it to its own fresh storage.
    globalSetup: ['tests/worker/global-setup.ts'],
    setupFiles: ['tests/worker/setup.ts'],
    // A hang guard, not a timing check: with two files at a time on two busy cores a test that
    // walks many statements (the vacancy plans' 42 comparisons: 8 s) passed Vitest's default 5 s.
    testTimeout: 30_000,
  },
});
