import type { Mailer } from '../community/mail/mailer';
import type { UpstreamFetch } from '../content/fetcher';
import { certificateAttachment } from '../training/certificates';
import { isRetryableStatus, LEASE_SECONDS, MAX_ATTEMPTS, retryDelaySeconds } from './policy';
import type { OutboxEnv } from './store';
import { ATTACHMENT_FIELD } from './types';

/** What became of one attempt: the queue acks all but 'retry', which it brings back after `delaySeconds`. */
export type Attempt =
  | { outcome: 'delivered' }
  | { outcome: 'retry'; delaySeconds: number; reason: string }
  | { outcome: 'dead'; reason: string }
  /** Nothing to do: delivered or dead already, unknown, or another consumer holds it. */
  | { outcome: 'skipped' };

interface ClaimedRow {
  kind: string;
  target: string;
  fields: string | null;
  attachment_key: string | null;
  attachment_name: string | null;
  attachment_type: string | null;
  attempts: number;
}

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

/** Why a call failed, without a value: the status, or the kind of network failure. */
function failureOf(error: unknown): string {
  if (error instanceof Error) {
    const kind = (error as { kind?: unknown }).kind;
    if (typeof kind === 'string') return `upstream ${kind}`;
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'upstream timeout';
  }
  return 'upstream unreachable';
}

/**
 * One delivery attempt of one outbox row. The row is claimed first (an atomic
 * update with a lease), so two consumers that got the same message never send
 * it at the same time, and a delivered row is never sent again. The post
 * carries the row's id as `Idempotency-Key`: when an earlier attempt reached
 * the upstream but its answer was lost (a timeout), the upstream counts the
 * retry as the same submission. Once the upstream has accepted it, the row's
 * personal fields and its attachment are deleted: a receipt remains.
 */
export async function attemptDelivery(env: OutboxEnv, upstream: UpstreamFetch, id: string, now: Date, mailer?: Mailer): Promise<Attempt> {
  const nowIso = now.toISOString();
  const row = await env.SITE_DB.prepare(
    `UPDATE form_outbox SET status = 'sending', attempts = attempts + 1, lease_until = ?2, updated_at = ?3
     WHERE id = ?1 AND (status IN ('stored', 'queued') OR (status = 'sending' AND lease_until < ?3))
     RETURNING kind, target, fields, attachment_key, attachment_name, attachment_type, attempts`,
  )
    .bind(id, later(now, LEASE_SECONDS), nowIso)
    .first<ClaimedRow>();
  if (!row) return { outcome: 'skipped' };
  if (row.kind === 'mail') return deliverMail(env, row, id, now, mailer);

  const body = new FormData();
  for (const [name, value] of Object.entries(JSON.parse(row.fields ?? '{}') as Record<string, string>)) body.set(name, value);
  if (row.attachment_key) {
    const object = await env.FORM_UPLOADS.get(row.attachment_key);
    if (!object) return finish(env, id, row.attempts, now, { retryable: false, reason: 'attachment missing' });
    body.set(ATTACHMENT_FIELD, new File([await object.arrayBuffer()], row.attachment_name ?? 'bijlage', { type: row.attachment_type ?? 'application/octet-stream' }));
  }

  let status: number;
  try {
    const response = await upstream(row.target, { method: 'POST', body, headers: { 'idempotency-key': id } });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    return finish(env, id, row.attempts, now, { retryable: true, reason: failureOf(error) });
  }
  if (status >= 200 && status < 300) {
    await env.SITE_DB.prepare(
      `UPDATE form_outbox SET status = 'delivered', fields = NULL, attachment_key = NULL, attachment_name = NULL, attachment_type = NULL,
       lease_until = NULL, next_attempt_at = NULL, last_error = NULL, delivered_at = ?2, updated_at = ?2 WHERE id = ?1`,
    )
      .bind(id, nowIso)
      .run();
    // After the receipt: a failed delete leaves an orphan the sweep removes, never a resend.
    if (row.attachment_key) await env.FORM_UPLOADS.delete(row.attachment_key).catch(() => undefined);
    return { outcome: 'delivered' };
  }
  return finish(env, id, row.attempts, now, { retryable: isRetryableStatus(status), reason: `upstream answered ${status}` });
}

/**
 * A community mail (notifications, moderation: worker/community/mail/queued.ts;
 * the tips and the certificate: worker/tips/, worker/training/) goes through the
 * mailer instead of the upstream; delivered, its address and text are deleted
 * like a form's fields.
 */
async function deliverMail(env: OutboxEnv, row: ClaimedRow, id: string, now: Date, mailer: Mailer | undefined): Promise<Attempt> {
  if (!mailer) return finish(env, id, row.attempts, now, { retryable: true, reason: 'no mailer' });
  let mail: unknown;
  let certificate: unknown = null;
  try {
    const fields = JSON.parse(row.fields ?? '{}') as Record<string, string>;
    mail = JSON.parse(fields.mail ?? 'null');
    certificate = fields.certificate ? JSON.parse(fields.certificate) : null;
  } catch {
    mail = null;
  }
  if (!isMail(mail)) return finish(env, id, row.attempts, now, { retryable: false, reason: 'not a mail' });
  try {
    // A training certificate's mail carries its code: the picture is drawn now, by the consumer, and attached.
    const c = (certificate ?? {}) as { code?: unknown; address?: unknown };
    const attachment = typeof c.code === 'string' && typeof c.address === 'string' ? await certificateAttachment(env.SITE_DB, c.code, c.address) : null;
    await mailer.send(attachment ? { ...mail, attachments: [attachment] } : mail);
  } catch (error) {
    // The provider's status only (worker/community/mail/http.ts), never the address.
    const status = error instanceof Error ? /\((\d{3})\)/.exec(error.message)?.[1] : undefined;
    return finish(env, id, row.attempts, now, { retryable: true, reason: status ? `mail provider answered ${status}` : 'mail unreachable' });
  }
  await env.SITE_DB.prepare(
    "UPDATE form_outbox SET status = 'delivered', fields = NULL, lease_until = NULL, next_attempt_at = NULL, last_error = NULL, delivered_at = ?2, updated_at = ?2 WHERE id = ?1",
  )
    .bind(id, now.toISOString())
    .run();
  return { outcome: 'delivered' };
}

function isMail(value: unknown): value is Parameters<Mailer['send']>[0] {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return typeof m.to === 'string' && typeof m.subject === 'string' && typeof m.text === 'string' && typeof m.html === 'string';
}

/** A failed attempt: back to the queue with the delay of its attempt, or a dead letter (refused, or out of attempts). */
async function finish(env: OutboxEnv, id: string, attempts: number, now: Date, failure: { retryable: boolean; reason: string }): Promise<Attempt> {
  const nowIso = now.toISOString();
  if (!failure.retryable || attempts >= MAX_ATTEMPTS) {
    await env.SITE_DB.prepare("UPDATE form_outbox SET status = 'dead', lease_until = NULL, next_attempt_at = NULL, last_error = ?2, updated_at = ?3 WHERE id = ?1")
      .bind(id, failure.reason, nowIso)
      .run();
    return { outcome: 'dead', reason: failure.reason };
  }
  const delaySeconds = retryDelaySeconds(attempts);
  await env.SITE_DB.prepare("UPDATE form_outbox SET status = 'queued', lease_until = NULL, next_attempt_at = ?2, last_error = ?3, updated_at = ?4 WHERE id = ?1")
    .bind(id, later(now, delaySeconds), failure.reason, nowIso)
    .run();
  return { outcome: 'retry', delaySeconds, reason: failure.reason };
}
