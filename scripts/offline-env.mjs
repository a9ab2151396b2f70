// Every command of the project talks to loopback only. Wrangler and Miniflare
// otherwise fetch the `Request.cf` object from workers.cloudflare.com at
// start (two ENOTFOUND stack traces on a machine without internet), send
// telemetry, and ask the npm registry for a newer wrangler in the banner. Imported for its effect by scripts/lib.mjs (so by every script and
// every process they spawn) and by the vitest and Playwright configs.
export const OFFLINE_ENV = Object.freeze({
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
});

Object.assign(process.env, OFFLINE_ENV);
