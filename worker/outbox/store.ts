import type { Bindings } from '../env';
import type { OutboxEntry, SubmissionMessage } from './types';

export type OutboxEnv = Pick<Bindings, 'SITE_DB' | 'FORM_UPLOADS' | 'SUBMISSIONS'>;

/** Where a submission's attachment waits (deterministic, so the sweep can find orphans). */
export const attachmentKey = (id: string): string => `outbox/${id}`;

export type StoreResult = { stored: true; duplicate: boolean; enqueued: boolean };

/** Hands a stored row to the queue; false when the queue could not take it (the sweep will). */
export async function enqueue(env: OutboxEnv, id: string, nowIso: string): Promise<boolean> {
  try {
    await env.SUBMISSIONS.send({ id } satisfies SubmissionMessage, { contentType: 'json' });
  } catch {
    return false;
  }
  await env.SITE_DB.prepare("UPDATE form_outbox SET status = 'queued', updated_at = ?2 WHERE id = ?1 AND status = 'stored'").bind(id, nowIso).run();
  return true;
}

/**
 * The outbox row of a submission, as one statement, so that a caller can keep
 * it in the same batch as its own rows (an expert question and its
 * confirmation mail are stored together or not at all) and then `enqueue` it.
 * The attachment, if any, must be in R2 before this row is written.
 */
export function outboxRow(db: D1Database, entry: OutboxEntry, nowIso: string, when?: { sql: string; values: unknown[] }): D1PreparedStatement {
  const file = entry.attachment ?? null;
  // `when`: a condition the row is written under (its parameters numbered from ?11), checked in the same statement.
  return db
    .prepare(
      `INSERT INTO form_outbox (id, kind, target, region, status, fields, attachment_key, attachment_name, attachment_type, attachment_bytes, attempts, created_at, updated_at)
     SELECT ?1, ?2, ?3, ?4, 'stored', ?5, ?6, ?7, ?8, ?9, 0, ?10, ?10 WHERE ${when ? when.sql : '1'}
     ON CONFLICT (id) DO NOTHING`,
    )
    .bind(
      entry.id,
      entry.kind,
      entry.target,
      entry.region,
      JSON.stringify(entry.fields),
      file ? attachmentKey(entry.id) : null,
      file ? file.name : null,
      file ? file.type : null,
      file ? file.bytes.byteLength : null,
      nowIso,
      ...(when?.values ?? []),
    );
}

/**
 * Keeps a submission durably (the attachment in R2 first, then the row in D1)
 * and then offers it to the queue. Throws when it could not be kept, and only
 * then: a submission that was kept is safe even when the queue refused it
 * (the cron sweep enqueues rows left 'stored'). The same id twice (a double
 * click, a resubmit after a timeout) is one row: the second is a duplicate.
 */
export async function storeSubmission(env: OutboxEnv, entry: OutboxEntry, now: Date): Promise<StoreResult> {
  const nowIso = now.toISOString();
  const existing = await env.SITE_DB.prepare('SELECT status FROM form_outbox WHERE id = ?1').bind(entry.id).first<{ status: string }>();
  if (existing) return { stored: true, duplicate: true, enqueued: existing.status !== 'stored' };

  const file = entry.attachment ?? null;
  if (file) {
    await env.FORM_UPLOADS.put(attachmentKey(entry.id), file.bytes, { httpMetadata: { contentType: file.type } });
  }
  const result = await outboxRow(env.SITE_DB, entry, nowIso).run();
  if (result.meta.changes === 0) {
    // Another post with the same key won the race; its row stands as it is.
    return { stored: true, duplicate: true, enqueued: true };
  }
  return { stored: true, duplicate: false, enqueued: await enqueue(env, entry.id, nowIso) };
}
