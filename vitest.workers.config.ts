import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import './scripts/offline-env.mjs';

// Tests that run inside the Workers runtime (workerd via Miniflare), against
// the real app with D1, KV, R2 and the assets binding from wrangler.toml.
export default defineConfig({
  // The worker runs React's production build (wrangler define), so JSX must
  // compile to the production runtime too.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations('worker/origin/migrations'),
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
    include: ['worker/**/*.test.{ts,tsx}', 'tests/worker/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/worker/setup.ts'],
  },
});
