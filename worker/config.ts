import { parseMediaHosts } from '../shared/contract/media';
import type { Bindings } from './env';

/**
 * The worker's configuration: its vars and secrets (README, "Configuration") as
 * typed values. On Workers they reach the code only with a request, but they are
 * fixed for a deployed version, so worker/index.ts reads them once per isolate
 * and builds the app with them; middleware gets its options from worker/app.ts.
 * Bindings (KV, D1, R2, assets) are not configuration: they stay on `c.env`.
 */
export interface AppConfig {
  /** `development` enables development-only routes. */
  environment: string;
  /** Public base URL ('' when not set). */
  siteUrl: string;
  /** The real backend (`url` empty: the embedded origin) and the timeout of one call. */
  upstream: { url: string; timeoutMs: number };
  /** The KV cache of CMS answers (CMS_CACHE=off switches it off). */
  cmsCache: boolean;
  /** The whole-page cache (PAGE_CACHE=off switches it off) and how long a page stays. */
  pageCache: { enabled: boolean; ttlSeconds: number };
  /** Where the donate widget sends the visitor ('' when not set); the CSP allows forms to post there. */
  donationUrl: string;
  /**
   * Where places are looked up (worker/geo/): the PDOK Locatieserver at `url`
   * when the upstream is a real backend; with the embedded origin its offline
   * gazetteer (`url` is then not used: a fresh machine has no network).
   */
  geocoder: { url: string; timeoutMs: number };
  /** The throughput ceilings of `npm run bench`. */
  benchRoutes: boolean;
  /** Bearer token of the admin API; empty refuses every call. */
  adminToken: string;
  /** Error reporting; empty: silent. */
  sentryDsn: string;
  /** Cloudflare Turnstile on the application forms: on only when both its keys are set. */
  turnstile: boolean;
  /** The content system's media hosts (MEDIA_HOSTS): images elsewhere but /files/ are left out (shared/contract/media.ts). */
  mediaHosts: readonly string[];
}

const DEFAULT_UPSTREAM_TIMEOUT_MS = 4000;
const DEFAULT_PAGE_CACHE_TTL = 300;
export const PDOK_LOCATIESERVER_URL = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1/free';
/** Shorter than a minute would only add cache writes. */
const MIN_PAGE_CACHE_TTL = 60;

export function readConfig(env: Partial<Bindings>): AppConfig {
  return {
    environment: env.ENVIRONMENT ?? 'production',
    siteUrl: env.SITE_URL ?? '',
    upstream: { url: env.UPSTREAM_URL ?? '', timeoutMs: Number(env.UPSTREAM_TIMEOUT_MS) || DEFAULT_UPSTREAM_TIMEOUT_MS },
    cmsCache: env.CMS_CACHE !== 'off',
    pageCache: { enabled: env.PAGE_CACHE !== 'off', ttlSeconds: Math.max(MIN_PAGE_CACHE_TTL, Number(env.PAGE_CACHE_TTL) || DEFAULT_PAGE_CACHE_TTL) },
    donationUrl: env.DONATION_URL ?? '',
    geocoder: { url: env.GEOCODER_URL || PDOK_LOCATIESERVER_URL, timeoutMs: Number(env.UPSTREAM_TIMEOUT_MS) || DEFAULT_UPSTREAM_TIMEOUT_MS },
    benchRoutes: env.BENCH_ROUTES === 'on',
    adminToken: env.ADMIN_TOKEN ?? '',
    sentryDsn: env.SENTRY_DSN ?? '',
    turnstile: Boolean(env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY),
    mediaHosts: parseMediaHosts(env.MEDIA_HOSTS),
  };
}
