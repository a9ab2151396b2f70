import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { attemptDelivery } from '../../worker/outbox';
import { originApp } from '../../origin/app';
import { call } from './app-helpers';
import { apply, insertVacancies, PDF, VALID } from './application-helpers';
import { BASE, get, pageToken } from './helpers';
import { post } from './memory-test-helpers';
import { drainOutbox, outboxRow } from './outbox-helpers';

const TOKEN = 'test-admin-token';
const admin = (path: string, method = 'GET', token: string | null = TOKEN) =>
  get(path, { method, headers: token === null ? {} : { authorization: `Bearer ${token}` } });

let csrf = '';
beforeAll(async () => {
  await insertVacancies();
  csrf = await pageToken('/');
});

/** A queue that takes messages and never delivers them: the row waits for the test alone. */
const parked = { send: async () => undefined } as unknown as Queue;

/** A sign-up stored in the outbox (through the pipeline), with its row id; `parked`: the runtime's queue never sees it. */
async function storedSignup(email: string, queue: 'runtime' | 'parked' = 'runtime'): Promise<string> {
  const fields = { csrf_token: csrf, email, formRendered: new Date().toISOString(), returnTo: '/' };
  const { res } =
    queue === 'runtime'
      ? await post('/forms/nieuwsbrief', fields)
      : await call('/forms/nieuwsbrief', { SUBMISSIONS: parked }, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '203.0.113.21' }, body: new URLSearchParams(fields) });
  expect(res.status).toBe(303);
  const row = await env.SITE_DB.prepare('SELECT id FROM form_outbox ORDER BY created_at DESC LIMIT 1').first<{ id: string }>();
  return row!.id;
}

describe('admin API: dead letters', () => {
  it('lists a submission the upstream keeps refusing as a dead letter, without personal data, and delivers it after a retry', async () => {
    const id = await storedSignup('dood@voorbeeld.nl', 'parked');
    const refusing = async () => new Response('{"message":"invalid"}', { status: 400 });
    expect(await attemptDelivery(env, refusing, id, new Date())).toEqual({ outcome: 'dead', reason: 'upstream answered 400' });

    const { res, html } = await admin('/admin/submissions?status=dead');
    expect(res.status).toBe(200);
    expect(html).not.toContain('dood@voorbeeld.nl');
    const list = JSON.parse(html) as { counts: Record<string, number>; items: { id: string; status: string; lastError: string; kind: string }[] };
    expect(list.items).toContainEqual(expect.objectContaining({ id, status: 'dead', kind: 'newsletter', lastError: 'upstream answered 400' }));
    expect(list.counts.dead).toBeGreaterThanOrEqual(1);

    expect((await admin(`/admin/submissions/${id}/retry`, 'POST')).res.status).toBe(200);
    await drainOutbox();
    expect(await outboxRow(id)).toMatchObject({ status: 'delivered', fields: null, attempts: expect.any(Number) });
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_signups WHERE recipient_email = 'dood@voorbeeld.nl'").first<{ n: number }>())!.n).toBe(1);
    expect((await admin(`/admin/submissions/${id}/retry`, 'POST')).res.status).toBe(409);
  });

  it('erases a discarded dead letter: the receipt stays, the personal data goes', async () => {
    const id = await storedSignup('weg-ermee@voorbeeld.nl', 'parked');
    await attemptDelivery(env, async () => new Response(null, { status: 422 }), id, new Date());
    expect((await admin(`/admin/submissions/${id}/discard`, 'POST')).res.status).toBe(200);
    expect(await outboxRow(id)).toMatchObject({ status: 'discarded', fields: null, attachment_key: null });
  });

  it('refuses the submissions API without the token, and unknown statuses', async () => {
    expect((await admin('/admin/submissions', 'GET', null)).res.status).toBe(401);
    expect((await admin('/admin/submissions?status=weird')).res.status).toBe(400);
  });
});

describe('admin API: the sweep', () => {
  it('enqueues a submission that was stored but never handed to the queue', async () => {
    const failing = { send: async () => Promise.reject(new Error('queue down')) } as unknown as Queue;
    const body = new URLSearchParams({ csrf_token: csrf, email: 'vergeten@voorbeeld.nl', formRendered: '2026-11-02T10:00:00.000Z', returnTo: '/' });
    const { res } = await call('/forms/nieuwsbrief', { SUBMISSIONS: failing }, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '203.0.113.20' }, body });
    expect(res.status).toBe(303);
    const row = await env.SITE_DB.prepare("SELECT id, status FROM form_outbox WHERE status = 'stored'").first<{ id: string }>();
    expect(row).not.toBeNull();
    await env.SITE_DB.prepare("UPDATE form_outbox SET updated_at = '2020-01-01T00:00:00.000Z' WHERE id = ?1").bind(row!.id).run();
    const swept = JSON.parse((await admin('/admin/submissions/sweep', 'POST')).html) as { swept: { enqueued: number } };
    expect(swept.swept.enqueued).toBeGreaterThanOrEqual(1);
    expect((await outboxRow(row!.id))?.status).not.toBe('stored');
  });
});

describe('the queue of the runtime', () => {
  it('delivers a sign-up to the origin by itself: producer, queue and consumer as wrangler.toml wires them', async () => {
    await storedSignup('vanzelf@voorbeeld.nl');
    await vi.waitFor(
      async () => {
        const n = (await env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_signups WHERE recipient_email = 'vanzelf@voorbeeld.nl'").first<{ n: number }>())!.n;
        expect(n).toBe(1);
      },
      { timeout: 15_000, interval: 200 },
    );
  });
});

describe('admin API: what the backend received', () => {
  it('lists applications per region as CSV, and serves their attachment', async () => {
    await apply('regional', { ...VALID, email: 'csv@voorbeeld.nl', motivation: '=HYPERLINK("x")' }, { file: { name: 'cv.pdf', bytes: PDF } });
    await drainOutbox();
    const { res, html } = await admin('/admin/applications?region=Utrecht%20stad&format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [header, ...lines] = html.trim().split('\r\n');
    expect(header).toContain('"region","regio_recipient_email"');
    const line = lines.find((l) => l.includes('csv@voorbeeld.nl'))!;
    expect(line).toContain('"Utrecht stad"');
    // A formula in an applicant's text never runs in the region's spreadsheet.
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await admin('/admin/applications?region=Friesland&format=csv')).html).not.toContain('csv@voorbeeld.nl');

    const json = JSON.parse((await admin('/admin/applications?region=Utrecht%20stad')).html) as { items: { id: number; email: string }[] };
    const id = json.items.find((item) => item.email === 'csv@voorbeeld.nl')!.id;
    const file = await SELF.fetch(`${BASE}/admin/applications/${id}/attachment`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
  });

  it('lists newsletter sign-ups', async () => {
    await storedSignup('lijst@voorbeeld.nl');
    await drainOutbox();
    expect((await admin('/admin/newsletter-signups?format=csv')).html).toContain('lijst@voorbeeld.nl');
  });

  it('keeps the origin\'s lists closed without the admin token', async () => {
    const res = await originApp.fetch(new Request('http://origin.internal/api/v1/forms/received/applications'), { DB: env.DB, MEDIA: env.MEDIA, ADMIN_TOKEN: TOKEN });
    expect(res.status).toBe(401);
    const none = await originApp.fetch(new Request('http://origin.internal/api/v1/forms/received/applications', { headers: { authorization: 'Bearer ' } }), { DB: env.DB, MEDIA: env.MEDIA });
    expect(none.status).toBe(401);
  });
});
