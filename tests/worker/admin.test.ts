import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get } from './helpers';

const TOKEN = 'test-admin-token';
const post = (path: string, body: unknown, token: string | null = TOKEN) =>
  get(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('admin authentication', () => {
  it('answers 401 without a token, with a wrong token and with a token of another length', async () => {
    for (const token of [null, 'wrong-token-wrong-t', 'x', TOKEN + 'x']) {
      const { res, html } = await post('/admin/purge', { all: true }, token);
      expect(res.status, String(token)).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer realm="admin"/);
      expect(JSON.parse(html).error).toBe('unauthorized');
    }
  });

  it('refuses everything when no ADMIN_TOKEN is configured', async () => {
    const { call } = await import('./app-helpers');
    const { res } = await call('/admin/purge', { ADMIN_TOKEN: '' }, { method: 'POST', headers: { authorization: 'Bearer ' }, body: '{"all":true}' });
    expect(res.status).toBe(401);
  });

  it('explains a malformed purge request', async () => {
    const bad = await post('/admin/purge', 'not json');
    expect(bad.res.status).toBe(400);
    const wrong = await post('/admin/purge', { paths: ['geen-slash'] });
    expect(wrong.res.status).toBe(400);
    expect(JSON.parse(wrong.html).message).toContain('paths start with /');
  });
});

describe('purge', () => {
  const PAGE = '/dementie/wat-is-dementie';

  it('purges one path: its KV entries and its cached page, and says what it purged', async () => {
    await get(PAGE);
    const second = await get(PAGE);
    expect(second.res.headers.get('x-page-cache')).toBe('hit');
    expect(await env.CACHE.get(`cms:v1:page:/api/drupal/api${PAGE}`)).not.toBeNull();

    const { res, html } = await post('/admin/purge', { paths: [PAGE] });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = JSON.parse(html);
    expect(body.purged.kvKeys).toBeGreaterThanOrEqual(2);
    expect(body.purged.pages).toEqual([`https://www.example.org${PAGE}`]);
    expect(await env.CACHE.get(`cms:v1:page:/api/drupal/api${PAGE}`)).toBeNull();
    expect((await get(PAGE)).res.headers.get('x-page-cache')).toBe('miss');
  });

  it('purges by prefix without touching other sections', async () => {
    await get('/dementie/wat-is-dementie');
    await get('/dementie/vormen-van-dementie');
    await get('/privacy');
    const { html } = await post('/admin/purge', { prefix: '/dementie' });
    const pages: string[] = JSON.parse(html).purged.pages;
    expect(pages.sort()).toEqual(['https://www.example.org/dementie/vormen-van-dementie', 'https://www.example.org/dementie/wat-is-dementie']);
    expect((await get('/privacy')).res.headers.get('x-page-cache')).toBe('hit');
  });

  it('purges everything with all', async () => {
    await get('/privacy');
    await get('/');
    const { html } = await post('/admin/purge', { all: true });
    const body = JSON.parse(html);
    expect(body.purged.pages.length).toBeGreaterThanOrEqual(2);
    expect((await env.CACHE.list({ prefix: 'cms:' })).keys).toHaveLength(0);
    expect((await get('/privacy')).res.headers.get('x-page-cache')).toBe('miss');
  });
});

describe('preview URL minting', () => {
  it('mints a signed preview URL that opens', async () => {
    const { res, html } = await post('/admin/preview-url', { entityType: 'node', entityId: 108, revisionId: 1082 });
    expect(res.status).toBe(200);
    const { url, expires } = JSON.parse(html);
    expect(url).toMatch(/^https:\/\/www\.example\.org\/preview\/node\/108\/1082\?exp=\d+&sig=[0-9a-f]{64}$/);
    expect(expires).toBeGreaterThan(Date.now() / 1000);
    const page = await get(new URL(url).pathname + new URL(url).search);
    expect(page.res.status).toBe(200);
  });

  it('rejects ids that are not numbers', async () => {
    const { res } = await post('/admin/preview-url', { entityType: 'node', entityId: '1; drop', revisionId: 2 });
    expect(res.status).toBe(400);
  });
});
