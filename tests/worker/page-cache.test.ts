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

  it('answers a page the isolate holds with the same headers as a render, a fresh nonce and no redirect lookup', async () => {
    const path = '/leven-met-dementie/mantelzorg';
    const miss = await get(path + '?fast=1');
    const hit = await get(path + '?fast=1');
    expect(hit.res.headers.get('x-page-cache')).toBe('hit');
    const names = (res: Response) => [...res.headers.keys()].filter((n) => n !== 'x-page-cache' && n !== 'cache-control').sort();
    expect(names(hit.res)).toEqual(names(miss.res));
    for (const name of ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'x-content-type-options', 'referrer-policy']) {
      expect(hit.res.headers.get(name), name).toBeTruthy();
    }
    const nonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce(hit.res)).not.toBe(nonce(miss.res));
    expect(hit.html).toContain(`nonce="${nonce(hit.res)}"`);
    expect(hit.html.replaceAll(nonce(hit.res)!, 'N')).toBe(miss.html.replaceAll(nonce(miss.res)!, 'N'));
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
