import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env';
import { benchCeiling } from '.';

const app = new Hono<AppEnv>();
app.use('/_bench/*', benchCeiling({ donationUrl: 'https://doneren.example.org/geef' }));
app.all('*', (c) => c.text('verder', 404));

describe('bench ceiling', () => {
  it('answers the constant ceiling with a fixed small text, never cached', async () => {
    const res = await app.request('/_bench/constant');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok\n');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a static page of exactly the asked size, with the security headers of a page', async () => {
    const res = await app.request('/_bench/sized/5000');
    expect((await res.arrayBuffer()).byteLength).toBe(5000);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain('https://doneren.example.org');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('passes on sizes out of range, other bench paths and other methods', async () => {
    for (const path of ['/_bench/sized/0', '/_bench/sized/2000001', '/_bench/sized/abc', '/_bench/other']) {
      expect(await (await app.request(path)).text(), path).toBe('verder');
    }
    expect(await (await app.request('/_bench/constant', { method: 'POST' })).text()).toBe('verder');
  });
});
