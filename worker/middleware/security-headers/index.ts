import type { Context, MiddlewareHandler } from 'hono';
import { CONNECT_HOSTS, FRAME_HOSTS, SCRIPT_HOSTS } from '../../../shared/embeds';
import type { AppEnv } from '../../env';

/** Embed hosts are listed bare (www.example.org); the CSP wants them with https. */
const hosts = (list: readonly string[]) => list.map((h) => (h.startsWith('https://') ? h : `https://${h}`)).join(' ');

/** The policy around its nonce, built once per donation address (it is the same for every response). */
const policies = new Map<string, [string, string, string]>();

/** The Content-Security-Policy for one response: scripts and styles by nonce, frames only from the embed hosts. */
export function contentSecurityPolicy(nonce: string, formTargets: readonly string[] = [], extraHosts: readonly string[] = []): string {
  const key = formTargets.join(' ') + '|' + extraHosts.join(' ');
  const extra = extraHosts.length ? ' ' + extraHosts.join(' ') : '';
  let parts = policies.get(key);
  if (!parts) {
    const N = '\u0000';
    const whole = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${N}' ${hosts(SCRIPT_HOSTS)}${extra}`.trim(),
      `style-src 'self' 'nonce-${N}'`,
      "img-src 'self' data: https:",
      "font-src 'self'",
      `connect-src 'self' ${hosts(CONNECT_HOSTS)}${extra}`.trim(),
      // 'self': the sandboxed quiz embed under /files/embeds/.
      `frame-src 'self' ${hosts(FRAME_HOSTS)}${extra}`.trim(),
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      // The Spotler form posts to its own host; the donate widget to the donation address.
      `form-action 'self' ${[...formTargets, hosts(CONNECT_HOSTS)].join(' ')}`.trim(),
    ].join('; ');
    const [a = '', b = '', c = ''] = whole.split(N);
    parts = [a, b, c];
    policies.set(key, parts);
  }
  return parts[0] + nonce + parts[1] + nonce + parts[2];
}

const STATIC_HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
};

const STATIC_ENTRIES = Object.entries(STATIC_HEADERS);

/**
 * The origins the CSP allows as form targets, from the donation address. It
 * is configuration, the same for every request, so it is parsed once per
 * value (a URL parse per response was a visible share of a cache hit).
 */
let donation: { url: string; origins: readonly string[] } | null = null;
export function donationOrigins(url: string): readonly string[] {
  if (donation?.url === url) return donation.origins;
  let origins: string[];
  try {
    origins = url ? [new URL(url).origin] : [];
  } catch {
    origins = [];
  }
  donation = { url, origins };
  return origins;
}

/** For browsers without frame-ancestors: only a route that allows its own framing (the quiz embed) may be framed. */
const frameOptions = (csp: string | null | undefined) => (/frame-ancestors 'self'/.test(csp ?? '') ? 'SAMEORIGIN' : 'DENY');

/**
 * Changes the response's headers in place when it may (a response the worker
 * made); one with immutable headers (from fetch, the cache, the assets
 * binding, Response.redirect) is copied first. Copying every response cost
 * two copies per middleware and request, as Hono copies again a response that
 * replaces another (the Response constructor was the largest own cost of a
 * KV-warm render in the profile).
 */
export function setResponseHeaders(c: Context, set: (headers: Headers) => void): void {
  try {
    set(c.res.headers);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    c.res = new Response(c.res.body, c.res);
    set(c.res.headers);
  }
}

/** Sets the security headers on a response's (mutable) headers; `nonce` is the one of this response's CSP. */
export function applySecurityHeaders(headers: Headers, nonce: string, donationUrl: string, extraHosts: readonly string[] = []): void {
  for (const [name, value] of STATIC_ENTRIES) headers.set(name, value);
  if (!headers.has('content-security-policy')) headers.set('content-security-policy', contentSecurityPolicy(nonce, donationOrigins(donationUrl), extraHosts));
  headers.set('x-frame-options', frameOptions(headers.get('content-security-policy')));
}

/**
 * A held page's headers with the security headers that do not depend on the
 * nonce, worked out once per held page (worker/middleware/page-cache): what
 * applySecurityHeaders would make of them, but for a CSP, which each hit adds
 * with its own nonce (unless the page brought one, which it then keeps).
 */
export function securityHeadersFor(headers: readonly [string, string][]): [string, string][] {
  const own = headers.find(([name]) => name === 'content-security-policy')?.[1];
  const kept = headers.filter(([name]) => !Object.hasOwn(STATIC_HEADERS, name) && name !== 'x-frame-options');
  return [...kept, ...STATIC_ENTRIES, ['x-frame-options', frameOptions(own)]];
}

export interface SecurityHeadersOptions {
  /** The donation address: the donate widget's form posts there, so the CSP allows its origin. */
  donationUrl: string;
  /** Cloudflare Turnstile is on (its keys are configured): its script, frame and calls are allowed. */
  turnstile?: boolean;
}

/** Turnstile's one host (script, challenge frame, calls). */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/** The hosts beyond the embeds a configuration adds to the CSP (Turnstile when it is on). */
export const extraHostsOf = ({ turnstile }: Pick<SecurityHeadersOptions, 'turnstile'>): readonly string[] => (turnstile ? [TURNSTILE_ORIGIN] : []);

/**
 * Security headers on every response the worker sends, whatever produced it
 * (pages, errors, assets, API, admin). A file route may bring a stricter CSP of its own.
 */
export function securityHeaders({ donationUrl, turnstile }: SecurityHeadersOptions): MiddlewareHandler<AppEnv> {
  const extraHosts = extraHostsOf({ turnstile });
  return async function securityHeadersMiddleware(c, next) {
    await next();
    setResponseHeaders(c, (headers) => applySecurityHeaders(headers, c.get('nonce'), donationUrl, extraHosts));
  };
}
