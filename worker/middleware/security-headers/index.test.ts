import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env';
import { applySecurityHeaders, contentSecurityPolicy, donationOrigins, securityHeadersFor } from '.';
import { securityHeaders } from '.';

const app = new Hono<AppEnv>();
app.use('*', async (c, next) => {
  c.set('nonce', 'dGVzdC1ub25jZQ==');
  await next();
});
app.use('*', securityHeaders({ donationUrl: 'https://doneren.example.org/geef?x=1' }));
app.get('/embed', (c) => c.html('<p>quiz</p>', 200, { 'content-security-policy': "default-src 'none'; frame-ancestors 'self'" }));
app.get('/weg', () => Response.redirect('https://www.example.org/', 301));
let made: Response | null = null;
app.get('/zelf', () => (made = new Response('<p>zelf</p>', { headers: { 'content-type': 'text/html' } })));
app.get('*', (c) => c.html('<p>pagina</p>'));

describe('security headers', () => {
  it('puts the policy with this response nonce and the other headers on a page', async () => {
    const res = await app.request('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'nonce-dGVzdC1ub25jZQ=='");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    // 'Gebruik mijn locatie' (client/islands/use-location.ts) asks this page's own origin for the position.
    expect(res.headers.get('permissions-policy')).toContain('geolocation=(self)');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets forms post to the configured donation address, by its origin', async () => {
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/form-action 'self' https:\/\/doneren\.example\.org[ ;]/);
  });

  it('keeps the stricter policy of a route that allows its own framing, and says SAMEORIGIN', async () => {
    const res = await app.request('/embed');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('also sets them on a response whose headers cannot change', async () => {
    const res = await app.request('/weg');
    expect(res.status).toBe(301);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives a held page the same headers ahead of time as applySecurityHeaders gives it per response, but for the CSP', () => {
    const stored: [string, string][] = [
      ['content-type', 'text/html; charset=utf-8'],
      ['x-frame-options', 'SAMEORIGIN'],
      ['x-content-type-options', 'oud'],
    ];
    const live = new Headers(stored);
    applySecurityHeaders(live, 'bm9uY2U=', 'https://doneren.example.org/geef');
    const ahead = new Headers(securityHeadersFor(stored));
    ahead.set('content-security-policy', contentSecurityPolicy('bm9uY2U=', donationOrigins('https://doneren.example.org/geef')));
    expect([...ahead].sort()).toEqual([...live].sort());
  });

  it('parses the donation address once per value and survives a malformed one', () => {
    expect(donationOrigins('https://doneren.example.org/geef?x=1')).toEqual(['https://doneren.example.org']);
    expect(donationOrigins('https://doneren.example.org/geef?x=1')).toBe(donationOrigins('https://doneren.example.org/geef?x=1'));
    expect(donationOrigins('geen adres')).toEqual([]);
    expect(donationOrigins('')).toEqual([]);
  });

  it('sets the headers on the response the route made, without copying it', async () => {
    const res = await app.request('/zelf');
    expect(made?.headers.get('content-security-policy')).toContain("'nonce-dGVzdC1ub25jZQ=='");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(await res.text()).toBe('<p>zelf</p>');
  });
});
