import { enqueue, type OutboxEnv } from './store';
import { DEAD_LETTER_DAYS, LOST_MESSAGE_SECONDS, RECEIPT_DAYS, STORED_GRACE_SECONDS } from './policy';

const ago = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
const DAY = 24 * 3600;

export interface SweepResult {
  enqueued: number;
  receiptsDeleted: number;
  deadLettersErased: number;
  orphansDeleted: number;
}

/**
 * The cron's sweep of the outbox (worker/index.ts `scheduled`):
 * - rows stored but never handed to the queue (the send failed), and queued
 *   rows long past their next attempt (a lost message), are enqueued again;
 *   the claim in attemptDelivery keeps a second message from sending twice;
 * - receipts older than RECEIPT_DAYS are deleted;
 * - dead letters older than DEAD_LETTER_DAYS lose their personal data;
 * - attachments whose row no longer needs them (a delete that failed) go.
 */
export async function sweepOutbox(env: OutboxEnv, now: Date, limit = 200): Promise<SweepResult> {
  const nowIso = now.toISOString();
  const { results: stale } = await env.SITE_DB.prepare(
    `SELECT id FROM form_outbox
     WHERE (status = 'stored' AND updated_at < ?1)
        OR (status = 'queued' AND COALESCE(next_attempt_at, updated_at) < ?2)
        OR (status = 'sending' AND lease_until < ?2)
     ORDER BY created_at LIMIT ?3`,
  )
    .bind(ago(now, STORED_GRACE_SECONDS), ago(now, LOST_MESSAGE_SECONDS), limit)
    .all<{ id: string }>();
  let enqueued = 0;
  for (const { id } of stale) {
    // A sending row whose claim ran out goes back to queued, so it can be claimed again.
    await env.SITE_DB.prepare("UPDATE form_outbox SET status = 'stored', lease_until = NULL WHERE id = ?1 AND status IN ('queued', 'sending')").bind(id).run();
    if (await enqueue(env, id, nowIso)) enqueued += 1;
  }

  const receipts = await env.SITE_DB.prepare("DELETE FROM form_outbox WHERE status IN ('delivered', 'discarded') AND updated_at < ?1")
    .bind(ago(now, RECEIPT_DAYS * DAY))
    .run();
  const { results: expired } = await env.SITE_DB.prepare("SELECT id, attachment_key FROM form_outbox WHERE status = 'dead' AND updated_at < ?1 LIMIT ?2")
    .bind(ago(now, DEAD_LETTER_DAYS * DAY), limit)
    .all<{ id: string; attachment_key: string | null }>();
  for (const row of expired) await discard(env, row.id, now);

  let orphansDeleted = 0;
  const listed = await env.FORM_UPLOADS.list({ prefix: 'outbox/', limit: 500 });
  for (const object of listed.objects) {
    if (object.uploaded.getTime() > now.getTime() - 3600 * 1000) continue;
    const id = object.key.slice('outbox/'.length);
    const row = await env.SITE_DB.prepare('SELECT attachment_key FROM form_outbox WHERE id = ?1').bind(id).first<{ attachment_key: string | null }>();
    if (!row?.attachment_key) {
      await env.FORM_UPLOADS.delete(object.key);
      orphansDeleted += 1;
    }
  }
  return { enqueued, receiptsDeleted: receipts.meta.changes, deadLettersErased: expired.length, orphansDeleted };
}

/** Erases a dead letter's personal data (fields and attachment); the receipt stays as 'discarded'. */
export async function discard(env: OutboxEnv, id: string, now: Date): Promise<boolean> {
  const row = await env.SITE_DB.prepare(
    "UPDATE form_outbox SET status = 'discarded', fields = NULL, attachment_key = NULL, attachment_name = NULL, attachment_type = NULL, updated_at = ?2 WHERE id = ?1 AND status = 'dead' RETURNING id",
  )
    .bind(id, now.toISOString())
    .first<{ id: string }>();
  if (!row) return false;
  await env.FORM_UPLOADS.delete(`outbox/${id}`).catch(() => undefined);
  return true;
}

/** Gives a dead letter a fresh set of attempts and hands it to the queue again. */
export async function retryDeadLetter(env: OutboxEnv, id: string, now: Date): Promise<boolean> {
  const row = await env.SITE_DB.prepare(
    "UPDATE form_outbox SET status = 'stored', attempts = 0, last_error = NULL, next_attempt_at = NULL, updated_at = ?2 WHERE id = ?1 AND status = 'dead' RETURNING id",
  )
    .bind(id, now.toISOString())
    .first<{ id: string }>();
  if (!row) return false;
  await enqueue(env, id, now.toISOString());
  return true;
}
