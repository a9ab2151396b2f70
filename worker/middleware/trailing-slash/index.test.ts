import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { trailingSlash } from '.';

const app = new Hono();
app.use('*', trailingSlash());
app.get('*', (c) => c.text('ok'));
const location = async (path: string) => (await app.request('https://www.example.org' + path)).headers.get('location');

describe('trailing slash', () => {
  it('answers 301 to the path without the trailing slash, keeping the query', async () => {
    const res = await app.request('https://www.example.org/nieuws/?page=2');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/nieuws?page=2');
  });

  it('leaves the home page and paths without a trailing slash alone', async () => {
    expect((await app.request('https://www.example.org/')).status).toBe(200);
    expect((await app.request('https://www.example.org/nieuws')).status).toBe(200);
  });

  it('never produces a protocol-relative Location (no open redirect)', async () => {
    expect(await location('//evil.example.com/')).toBe('/evil.example.com');
    expect(await location('/\\evil.example.com/')).toBe('/evil.example.com');
    expect(await location('///evil.example.com//')).toBe('/evil.example.com');
  });
});
