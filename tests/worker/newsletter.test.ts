import { env, SELF } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, originOverHttp } from './app-helpers';
import { httpUpstream } from '../../worker/content/fetcher';
import { BASE, get, pageToken } from './helpers';
import { hasForm, hidden, post } from './memory-test-helpers';
import { drainOutbox, outboxRows } from './outbox-helpers';

type Row = { recipient_email: string; region: string; regio_recipient_email: string; rendered_at: string; sent_at: string };

/** What the origin received for an address, once the outbox has delivered what waits. */
const rowsFor = async (email: string) => {
  await drainOutbox();
  return (await env.DB.prepare('SELECT * FROM newsletter_signups WHERE recipient_email = ?1').bind(email).all<Row>()).results;
};

const base = { formRendered: '2026-11-01T09:00:00.000Z', regionName: '', regioRecipientEmail: '', website: '', csrf_token: '' };
beforeAll(async () => {
  base.csrf_token = await pageToken();
  expect(base.csrf_token).toMatch(/^\d+\.[0-9a-f]{64}$/);
});

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

  it("sends the region and its recipient from the CMS along for a regional newsletter, whatever the post says", async () => {
    const { res } = await post('/forms/nieuwsbrief', { ...base, email: 'regio@voorbeeld.nl', regionName: 'utrecht stad', regioRecipientEmail: 'relay@evil.example', returnTo: '/' });
    expect(res.status).toBe(303);
    const region = await env.DB.prepare("SELECT title, fields FROM nodes WHERE type = 'regio' AND alias = '/regios/utrecht-stad'").first<{ title: string; fields: string }>();
    // The region page's recipient field, else its general address (spec section 3).
    const fields = JSON.parse(region!.fields) as { field_email_recepient?: string; field_email?: string };
    const recipient = fields.field_email_recepient ?? fields.field_email;
    expect(recipient).toMatch(/@/);
    expect(await rowsFor('regio@voorbeeld.nl')).toMatchObject([{ region: region!.title, regio_recipient_email: recipient }]);
  });

  it('refuses a sign-up for a region the CMS does not know, and keeps nothing', async () => {
    const { res, html } = await post('/forms/nieuwsbrief', { ...base, email: 'atlantis@voorbeeld.nl', regionName: 'Atlantis', returnTo: '/' });
    expect(res.status).toBe(502);
    expect(html).toContain('Er is iets misgegaan. Probeer het opnieuw.');
    expect((await outboxRows()).filter((row) => row.region === 'Atlantis')).toHaveLength(0);
  });

  it('is one sign-up however often the same form is sent (double click, resubmit)', async () => {
    for (let i = 0; i < 3; i++) await post('/forms/nieuwsbrief', { ...base, email: 'dubbel@voorbeeld.nl', returnTo: '/' });
    expect(await rowsFor('dubbel@voorbeeld.nl')).toHaveLength(1);
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

  it('refuses a post whose hidden field was filled in, says why in Dutch, and keeps nothing', async () => {
    const { res, html } = await post('/forms/nieuwsbrief', { ...base, email: 'bot@voorbeeld.nl', website: 'https://spam.example', returnTo: '/' });
    expect(res.status).toBe(400);
    expect(html).toContain('een veld dat leeg moet blijven');
    expect(html).toContain('value="bot@voorbeeld.nl"');
    expect(await rowsFor('bot@voorbeeld.nl')).toHaveLength(0);
  });

  it('refuses the eleventh post of one client within a minute (429), in Dutch, keeping nothing', async () => {
    const client = { 'cf-connecting-ip': '203.0.113.77' };
    for (let i = 0; i < 10; i++) expect((await post('/forms/nieuwsbrief', { ...base, email: `veel${i}@voorbeeld.nl`, returnTo: '/' }, client)).res.status).toBe(303);
    const { res, html } = await post('/forms/nieuwsbrief', { ...base, email: 'teveel@voorbeeld.nl', returnTo: '/' }, client);
    expect(res.status).toBe(429);
    expect(html).toContain('Wacht een minuut');
    expect(html).toContain('value="teveel@voorbeeld.nl"');
    expect(await rowsFor('teveel@voorbeeld.nl')).toHaveLength(0);
  });

  it('refuses a post from another site', async () => {
    const { res } = await post('/forms/nieuwsbrief', { ...base, email: 'x@voorbeeld.nl', returnTo: '/' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await rowsFor('x@voorbeeld.nl')).toHaveLength(0);
  });

  it('accepts a sign-up while the backend fails, and delivers it once the backend is back', async () => {
    await env.DB.exec('ALTER TABLE newsletter_signups RENAME TO newsletter_signups_away');
    try {
      const { res } = await post('/forms/nieuwsbrief', { ...base, email: 'later@voorbeeld.nl', returnTo: '/geheugentest' });
      expect(res.status).toBe(303);
      const row = (await outboxRows()).at(-1)!;
      expect(row).toMatchObject({ kind: 'newsletter', status: expect.stringMatching(/stored|queued|sending/) });
    } finally {
      await env.DB.exec('ALTER TABLE newsletter_signups_away RENAME TO newsletter_signups');
    }
    expect(await rowsFor('later@voorbeeld.nl')).toHaveLength(1);
  });

  it('shows the general error with the input kept when the submission cannot be stored', async () => {
    await env.SITE_DB.exec('ALTER TABLE form_outbox RENAME TO form_outbox_away');
    try {
      const { res, html } = await post('/forms/nieuwsbrief', { ...base, email: 'weg@voorbeeld.nl', returnTo: '/geheugentest' });
      expect(res.status).toBe(502);
      expect(html).toContain('Er is iets misgegaan. Probeer het opnieuw.');
      expect(html).toContain('value="weg@voorbeeld.nl"');
    } finally {
      await env.SITE_DB.exec('ALTER TABLE form_outbox_away RENAME TO form_outbox');
    }
  });
});

describe('newsletter sign-up to a real backend', () => {
  afterEach(() => vi.restoreAllMocks());

  it("goes over the request's upstream (UPSTREAM_URL) as multipart, with an idempotency key and without cookies", async () => {
    const posts: Request[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      if (request.method === 'POST') posts.push(request.clone() as Request);
      return originOverHttp(request as Request);
    });
    const body = new URLSearchParams({ ...base, email: 'http@voorbeeld.nl', returnTo: '/' }).toString();
    const { res } = await call('/forms/nieuwsbrief', { UPSTREAM_URL: 'http://upstream.test' }, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'SSESS1=geheim', 'cf-connecting-ip': '203.0.113.5' },
      body,
    });
    expect(res.status).toBe(303);
    await drainOutbox(httpUpstream('http://upstream.test', 4000));
    expect(posts.map((r) => r.url)).toEqual(['http://upstream.test/api/v1/forms/region/newsletter/send']);
    expect(posts[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(posts[0]!.headers.get('cookie')).toBeNull();
    expect((await posts[0]!.formData()).get('RecipientEmail')).toBe('http@voorbeeld.nl');
  });
});

describe('newsletter sign-up from the island (JSON)', () => {
  const json = { accept: 'application/json' };

  it('answers ok and stores the sign-up', async () => {
    const { res, html } = await post('/forms/nieuwsbrief', { ...base, email: 'json@voorbeeld.nl', returnTo: '/' }, json);
    expect(res.status).toBe(200);
    expect(JSON.parse(html)).toEqual({ status: 'ok', redirect: '/?nieuwsbrief=bedankt#nieuwsbrief' });
    expect(await rowsFor('json@voorbeeld.nl')).toHaveLength(1);
  });

  it('answers the error key of an invalid address', async () => {
    const { res, html } = await post('/forms/nieuwsbrief', { ...base, email: 'nee', returnTo: '/' }, json);
    expect(res.status).toBe(400);
    expect(JSON.parse(html)).toEqual({ status: 'invalid', errors: { email: 'InvalidEmail' } });
  });
});

describe('newsletter sign-up: the form pipeline refuses what no page of the site sent', () => {
  const json = { accept: 'application/json' };

  it('carries the page token in every sign-up form, the island included', async () => {
    for (const path of ['/nieuwsbrief', '/geheugentest', '/geheugentest/zelf/stap2']) {
      const { html } = await get(path);
      expect(hidden(html, 'csrf_token'), path).toBe(base.csrf_token);
    }
  });

  it.each([
    ['without a token', ''],
    ['with a forged token', '9999999999.' + 'a'.repeat(64)],
  ])('refuses a sign-up %s (403): the form again with the address kept and a fresh token', async (_, token) => {
    const { res, html } = await post('/forms/nieuwsbrief', { ...base, csrf_token: token, email: 'token@voorbeeld.nl', returnTo: '/geheugentest' });
    expect(res.status).toBe(403);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('Er is iets misgegaan. Probeer het opnieuw.');
    expect(html).toContain('value="token@voorbeeld.nl"');
    expect(hidden(html, 'csrf_token')).toBe(base.csrf_token);
    expect(html).toContain(`<meta name="csrf-token" content="${base.csrf_token}"/>`);
    expect(await rowsFor('token@voorbeeld.nl')).toHaveLength(0);
  });

  it('hands an island a fresh token with its refusal, to send again with', async () => {
    const { res, html } = await post('/forms/nieuwsbrief', { ...base, csrf_token: '', email: 'x@voorbeeld.nl' }, json);
    expect(res.status).toBe(403);
    expect(JSON.parse(html)).toEqual({ status: 'failed', formToken: base.csrf_token });
  });

  it('refuses a post another site made the browser send (Sec-Fetch-Site), and shows none of its values', async () => {
    const { res, html } = await post('/forms/nieuwsbrief', { ...base, email: 'cross@voorbeeld.nl', returnTo: '/' }, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(html).not.toContain('cross@voorbeeld.nl');
    expect(await rowsFor('cross@voorbeeld.nl')).toHaveLength(0);
  });

  it('answers a body that is not a form with 400, in Dutch', async () => {
    const { res, html } = await get('/forms/nieuwsbrief', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"a@b.nl"}' });
    expect(res.status).toBe(400);
    expect(html).toContain('<h1>Aanmelden voor de nieuwsbrief</h1>');
  });

  it('answers a body over the limit with 413, whether it says its length or not', async () => {
    const big = new URLSearchParams({ ...base, email: 'groot@voorbeeld.nl', filler: 'x'.repeat(20_000) }).toString();
    const told = await get('/forms/nieuwsbrief', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: big });
    expect(told.res.status).toBe(413);
    expect(told.html).toContain('Er is iets misgegaan. Probeer het opnieuw.');
    const bytes = new TextEncoder().encode(big);
    // No Content-Length: the body arrives in chunks and is counted as it comes; the rest is
    // left unread (workerd logs 'Network connection lost' for this test's own sender).
    let offset = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(offset, (offset += 4096)));
      },
    });
    const untold = await SELF.fetch(BASE + '/forms/nieuwsbrief', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(untold.status).toBe(413);
    await untold.text();
    expect(await rowsFor('groot@voorbeeld.nl')).toHaveLength(0);
  });
});
