/**
 * Fault injection: at least 1,000 form submissions (newsletter sign-ups and
 * applications with a CV) go through the real pipeline into the outbox, and
 * the real queue consumer delivers them to an upstream that fails or times
 * out half the time, including the worst case: the upstream took the post but
 * its answer was lost (a timeout after arrival). The queue is the test's own
 * (the same messages, retries and redeliveries Cloudflare's makes, driven by
 * createMessageBatch), so nothing waits for real delays. Reports submitted,
 * delivered, lost and duplicated; 0 lost and 0 duplicated or it fails.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { embeddedOrigin, type UpstreamFetch } from '../../worker/content/fetcher';
import { consumeSubmissions, retryDeadLetter } from '../../worker/outbox';
import { UpstreamError } from '../../worker/content/errors';
import { createApp } from '../../worker/app';
import { readConfig } from '../../worker/config';
import { BASE } from './helpers';
import { formPath, insertVacancies, keyFor, PDF, VALID } from './application-helpers';
import { pageToken } from './helpers';
import { outboxRows } from './outbox-helpers';

const SIGNUPS = 900;
const APPLICATIONS = 120;
/** Posted twice (a double click): still one submission each. */
const DOUBLE = 100;

/** A seeded generator (mulberry32): the same faults on every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The queue of the test: what the producer sent, as messages the consumer gets in batches. */
function testQueue() {
  const sent: { id: string }[] = [];
  const queue = { send: async (body: { id: string }) => void sent.push(body), sendBatch: async () => undefined } as unknown as Queue;
  return { queue, sent };
}

const faults = { calls: 0, timeoutBefore: 0, timeoutAfterArrival: 0, serverError: 0, passed: 0 };

/** The embedded origin behind a line that fails or times out half the time. */
function faultyUpstream(random: () => number): UpstreamFetch {
  const origin = embeddedOrigin(env, undefined);
  return async (path, init) => {
    faults.calls += 1;
    const roll = random();
    if (roll < 0.2) {
      faults.timeoutBefore += 1;
      throw new UpstreamError('timeout', path);
    }
    if (roll < 0.35) {
      // It arrived and was stored, but the answer never came back.
      faults.timeoutAfterArrival += 1;
      await (await origin(path, init)).body?.cancel();
      throw new UpstreamError('timeout', path);
    }
    if (roll < 0.5) {
      faults.serverError += 1;
      return new Response('{"message":"unavailable"}', { status: 503 });
    }
    faults.passed += 1;
    return origin(path, init);
  };
}

beforeAll(insertVacancies);

describe('fault injection: submissions against an upstream failing half the time', () => {
  it('delivers every one of over 1,000 submissions exactly once', { timeout: 120_000 }, async () => {
    const random = seeded(20261125);
    const { queue, sent } = testQueue();
    // One app for every post (building one per request would cost more than the posts).
    const vars = { ...env, SUBMISSIONS: queue };
    const app = createApp(readConfig(vars));
    const call = async (path: string, init: RequestInit) => {
      const ctx = createExecutionContext();
      const res = await app.fetch(new Request(BASE + path, { redirect: 'manual', ...init }), vars, ctx);
      await res.text();
      return { res };
    };
    const token = await pageToken('/');
    let client = 0;
    const headers = () => ({ 'cf-connecting-ip': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}` });

    // Submitted through the real pipeline (schema, key, outbox), a tenth of them twice.
    const statuses: number[] = [];
    const signup = async (i: number) => {
      const body = new URLSearchParams({ csrf_token: token, email: `fout-${i}@voorbeeld.nl`, formRendered: '2026-11-01T09:00:00.000Z', returnTo: '/' });
      const { res } = await call('/forms/nieuwsbrief', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers() }, body });
      statuses.push(res.status);
    };
    const application = async (i: number, key: string) => {
      const body = new FormData();
      for (const [name, value] of Object.entries({ ...VALID, csrf_token: token, submissionKey: key, email: `sollicitant-${i}@voorbeeld.nl` })) body.set(name, value);
      body.set('cv', new File([PDF], `cv-${i}.pdf`, { type: 'application/pdf' }));
      const { res } = await call(formPath('regional'), { method: 'POST', headers: headers(), body });
      statuses.push(res.status);
    };
    for (let i = 0; i < SIGNUPS; i += 20) await Promise.all(Array.from({ length: 20 }, (_, j) => signup(i + j)));
    for (let i = 0; i < DOUBLE; i += 20) await Promise.all(Array.from({ length: 20 }, (_, j) => signup(i + j)));
    for (let i = 0; i < APPLICATIONS; i += 20) {
      const keys = await Promise.all(Array.from({ length: 20 }, () => keyFor('regional')));
      await Promise.all(keys.map((key, j) => application(i + j, key)));
    }
    const submitted = SIGNUPS + APPLICATIONS;
    expect(statuses.filter((s) => s === 303)).toHaveLength(submitted + DOUBLE);
    const rows = await outboxRows();
    expect(rows.filter((row) => row.status === 'queued')).toHaveLength(submitted);

    // The consumer, batch by batch: retried messages come back later, a tenth of
    // the acknowledged ones are delivered again (at-least-once), and now and then
    // two batches with the same message run at once.
    const upstream = faultyUpstream(random);
    let pending = sent.map((m) => m.id);
    let clock = Date.now();
    let redelivered = 0;
    let deadLetters = 0;
    let rounds = 0;
    const now = () => new Date(clock);
    const run = async (ids: string[]) => {
      const batch = createMessageBatch('dementie-submissions', ids.map((id, n) => ({ id: `m-${rounds}-${n}`, timestamp: now(), attempts: 1, body: { id } })));
      const ctx = createExecutionContext();
      await consumeSubmissions(batch, env, upstream, now);
      const result = await getQueueResult(batch, ctx);
      const retried = new Set(result.retryMessages.map((m: { msgId: string }) => m.msgId));
      return batch.messages.map((m) => ({ id: (m.body as { id: string }).id, retried: retried.has(m.id) }));
    };
    while (pending.length > 0 && rounds < 400) {
      rounds += 1;
      const next: string[] = [];
      // A round's batches all run at once (the queue's consumers are concurrent):
      // slices of 20 as two batches of 10, a tenth of them with three messages again.
      const slices: string[][] = [];
      for (let i = 0; i < pending.length; i += 20) slices.push(pending.slice(i, i + 20));
      const batches = slices.flatMap((slice) => {
        const twice = random() < 0.1 ? [slice.slice(0, 3)] : [];
        return [slice.slice(0, 10), slice.slice(10), ...twice].filter((ids) => ids.length > 0);
      });
      for (const o of (await Promise.all(batches.map(run))).flat()) {
        if (o.retried) next.push(o.id);
        else if (random() < 0.1) {
          next.push(o.id);
          redelivered += 1;
        }
      }
      // Dead letters (out of attempts) are retried by ops through the admin API's retry.
      const dead = (await env.SITE_DB.prepare("SELECT id FROM form_outbox WHERE status = 'dead'").all<{ id: string }>()).results;
      for (const { id } of dead) {
        deadLetters += 1;
        await retryDeadLetter({ ...env, SUBMISSIONS: queue }, id, now());
        next.push(id);
      }
      pending = [...new Set(next)];
      clock += 15 * 60 * 1000;
    }

    const signups = (await env.DB.prepare("SELECT recipient_email AS email FROM newsletter_signups WHERE recipient_email LIKE 'fout-%'").all<{ email: string }>()).results;
    const applications = (await env.DB.prepare("SELECT email, attachment_key FROM vacancy_applications WHERE email LIKE 'sollicitant-%'").all<{ email: string; attachment_key: string }>()).results;
    const arrived = [...signups, ...applications].map((row) => row.email);
    const delivered = new Set(arrived).size;
    const report = {
      submitted,
      postedTwice: DOUBLE,
      delivered,
      lost: submitted - delivered,
      duplicated: arrived.length - delivered,
      upstreamCalls: faults.calls,
      failedOrTimedOut: faults.calls - faults.passed,
      timeoutsAfterArrival: faults.timeoutAfterArrival,
      redelivered,
      deadLettersRetried: deadLetters,
      consumerRounds: rounds,
    };
    console.log('fault injection:', JSON.stringify(report));
    expect(report.failedOrTimedOut / report.upstreamCalls).toBeGreaterThan(0.4);
    expect(report.lost).toBe(0);
    expect(report.duplicated).toBe(0);

    // Every row is a receipt now: no personal data, no attachment left in the site's bucket.
    const after = (await outboxRows()).filter((row) => rows.some((r) => r.id === row.id));
    expect(after.every((row) => row.status === 'delivered' && row.fields === null && row.attachment_key === null)).toBe(true);
    expect((await env.FORM_UPLOADS.list({ prefix: 'outbox/' })).objects).toHaveLength(0);
    for (const { attachment_key } of applications.slice(0, 5)) expect(await env.MEDIA.head(attachment_key)).not.toBeNull();
  });
});
