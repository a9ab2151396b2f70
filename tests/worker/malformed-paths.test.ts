import { afterEach, describe, expect, it, vi } from 'vitest';
import { nl } from '../../shared/texts/nl';
import { isMalformedPath } from '../../worker/middleware/malformed-path';
import { get } from './helpers';

afterEach(() => vi.restoreAllMocks());

describe('malformed addresses', () => {
  it.each([
    ...['/%ff', '/dementie/%ff', '/zoeken/%ff/x', '/%00', '/dementie%0a', '/%', '/%e2%82', '/%ed%a0%80', '/assets/%ff', '/api/%ff', '/admin/%ff'],
    // A query that does not decode as UTF-8, on any route.
    ...['/zoeken?zoekterm=%ff', '/zoeken?zoekterm=dementie&pijler=nieuws&page=%ff', '/nieuws?page=%ff', '/regios/eemland/activiteiten?page=%e2%82', '/vrijwilligerswerk?plaats=%c0%af', '/dementie?%ed%a0%80=1', '/api/v1/es/suggest?query=%ff', '/assets/loader.js?v=%ff'],
  ])(
    '%s answers the Dutch not-found page (404), reported nowhere',
    async (path) => {
      const errors = vi.spyOn(console, 'error');
      const { res, html } = await get(path);
      expect(res.status).toBe(404);
      expect(html).toContain(nl.notFound.title);
      expect(html).toContain('<html lang="nl"');
      expect(html).not.toContain('\ufffd');
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it('a percent sign that starts no escape is part of a real query: the search for it is found', async () => {
    const { res, html } = await get('/zoeken?zoekterm=100%');
    expect(res.status).toBe(200);
    expect(html).toContain('100%');
  });

  it('a path longer than any page answers 404 and is not cached', async () => {
    const { res } = await get('/' + 'x'.repeat(5000));
    expect(res.status).toBe(404);
  });

  it('a query too long to cache is rendered, not stored and not reported', async () => {
    const errors = vi.spyOn(console, 'error');
    const { res } = await get('/dementie?q=' + 'x'.repeat(3000));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-page-cache')).toBe('bypass');
    expect(errors).not.toHaveBeenCalled();
  });

  it('a malformed body on the cookie settings saves nothing and answers 400, not a server error', async () => {
    const { res } = await get('/cookies', {
      method: 'POST',
      body: '--x\r\nbroken',
      headers: { 'content-type': 'multipart/form-data; boundary=y' },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('tells malformed paths from real ones', () => {
    for (const ok of ['/', '/dementie', '/test-je-kennis', '/caf%C3%A9', '/a%20b', '/%25']) expect(isMalformedPath(ok), ok).toBe(false);
    for (const bad of ['/%ff', '/%', '/%0', '/%00', '/%1f', '/%7f', '/%c0%af', '/' + 'a'.repeat(3000)]) expect(isMalformedPath(bad), bad).toBe(true);
  });
});
