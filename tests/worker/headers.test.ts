import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './app-helpers';
import { get } from './helpers';
import { JS_CLASS_SCRIPT } from '../../worker/render/document';

const SECURITY = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy'];

function expectSecurityHeaders(res: Response, label: string) {
  for (const name of SECURITY) expect(res.headers.get(name), `${label}: ${name}`).toBeTruthy();
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).not.toMatch(/script-src[^;]*'unsafe-inline'/);
}

beforeAll(async () => {
  // A page whose type the spec does not know: the 'unknown page' error (500).
  await env.DB.prepare(
    "INSERT INTO nodes (id, type, title, alias, status, created, changed, parent_id, revision_id, fields) VALUES (9001, 'webform', 'Formulier', '/kapot-formulier', 1, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', NULL, 90011, '{}')",
  ).run();
});

describe('security headers', () => {
  it('are on every kind of response', async () => {
    const html = (await get('/')).html;
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? '';
    const cases: [string, Promise<{ res: Response }>][] = [
      ['page', get('/dementie')],
      ['cached page', get('/dementie')],
      ['not found', get('/bestaat-niet')],
      ['unknown page type (500)', get('/kapot-formulier')],
      ['upstream down (503)', call('/privacy', { UPSTREAM_URL: 'http://127.0.0.1:1', CMS_CACHE: 'off', PAGE_CACHE: 'off', UPSTREAM_TIMEOUT_MS: '200' })],
      ['redirect', get('/alzheimer-telefoon')],
      ['trailing slash', get('/dementie/')],
      ['asset', get(css)],
      ['file', get('/files/images/bankje/404x227.svg')],
      ['admin 401', get('/admin/purge', { method: 'POST' })],
      ['api 404', get('/api/niet-bestaand')],
      ['preview 403', get('/preview/node/1/1')],
    ];
    for (const [label, pending] of cases) expectSecurityHeaders((await pending).res, label);
  });

  it('gives each page a fresh nonce that matches its script and the CSP, also on a cache hit', async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { res, html } = await get('/dementie/wat-is-dementie');
      const csp = res.headers.get('content-security-policy') ?? '';
      const fromCsp = /'nonce-([^']+)'/.exec(csp)?.[1];
      const fromScript = /<script data-loader="[^"]+" nonce="([^"]+)"/.exec(html)?.[1];
      expect(fromCsp).toBeTruthy();
      expect(fromScript).toBe(fromCsp);
      // Every nonce in the page is this request's, the inline one that marks JavaScript in the head too.
      expect(new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))).toEqual(new Set([fromCsp]));
      // The class that marks JavaScript is set in the head, before the stylesheet applies (no layout shift).
      const head = html.slice(0, html.indexOf('</head>'));
      const inline = head.indexOf(`<script nonce="${fromCsp}">${JS_CLASS_SCRIPT}</script>`);
      expect(inline).toBeGreaterThan(0);
      expect(inline).toBeLessThan(head.indexOf('rel="stylesheet"'));
      nonces.push(fromCsp!);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it("answers the 'unknown page' error with the Dutch error page, no stack trace", async () => {
    const { res, html } = await get('/kapot-formulier');
    expect(res.status).toBe(500);
    expect(html).toContain('Er is iets misgegaan');
    expect(html).not.toMatch(/at \w+ \(|Error:|unknown page/);
  });

  it('allows frames only from the embed hosts', async () => {
    const csp = (await get('/')).res.headers.get('content-security-policy') ?? '';
    const frames = /frame-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(frames.length).toBeGreaterThan(0);
    for (const host of frames) expect(host).toMatch(/^('self'|https:\/\/[a-z0-9.-]+)$/);
  });
});
