import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from './helpers';

beforeAll(async () => {
  const rows: [string, string][] = [
    ['/evil-protocol-relative', '//evil.example.com/x'],
    ['/evil-backslash', '/\\evil.example.com'],
    ['/evil-javascript', 'javascript:alert(1)'],
    ['/evil-data', 'data:text/html,<script>alert(1)</script>'],
    ['/lus-a', '/lus-b'],
    ['/lus-b', '/lus-a'],
    ['/zichzelf', '/zichzelf/'],
    ['/keten-1', '/keten-2'],
    ['/keten-2', '/dementie'],
    ['/oude-pagina?id=5', '/privacy'],
  ];
  await env.DB.batch(rows.map(([s, t]) => env.DB.prepare('INSERT INTO redirects (source, target) VALUES (?1, ?2)').bind(s, t)));
});

describe('redirect table', () => {
  it('never redirects to a target that is not a site path or an http(s) address', async () => {
    for (const path of ['/evil-protocol-relative', '/evil-backslash', '/evil-javascript', '/evil-data']) {
      const { res } = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('location'), path).toBeNull();
    }
  });

  it('does not turn a crafted request path into an off-site redirect', async () => {
    for (const path of ['//evil.example.com/', '/%2F%2Fevil.example.com', '/\\evil.example.com']) {
      const { res } = await get(path);
      const location = res.headers.get('location') ?? '';
      expect(location.startsWith('//') || /^https?:\/\/(?!www\.example\.org)/.test(location), path).toBe(false);
    }
  });

  it('detects loops and redirects nowhere', async () => {
    expect((await get('/lus-a')).res.status).toBe(404);
    expect((await get('/zichzelf')).res.status).toBe(404);
  });

  it('collapses a chain into one 301 to the final page', async () => {
    const { res } = await get('/keten-1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/dementie');
  });

  it('matches a redirect registered with its query', async () => {
    const { res } = await get('/oude-pagina?id=5');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/privacy');
  });

  it('caches the answer per path, "no redirect" included', async () => {
    await get('/bestaat-niet-en-heeft-geen-redirect');
    const cached = await env.CACHE.get<{ value: unknown }>('cms:v1:redirect:/api/v1/redirect/from?path=%2Fbestaat-niet-en-heeft-geen-redirect', 'json');
    expect(cached).not.toBeNull();
    expect(cached?.value).toBeNull();
    const hit = await env.CACHE.get('cms:v1:redirect:/api/v1/redirect/from?path=%2Falzheimer-telefoon');
    expect(hit).toBeNull();
    await get('/alzheimer-telefoon');
    expect(await env.CACHE.get('cms:v1:redirect:/api/v1/redirect/from?path=%2Falzheimer-telefoon')).toContain('dementietelefoon');
  });
});
