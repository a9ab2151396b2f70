import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get } from './helpers';
import { hasForm, post } from './memory-test-helpers';

type Row = { recipient_email: string; region: string; regio_recipient_email: string; rendered_at: string; sent_at: string };

const rowsFor = async (email: string) =>
  (await env.DB.prepare('SELECT * FROM newsletter_signups WHERE recipient_email = ?1').bind(email).all<Row>()).results;

const base = { formRendered: '2026-11-01T09:00:00.000Z', regionName: '', regioRecipientEmail: '', website: '' };

describe('newsletter sign-up without JavaScript', () => {
  it('forwards a valid sign-up to the backend and sends the visitor back with a thank-you (303)', async () => {
    const { res } = await post('/forms/nieuwsbrief', { ...base, email: '  lezer@voorbeeld.nl ', returnTo: '/geheugentest/zelf' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/geheugentest/zelf?nieuwsbrief=bedankt#nieuwsbrief');
    const rows = await rowsFor('lezer@voorbeeld.nl');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.rendered_at).toBe('2026-11-01T09:00:00.000Z');
    expect(Date.parse(rows[0]?.sent_at ?? '')).toBeGreaterThan(Date.parse('2026-01-01'));
  });

  it('sends the region and its recipient along for a regional newsletter', async () => {
    await post('/forms/nieuwsbrief', { ...base, email: 'regio@voorbeeld.nl', regionName: 'Utrecht', regioRecipientEmail: 'utrecht@example.org', returnTo: '/' });
    expect(await rowsFor('regio@voorbeeld.nl')).toMatchObject([{ region: 'Utrecht', regio_recipient_email: 'utrecht@example.org' }]);
  });

  it('shows the thank-you on the page it returns to', async () => {
    const { html } = await get('/geheugentest?nieuwsbrief=bedankt');
    expect(html).toContain('Bedankt voor je aanmelding!');
    expect(hasForm(html, 'post', '/forms/nieuwsbrief')).toBe(false);
  });

  it.each([
    ['', 'Vul je e-mailadres in.'],
    ['geen-adres', 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.'],
    [`${'a'.repeat(250)}@voorbeeld.nl`, 'Je e-mailadres is te lang. Gebruik niet meer dan 254 tekens.'],
  ])('refuses %j with a 400 page: error summary, inline error, input kept', async (email, message) => {
    const { res, html } = await post('/forms/nieuwsbrief', { ...base, email, returnTo: '/geheugentest' });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<h1>Aanmelden voor de nieuwsbrief</h1>');
    expect(html).toMatch(/<div class="an-error-summary"[^>]*autofocus=""/);
    expect(html).toContain(`<a href="#nieuwsbrief-email">${message}</a>`);
    expect(html).toMatch(/aria-describedby="nieuwsbrief-hint nieuwsbrief-error"/);
    expect(html).toContain(`value="${email}"`);
    expect(html).toContain('href="/geheugentest"');
  });

  it('never redirects to another site', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const { res } = await post('/forms/nieuwsbrief', { ...base, email: 'veilig@voorbeeld.nl', returnTo });
      expect(res.headers.get('location')).toBe('/?nieuwsbrief=bedankt#nieuwsbrief');
    }
  });

  it('thanks a bot that filled in the honeypot, and forwards nothing', async () => {
    const { res } = await post('/forms/nieuwsbrief', { ...base, email: 'bot@voorbeeld.nl', website: 'https://spam.example', returnTo: '/' });
    expect(res.status).toBe(303);
    expect(await rowsFor('bot@voorbeeld.nl')).toHaveLength(0);
  });

  it('refuses a post from another site', async () => {
    const { res } = await post('/forms/nieuwsbrief', { ...base, email: 'x@voorbeeld.nl', returnTo: '/' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await rowsFor('x@voorbeeld.nl')).toHaveLength(0);
  });

  it('shows the general error with the input kept when the backend fails', async () => {
    await env.DB.exec('ALTER TABLE newsletter_signups RENAME TO newsletter_signups_away');
    try {
      const { res, html } = await post('/forms/nieuwsbrief', { ...base, email: 'later@voorbeeld.nl', returnTo: '/geheugentest' });
      expect(res.status).toBe(502);
      expect(html).toContain('Er is iets misgegaan. Probeer het opnieuw.');
      expect(html).toContain('value="later@voorbeeld.nl"');
    } finally {
      await env.DB.exec('ALTER TABLE newsletter_signups_away RENAME TO newsletter_signups');
    }
  });
});

describe('newsletter sign-up from the island (JSON)', () => {
  const json = { accept: 'application/json' };

  it('answers ok and stores the sign-up', async () => {
    const { res, html } = await post('/forms/nieuwsbrief', { ...base, email: 'json@voorbeeld.nl', returnTo: '/' }, json);
    expect(res.status).toBe(200);
    expect(JSON.parse(html)).toEqual({ status: 'ok' });
    expect(await rowsFor('json@voorbeeld.nl')).toHaveLength(1);
  });

  it('answers the error key of an invalid address', async () => {
    const { res, html } = await post('/forms/nieuwsbrief', { ...base, email: 'nee', returnTo: '/' }, json);
    expect(res.status).toBe(400);
    expect(JSON.parse(html)).toEqual({ status: 'invalid', errors: { email: 'InvalidEmail' } });
  });
});
