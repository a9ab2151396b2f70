import type { MiddlewareHandler } from 'hono';
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
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
};

function originOf(url: string): string[] {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
}

/** Sets the security headers on a response's (mutable) headers; `nonce` is the one of this response's CSP. */
export function applySecurityHeaders(headers: Headers, nonce: string, donationUrl: string, extraHosts: readonly string[] = []): void {
  for (const [name, value] of Object.entries(STATIC_HEADERS)) headers.set(name, value);
  if (!headers.has('content-security-policy')) headers.set('content-security-policy', contentSecurityPolicy(nonce, originOf(donationUrl), extraHosts));
  // For browsers without frame-ancestors: only a route that allows its own framing (the quiz embed) may be framed.
  const ancestorsSelf = /frame-ancestors 'self'/.test(headers.get('content-security-policy') ?? '');
  headers.set('x-frame-options', ancestorsSelf ? 'SAMEORIGIN' : 'DENY');
}

export interface SecurityHeadersOptions {
  /** The donation address: the donate widget's form posts there, so the CSP allows its origin. */
  donationUrl: string;
  /** Cloudflare Turnstile is on (its keys are configured): its script, frame and calls are allowed. */
  turnstile?: boolean;
}

/** Turnstile's one host (script, challenge frame, calls). */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/**
 * Security headers on every response the worker sends, whatever produced it
 * (pages, errors, assets, API, admin). A file route may bring a stricter CSP of its own.
 */
export function securityHeaders({ donationUrl, turnstile }: SecurityHeadersOptions): MiddlewareHandler<AppEnv> {
  const extraHosts = turnstile ? [TURNSTILE_ORIGIN] : [];
  return async function securityHeadersMiddleware(c, next) {
    await next();
    // Responses from fetch, the cache or the assets binding have immutable headers.
    c.res = new Response(c.res.body, c.res);
    applySecurityHeaders(c.res.headers, c.get('nonce'), donationUrl, extraHosts);
  };
}
