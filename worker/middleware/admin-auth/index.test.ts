import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../../env';
import { adminAuth } from '.';

const TOKEN = 'geheim-0123456789abcdef';

function appWith(token: string) {
  const app = new Hono<AppEnv>();
  app.use('/admin/*', adminAuth({ token }));
  app.post('/admin/purge', (c) => c.json({ purged: true }));
  return app;
}

const call = (app: Hono<AppEnv>, authorization: string | null) =>
  app.request('https://www.example.org/admin/purge', { method: 'POST', headers: authorization === null ? {} : { authorization } });

afterEach(() => vi.restoreAllMocks());

describe('admin auth', () => {
  it('lets the configured bearer token through and keeps the answer out of every cache', async () => {
    const res = await call(appWith(TOKEN), `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ purged: true });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a missing, wrong, longer, shorter or malformed token with a JSON 401 naming the realm', async () => {
    const app = appWith(TOKEN);
    for (const authorization of [null, 'Bearer wrong-token-0123456789ab', `Bearer ${TOKEN}x`, 'Bearer x', `Basic ${TOKEN}`, 'Bearer a b', 'Bearer']) {
      const res = await call(app, authorization);
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get('www-authenticate'), String(authorization)).toMatch(/^Bearer realm="admin"/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(((await res.json()) as { error: string }).error).toBe('unauthorized');
    }
  });

  it('refuses every call when no token is configured', async () => {
    const app = appWith('');
    for (const authorization of [null, 'Bearer ', 'Bearer x', 'Bearer undefined']) {
      expect((await call(app, authorization)).status, String(authorization)).toBe(401);
    }
  });

  it('logs every call as one JSON line with its outcome, never the token', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const app = appWith(TOKEN);
    await call(app, `Bearer ${TOKEN}`);
    await call(app, 'Bearer fout');
    const lines = log.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(lines).toMatchObject([
      { event: 'admin-call', method: 'POST', path: '/admin/purge', authorized: true, status: 200 },
      { event: 'admin-call', method: 'POST', path: '/admin/purge', authorized: false, status: 401 },
    ]);
    expect(JSON.stringify(log.mock.calls)).not.toContain(TOKEN);
  });
});
