import type { MiddlewareHandler } from 'hono';
import { CONNECT_HOSTS, FRAME_HOSTS, SCRIPT_HOSTS } from '../../../shared/embeds';
import type { AppEnv } from '../../env';

/** Embed hosts are listed bare (www.example.org); the CSP wants them with https. */
const hosts = (list: readonly string[]) => list.map((h) => (h.startsWith('https://') ? h : `https://${h}`)).join(' ');

/** The Content-Security-Policy for one response: scripts and styles by nonce, frames only from the embed hosts. */
export function contentSecurityPolicy(nonce: string, formTargets: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${hosts(SCRIPT_HOSTS)}`.trim(),
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self' ${hosts(CONNECT_HOSTS)}`.trim(),
    `frame-src ${FRAME_HOSTS.length ? hosts(FRAME_HOSTS) : "'none'"}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    // The Spotler form posts to its own host; the donate widget to the donation address.
    `form-action 'self' ${[...formTargets, hosts(CONNECT_HOSTS)].join(' ')}`.trim(),
  ].join('; ');
}

const STATIC_HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

function originOf(url: string | undefined): string[] {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
}

/**
 * Security headers on every response the worker sends, whatever produced it
 * (pages, errors, assets, API, admin). A file route may bring a stricter CSP of its own.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async function securityHeadersMiddleware(c, next) {
    await next();
    // Responses from fetch, the cache or the assets binding have immutable headers.
    c.res = new Response(c.res.body, c.res);
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(STATIC_HEADERS)) headers.set(name, value);
    if (!headers.has('content-security-policy')) {
      const donation = (c.env as unknown as { DONATION_URL?: string }).DONATION_URL;
      headers.set('content-security-policy', contentSecurityPolicy(c.get('nonce'), originOf(donation)));
    }
  };
}
