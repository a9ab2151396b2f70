import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { signPreviewUrl } from '../../worker/security/preview-url';
import { get } from './helpers';

const target = { entityType: 'node', entityId: '108', revisionId: '1082' };
const signed = async (exp = Math.floor(Date.now() / 1000) + 600, t = target) => {
  const url = new URL(await signPreviewUrl(env.PREVIEW_SECRET, 'https://www.example.org', t, exp));
  return url.pathname + url.search;
};

describe('signed preview', () => {
  it('opens the unpublished revision with the Voorbeeldweergave banner, never cached or indexed', async () => {
    const { res, html } = await get(await signed());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('x-page-cache')).toBe('bypass');
    expect(html).toContain('Voorbeeldweergave');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const published = await get('/leven-met-dementie/mantelzorg');
    const h1 = (s: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(s)?.[1];
    expect(h1(html)).toBeTruthy();
    expect(html).not.toBe(published.html);
    expect(html).toMatch(/an-breadcrumbs/);
  });

  it('answers 403 with a Dutch page when one character of the signature changes', async () => {
    const url = await signed();
    const last = url.slice(-1);
    const forged = url.slice(0, -1) + (last === '0' ? '1' : '0');
    const { res, html } = await get(forged);
    expect(res.status).toBe(403);
    expect(html).toContain('Geen toegang tot dit voorbeeld');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 403 when the signature is missing, expired, or signed for another revision', async () => {
    expect((await get('/preview/node/108/1082')).res.status).toBe(403);
    expect((await get(await signed(Math.floor(Date.now() / 1000) - 1))).res.status).toBe(403);
    const other = await signed(undefined, { ...target, revisionId: '1081' });
    expect((await get(other.replace('/1081?', '/1082?'))).res.status).toBe(403);
    const later = (await signed()).replace(/exp=(\d+)/, (_m, e: string) => `exp=${Number(e) + 3600}`);
    expect((await get(later)).res.status).toBe(403);
  });

  it('answers 404 for a validly signed revision that does not exist', async () => {
    const { res } = await get(await signed(undefined, { ...target, revisionId: '999999' }));
    expect(res.status).toBe(404);
  });
});
