import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cmsMemory } from '../../cache/memory-copy';
import { readConfig } from '../../config';
import type { AppEnv } from '../../env';
import { randomNonce, requestContext, type RequestContextOptions } from '.';

function appWith(options: Partial<RequestContextOptions> = {}) {
  const app = new Hono<AppEnv>();
  app.use('*', requestContext({ ...readConfig(env), ...options }));
  app.get('/upstream', async (c) => c.text(String((await c.get('upstream')('/api/drupal/api/menu_items/main')).status)));
  app.get('/menu', async (c) => c.json((await c.get('content').mainMenu()).length));
  app.get('*', (c) => c.json({ nonce: c.get('nonce'), debug: c.get('debug') }));
  return app;
}

const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;

afterEach(() => vi.restoreAllMocks());

describe('request context', () => {
  it('gives every request its own random nonce, and reads debug mode from the query', async () => {
    const app = appWith();
    const a = await json<{ nonce: string; debug: boolean }>(app.request('/x', {}, env));
    const b = await json<{ nonce: string; debug: boolean }>(app.request('/x?debug=true', {}, env));
    expect(a.nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(b.nonce).not.toBe(a.nonce);
    expect([a.debug, b.debug]).toEqual([false, true]);
  });

  it('draws nonces of 24 base64 characters that never repeat, also across refills of the pool', () => {
    const nonces = Array.from({ length: 1000 }, () => randomNonce());
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('reaches the embedded origin over the request bindings when no upstream address is configured', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await (await appWith({ upstream: { url: '', timeoutMs: 4000 } }).request('/upstream', {}, env)).text()).toBe('200');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reaches the configured upstream address over HTTP', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]', { status: 200 }));
    const app = appWith({ upstream: { url: 'https://cms.example.org/', timeoutMs: 4000 } });
    expect(await (await app.request('/upstream', {}, env)).text()).toBe('200');
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe('https://cms.example.org/api/drupal/api/menu_items/main');
  });

  it('reads CMS answers through KV only when the CMS cache is on', async () => {
    const get = vi.spyOn(env.CACHE, 'get');
    cmsMemory.clear();
    await appWith({ cmsCache: false }).request('/menu', {}, env);
    expect(get).not.toHaveBeenCalled();
    cmsMemory.clear();
    await appWith({ cmsCache: true }).request('/menu', {}, env);
    expect(get).toHaveBeenCalled();
  });
});
