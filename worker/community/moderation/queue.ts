/**
 * The moderators' queue, reports and audit log, for every kind of community
 * text (a subject: kind and id). One open item per subject: held for review,
 * reported, or flagged by a watched word; reports add to it. Closing an item
 * records the outcome; every act goes into the audit log (who, what, when, why).
 */
import type { ReportReason } from '../../../shared/forms/forum';
import type { ItemCause, LogEntryView, ModerationAction, SubjectKind } from '../../../shared/model/moderation';

/** Opens the subject's item (or keeps the open one: a review stays a review). */
export function openItem(db: D1Database, kind: SubjectKind, subjectId: number, cause: ItemCause, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO moderation_items (subject_kind, subject_id, cause, opened_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (subject_kind, subject_id) WHERE closed_at IS NULL DO NOTHING`,
    )
    .bind(kind, subjectId, cause, now.toISOString());
}

/**
 * A member's report: opens (or joins) the subject's item and keeps the
 * report. False when this member reported this subject before (one report
 * each: reporting again changes nothing).
 */
export async function fileReport(
  db: D1Database,
  report: { kind: SubjectKind; subjectId: number; reporterId: number; reason: ReportReason; note: string },
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const existing = await db
    .prepare('SELECT 1 AS x FROM moderation_reports WHERE subject_kind = ?1 AND subject_id = ?2 AND reporter_id = ?3')
    .bind(report.kind, report.subjectId, report.reporterId)
    .first();
  if (existing) return false;
  const open = "(SELECT id FROM moderation_items WHERE subject_kind = ?1 AND subject_id = ?2 AND closed_at IS NULL)";
  await db.batch([
    openItem(db, report.kind, report.subjectId, 'report', now),
    db
      .prepare(
        `INSERT INTO moderation_reports (item_id, subject_kind, subject_id, reporter_id, reason, note, created_at)
         VALUES (${open}, ?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT DO NOTHING`,
      )
      .bind(report.kind, report.subjectId, report.reporterId, report.reason, report.note, at),
    db.prepare(`UPDATE moderation_items SET report_count = report_count + 1 WHERE id = ${open}`).bind(report.kind, report.subjectId),
  ]);
  return true;
}

export type Outcome = 'approved' | 'hidden' | 'dismissed' | 'restored' | 'deleted';

/** Closes the subject's open item, if any. */
export function closeItem(db: D1Database, kind: SubjectKind, subjectId: number, outcome: Outcome, by: number | null, now: Date): D1PreparedStatement {
  return db
    .prepare('UPDATE moderation_items SET closed_at = ?3, closed_by = ?4, outcome = ?5 WHERE subject_kind = ?1 AND subject_id = ?2 AND closed_at IS NULL')
    .bind(kind, subjectId, now.toISOString(), by, outcome);
}

export interface LogEntry {
  moderatorId: number | null;
  action: ModerationAction;
  kind: string;
  subjectId: number;
  reason?: string;
  detail?: string;
}

export function logAct(db: D1Database, entry: LogEntry, now: Date): D1PreparedStatement {
  return db
    .prepare('INSERT INTO moderation_log (at, moderator_id, action, subject_kind, subject_id, reason, detail) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)')
    .bind(now.toISOString(), entry.moderatorId, entry.action, entry.kind, entry.subjectId, entry.reason ?? '', entry.detail ?? '');
}

export interface ItemRow {
  id: number;
  subject_kind: SubjectKind;
  subject_id: number;
  cause: ItemCause;
  opened_at: string;
}

/** A page of open items, oldest first (one walk of moderation_items_open). */
export async function openItems(db: D1Database, limit: number, offset: number): Promise<{ rows: ItemRow[]; total: number }> {
  const [page, count] = await db.batch<ItemRow | { n: number }>([
    db
      .prepare('SELECT id, subject_kind, subject_id, cause, opened_at FROM moderation_items WHERE closed_at IS NULL ORDER BY opened_at, id LIMIT ?1 OFFSET ?2')
      .bind(limit, offset),
    db.prepare('SELECT COUNT(*) AS n FROM moderation_items WHERE closed_at IS NULL'),
  ]);
  return { rows: (page?.results ?? []) as ItemRow[], total: (count?.results[0] as { n: number } | undefined)?.n ?? 0 };
}

export interface ReportRow {
  item_id: number;
  reason: string;
  note: string;
  created_at: string;
  username: string | null;
}

export async function reportsOf(db: D1Database, itemIds: number[]): Promise<ReportRow[]> {
  if (itemIds.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT r.item_id, r.reason, r.note, r.created_at, a.username FROM moderation_reports r JOIN accounts a ON a.id = r.reporter_id
       WHERE r.item_id IN (SELECT value FROM json_each(?1)) ORDER BY r.item_id, r.created_at`,
    )
    .bind(JSON.stringify(itemIds))
    .all<ReportRow>();
  return results;
}

/** A page of the audit log, newest first. */
export async function logPage(db: D1Database, limit: number, offset: number): Promise<{ rows: LogEntryView[]; total: number }> {
  type Row = { id: number; at: string; username: string | null; action: ModerationAction; subject_kind: string; subject_id: number; reason: string; detail: string };
  const [page, count] = await db.batch<Row | { n: number }>([
    db
      .prepare(
        `SELECT l.id, l.at, a.username, l.action, l.subject_kind, l.subject_id, l.reason, l.detail FROM moderation_log l
         LEFT JOIN accounts a ON a.id = l.moderator_id ORDER BY l.at DESC, l.id DESC LIMIT ?1 OFFSET ?2`,
      )
      .bind(limit, offset),
    db.prepare('SELECT COUNT(*) AS n FROM moderation_log'),
  ]);
  const rows = ((page?.results ?? []) as Row[]).map((r) => ({
    id: r.id,
    at: r.at,
    moderator: r.username,
    action: r.action,
    subjectKind: r.subject_kind,
    subjectId: r.subject_id,
    reason: r.reason,
    detail: r.detail,
  }));
  return { rows, total: (count?.results[0] as { n: number } | undefined)?.n ?? 0 };
}

/** The audit log keeps two years (docs/community.md); the cron deletes older entries. */
export const LOG_YEARS = 2;

export function sweepLog(db: D1Database, now: Date): D1PreparedStatement {
  const limit = new Date(now);
  limit.setFullYear(limit.getFullYear() - LOG_YEARS);
  return db.prepare('DELETE FROM moderation_log WHERE at < ?1').bind(limit.toISOString());
}
