import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { readConfig } from '../../worker/config';
import { BASE, get } from './helpers';

async function fetchWith(vars: Partial<Env>, path: string): Promise<{ res: Response; text: string }> {
  const ctx = createExecutionContext();
  const merged = { ...env, ...vars };
  const res = await createApp(readConfig(merged)).fetch(new Request(BASE + path), merged, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

describe('the benchmark ceiling route', () => {
  it('does not exist with the configured BENCH_ROUTES (off): the not-found page answers', async () => {
    expect(env.BENCH_ROUTES).toBe('off');
    const { res, html } = await get('/_bench/constant');
    expect(res.status).toBe(404);
    expect(html).toContain('<h1>Pagina niet gevonden</h1>');
  });

  it('answers a fixed small text, never cached, when BENCH_ROUTES is on', async () => {
    const { res, text } = await fetchWith({ BENCH_ROUTES: 'on' }, '/_bench/constant');
    expect(res.status).toBe(200);
    expect(text).toBe('ok\n');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a static HTML body of exactly the asked size (the same-size ceiling)', async () => {
    for (const bytes of [1, 100, 34_567]) {
      const { res, text } = await fetchWith({ BENCH_ROUTES: 'on' }, `/_bench/sized/${bytes}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(new TextEncoder().encode(text).byteLength).toBe(bytes);
      expect(res.headers.get('content-security-policy')).toContain("'nonce-");
    }
    for (const path of ['/_bench/sized/0', '/_bench/sized/99999999', '/_bench/sized/abc']) expect((await fetchWith({ BENCH_ROUTES: 'on' }, path)).res.status).toBe(404);
    expect((await get('/_bench/sized/100')).res.status).toBe(404);
  });

  it('leaves every other path alone when BENCH_ROUTES is on', async () => {
    const { res } = await fetchWith({ BENCH_ROUTES: 'on' }, '/_bench/anything-else');
    expect(res.status).toBe(404);
  });
});
