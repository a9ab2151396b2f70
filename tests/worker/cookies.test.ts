import { describe, expect, it } from 'vitest';
import { get, pageToken } from './helpers';

describe('/cookies', () => {
  it('shows the statement from the CMS with its title as page title, the settings and the declaration', async () => {
    const { res, html } = await get('/cookies');
    expect(res.status).toBe(200);
    expect(html).toMatch(/<title>Cookieverklaring \| Dementiezorg Nederland<\/title>/);
    expect(html).toContain('<h1 class="an-page-intro__title">Cookieverklaring</h1>');
    const form = /<form class="an-cookie-settings"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/cookies"');
    expect(html).toContain('id="cookie-instellingen"');
    expect(html).toContain('<th scope="row">an_consent</th>');
    expect(html).toContain('1000 dagen');
  });

  it('does not vary by the consent cookie (the page is cached by URL)', async () => {
    const a = (await get('/cookies')).html.replace(/nonce="[^"]*"/g, '');
    const b = (await get('/cookies', { headers: { cookie: 'an_consent=v1.s1.m1' } })).html.replace(/nonce="[^"]*"/g, '');
    expect(b).toBe(a);
  });

  it('saves the choice without JavaScript: a 1000-day cookie and a redirect back', async () => {
    const { res } = await get('/cookies', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://www.example.org' },
      body: `statistics=0&marketing=1&csrf_token=${await pageToken('/cookies')}`,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/cookies?opgeslagen=ja');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^an_consent=v1\.s0\.m1\.d\d{8};/);
    expect(cookie).toContain('Max-Age=86400000');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
  });

  it('confirms the saved choice after the redirect', async () => {
    const { html } = await get('/cookies?opgeslagen=ja');
    expect(html).toContain('Je cookie-instellingen zijn opgeslagen.');
  });

  it('refuses a choice posted from another site, with the Dutch error page', async () => {
    const { res, html } = await get('/cookies', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: `statistics=1&marketing=1&csrf_token=${await pageToken('/cookies')}`,
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(html).toContain('<html lang="nl"');
  });

  it('puts the page token in the settings form, and refuses a choice without it', async () => {
    const token = await pageToken('/cookies');
    const { html } = await get('/cookies');
    expect(/<form class="an-cookie-settings"[^>]*><input type="hidden" name="csrf_token" value="([^"]*)"/.exec(html)?.[1]).toBe(token);
    const { res } = await get('/cookies', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'statistics=1&marketing=1',
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a value that is neither yes nor no, and sets nothing', async () => {
    const { res } = await get('/cookies', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `statistics=ja&csrf_token=${await pageToken('/cookies')}`,
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('puts the hidden cookie banner and the loader that shows it on every page, without React', async () => {
    for (const path of ['/dementie', '/', '/bestaat-niet']) {
      const { html } = await get(path);
      expect(html, path).toMatch(/<section class="an-consent" id="an-consent" aria-label="Cookiemelding" hidden="">/);
      expect(html, path).toMatch(/<script data-loader="\/assets\/loader-[A-Z0-9]+\.js"/);
      expect(html, path).not.toContain('data-island="consent"');
    }
  });
});
