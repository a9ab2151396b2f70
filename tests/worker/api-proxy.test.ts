import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, originOverHttp } from './app-helpers';
import { get } from './helpers';

async function pageToken(): Promise<string> {
  const { html } = await get('/privacy');
  return /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1] ?? '';
}

afterEach(() => vi.restoreAllMocks());

describe('API proxy', () => {
  it('passes the calls of spec section 7', async () => {
    const { res, html } = await get('/api/drupal/api/menu_items/main');
    expect(res.status).toBe(200);
    expect(Array.isArray(JSON.parse(html))).toBe(true);
    expect((await get('/api/drupal/api/dementie')).res.status).toBe(200);
  });

  it('answers 404 for calls that are not in the spec, including previews', async () => {
    for (const path of ['/api/drupal/api/user/1', '/api/v2/anything', '/api/drupal/api/preview/node/108/1082', '/api/drupal/api/..%2F..%2Fadmin%2Fpurge']) {
      expect((await get(path)).res.status, path).toBe(404);
    }
  });

  it('answers 405 for the wrong method', async () => {
    const { res } = await get('/api/drupal/api/menu_items/main', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
  });

  it('answers 414 for an over-long query', async () => {
    const { res } = await get('/api/v1/es/search?query=' + 'a'.repeat(1100));
    expect(res.status).toBe(414);
  });

  it('requires the page anti-forgery token on credentialed calls', async () => {
    expect((await get('/api/v1/redirect/from?path=%2Falzheimer-telefoon')).res.status).toBe(403);
    expect((await get('/api/v1/redirect/from?path=%2Falzheimer-telefoon', { headers: { 'x-csrf-token': '123.abc' } })).res.status).toBe(403);
    const token = await pageToken();
    const ok = await get('/api/v1/redirect/from?path=%2Falzheimer-telefoon', { headers: { 'x-csrf-token': token } });
    expect(ok.res.status).toBe(200);
    expect(JSON.parse(ok.html).To).toBe('/onze-ondersteuning/dementietelefoon');
    const crossSite = await get('/api/v1/redirect/from?path=%2Fa', { headers: { 'x-csrf-token': token, 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.res.status).toBe(403);
  });

  it('forwards visitor cookies only on credentialed calls', async () => {
    const seen: Record<string, string | null> = {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      seen[new URL(request.url).pathname] = request.headers.get('cookie');
      return originOverHttp(request);
    });
    const token = await pageToken();
    const vars = { UPSTREAM_URL: 'http://upstream.test' };
    await call('/api/drupal/api/menu_items/main', vars, { headers: { cookie: 'SSESS1=geheim' } });
    await call('/api/v1/redirect/from?path=%2Fa', vars, { headers: { cookie: 'SSESS1=geheim', 'x-csrf-token': token } });
    expect(seen['/api/drupal/api/menu_items/main']).toBeNull();
    expect(seen['/api/v1/redirect/from']).toBe('SSESS1=geheim');
  });
});
