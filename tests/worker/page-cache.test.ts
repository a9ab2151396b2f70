import { describe, expect, it } from 'vitest';
import { get } from './helpers';

describe('whole-page cache', () => {
  it('misses, then hits for the same URL', async () => {
    expect((await get('/privacy')).res.headers.get('x-page-cache')).toBe('miss');
    const hit = await get('/privacy');
    expect(hit.res.headers.get('x-page-cache')).toBe('hit');
    expect(hit.res.status).toBe(200);
    expect(hit.html).toContain('<html lang="nl">');
  });

  it('shares one entry between URLs that differ only in tracking parameters', async () => {
    await get('/disclaimer');
    expect((await get('/disclaimer?utm_source=nieuwsbrief&fbclid=abc')).res.headers.get('x-page-cache')).toBe('hit');
  });

  it('is bypassed for debug mode, sessions, authorisation and non-GET requests', async () => {
    await get('/contact');
    expect((await get('/contact?debug=true')).res.headers.get('x-page-cache')).toBe('bypass');
    expect((await get('/contact', { headers: { cookie: 'SSESS123=abc' } })).res.headers.get('x-page-cache')).toBe('bypass');
    expect((await get('/contact', { headers: { authorization: 'Bearer x' } })).res.headers.get('x-page-cache')).toBe('bypass');
    expect((await get('/contact', { method: 'POST' })).res.headers.get('x-page-cache')).toBe('bypass');
  });

  it('does not store error pages', async () => {
    await get('/niet-hier');
    expect((await get('/niet-hier')).res.headers.get('x-page-cache')).toBe('bypass');
  });
});
