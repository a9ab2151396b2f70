import { defineConfig } from '@playwright/test';
import { DEBIAN_CHROMIUM, E2E_CHROME_FLAGS } from './scripts/chromium.mjs';
import './scripts/offline-env.mjs';

const PORT = process.env.E2E_PORT ?? '8799';

// End-to-end tests in Debian's chromium against the site as `npm start` runs it
// (its own port and storage, so a developer's running site is left alone).
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 30_000,
  // Two workers, each taking whole files in their order (fullyParallel: false), so tests that follow
  // on from each other within a file keep doing so. Files share one site but no state: every form a
  // rate limit counts (newsletter, applications, accounts) is posted by one file only, and accounts,
  // mails and applications are found by their own unique address. While one browser waits for the
  // site, the other can work.
  fullyParallel: false,
  workers: 2,
  // One retry on CI only: a shared 2-core machine occasionally stalls a page load; a retried test is counted and reported as flaky.
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The site registers a service worker on every page (docs/offline-and-helpline.md); it would answer requests
    // that tests route or hold. Only tests/e2e/offline.spec.ts (and the helpline's) allow it.
    serviceWorkers: 'block',
    launchOptions: {
      // `npm test` finds (or installs) the browser and passes it as CHROME_PATH.
      executablePath: process.env.CHROME_PATH || process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM,
      args: [...E2E_CHROME_FLAGS],
    },
  },
  webServer: {
    // Fresh storage on every run: the suite starts from exactly the demo content.
    command: `rm -rf .wrangler/e2e && node scripts/start.mjs --persist-to .wrangler/e2e`,
    env: { PORT },
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
