/**
 * The admin API for form submissions (docs/operations.md), behind the admin
 * token like the rest of /admin:
 *
 * - `GET /admin/submissions?status=dead&kind=application&limit=100`: the
 *   outbox's receipts (no personal data: id, kind, region, status, attempts,
 *   the last error, times);
 * - `POST /admin/submissions/{id}/retry`: a dead letter gets fresh attempts;
 * - `POST /admin/submissions/{id}/discard`: a dead letter's personal data is erased;
 * - `POST /admin/submissions/sweep`: the cron's sweep, now;
 * - `GET /admin/applications?region=Utrecht%20stad&format=csv`,
 *   `GET /admin/applications/{id}/attachment` and
 *   `GET /admin/newsletter-signups?region=…&format=csv`: what the receiving
 *   backend holds, read through the upstream (the embedded origin serves them,
 *   docs/content-contract.md; a real backend has its own tools).
 */
import { Hono, type Context } from 'hono';
import { RECEIVED_APPLICATIONS_PATH, RECEIVED_NEWSLETTER_PATH } from '../../shared/contract/forms';
import type { AppEnv } from '../env';
import { discard, retryDeadLetter, sweepOutbox } from '../outbox';
import type { OutboxReceipt } from '../outbox/types';

export const adminSubmissions = new Hono<AppEnv>();

const STATUSES = ['stored', 'queued', 'sending', 'delivered', 'dead', 'discarded'];
const KINDS = ['application', 'newsletter'];
const ID = /^[0-9a-f-]{32,36}$/;

interface ReceiptRow {
  id: string;
  kind: OutboxReceipt['kind'];
  region: string;
  status: OutboxReceipt['status'];
  attempts: number;
  last_error: string | null;
  attachment_key: string | null;
  created_at: string;
  updated_at: string;
  next_attempt_at: string | null;
  delivered_at: string | null;
}

adminSubmissions.get('/submissions', async (c) => {
  const status = c.req.query('status');
  const kind = c.req.query('kind');
  if ((status && !STATUSES.includes(status)) || (kind && !KINDS.includes(kind))) {
    return c.json({ error: 'bad request', message: `status is one of ${STATUSES.join(', ')}; kind one of ${KINDS.join(', ')}` }, 400);
  }
  const limit = Math.min(Math.max(Number(c.req.query('limit')) || 100, 1), 1000);
  const { results } = await c.env.SITE_DB.prepare(
    `SELECT id, kind, region, status, attempts, last_error, attachment_key, created_at, updated_at, next_attempt_at, delivered_at FROM form_outbox
     WHERE (?1 IS NULL OR status = ?1) AND (?2 IS NULL OR kind = ?2) ORDER BY created_at DESC LIMIT ?3`,
  )
    .bind(status ?? null, kind ?? null, limit)
    .all<ReceiptRow>();
  const counts = (await c.env.SITE_DB.prepare('SELECT status, COUNT(*) AS n FROM form_outbox GROUP BY status').all<{ status: string; n: number }>()).results;
  const items: OutboxReceipt[] = results.map((row) => ({
    id: row.id,
    kind: row.kind,
    region: row.region,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    hasAttachment: row.attachment_key !== null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    nextAttemptAt: row.next_attempt_at,
    deliveredAt: row.delivered_at,
  }));
  return c.json({ counts: Object.fromEntries(counts.map((row) => [row.status, row.n])), items });
});

adminSubmissions.post('/submissions/sweep', async (c) => c.json({ swept: await sweepOutbox(c.env, new Date()) }));

adminSubmissions.post('/submissions/:id/:action{retry|discard}', async (c) => {
  const id = c.req.param('id');
  if (!ID.test(id)) return c.json({ error: 'not found' }, 404);
  const action = c.req.param('action');
  const done = action === 'retry' ? await retryDeadLetter(c.env, id, new Date()) : await discard(c.env, id, new Date());
  console.log(JSON.stringify({ event: `submission-${action}`, id, done }));
  return done ? c.json({ id, [action === 'retry' ? 'retried' : 'discarded']: true }) : c.json({ error: 'conflict', message: 'only a dead letter can be retried or discarded' }, 409);
});

/** A read of the receiving backend, with the caller's own bearer token (already checked here; the origin checks it too). */
async function fromUpstream(c: Context<AppEnv>, path: string): Promise<Response> {
  const url = new URL(c.req.url);
  const query = new URLSearchParams();
  for (const name of ['region', 'format']) {
    const value = url.searchParams.get(name);
    if (value !== null) query.set(name, value.slice(0, 200));
  }
  const target = path + (query.size ? `?${query}` : '');
  let res: Response;
  try {
    res = await c.get('upstream')(target, { headers: { authorization: c.req.header('authorization') ?? '' } });
  } catch {
    return c.json({ error: 'upstream unavailable' }, 503);
  }
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const name of ['content-type', 'content-disposition']) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(res.body, { status: res.status, headers });
}

adminSubmissions.get('/applications', (c) => fromUpstream(c, RECEIVED_APPLICATIONS_PATH));
adminSubmissions.get('/applications/:id{[0-9]+}/attachment', (c) => fromUpstream(c, `${RECEIVED_APPLICATIONS_PATH}/${c.req.param('id')}/attachment`));
adminSubmissions.get('/newsletter-signups', (c) => fromUpstream(c, RECEIVED_NEWSLETTER_PATH));
