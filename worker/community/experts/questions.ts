/**
 * Expert questions in SITE_DB (migration 0300): asking, and every move of
 * ./rules.ts as one conditional statement, so the database decides who wins
 * when two experts act at once. Nothing here logs a question's content or
 * its asker's data.
 */
import type { ContactMethod, QuestionState, ThreadKind } from '../../../shared/model/experts';
import type { Phase, Relationship } from '../../../shared/model/account';
import { purgeBefore, replyUntil } from './rules';

export interface QuestionRow {
  id: number;
  group_id: number;
  topic_id: number | null;
  state: QuestionState;
  question: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  relationship: Relationship | null;
  phase: Phase | null;
  contact: ContactMethod;
  asker_id: number | null;
  created_at: string;
  waiting_since: string;
  claimed_by: number | null;
  claimed_at: string | null;
  answered_by: number | null;
  answered_at: string | null;
  reply_until: string | null;
  closed_at: string | null;
  purged_at: string | null;
}

export interface NewQuestion {
  submissionId: string;
  groupId: number;
  topicId: number | null;
  question: string;
  name: string;
  email: string;
  phone: string;
  relationship: string;
  phase: string;
  contact: ContactMethod;
  askerId: number | null;
}

/** A question, once per submission key (a double post is one question). */
export function insertQuestion(db: D1Database, q: NewQuestion, now: Date): D1PreparedStatement {
  const at = now.toISOString();
  return db
    .prepare(
      `INSERT INTO expert_questions (group_id, topic_id, state, question, name, email, phone, relationship, phase, contact, asker_id, submission_id, created_at, waiting_since)
       VALUES (?1, ?2, 'open', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12) ON CONFLICT (submission_id) DO NOTHING`,
    )
    .bind(q.groupId, q.topicId, q.question, q.name || null, q.email, q.phone || null, q.relationship || null, q.phase || null, q.contact, q.askerId, q.submissionId, at);
}

export function questionRow(db: D1Database, id: number): Promise<QuestionRow | null> {
  return db.prepare('SELECT * FROM expert_questions WHERE id = ?1').bind(id).first<QuestionRow>();
}

export function questionBySubmission(db: D1Database, submissionId: string): Promise<QuestionRow | null> {
  return db.prepare('SELECT * FROM expert_questions WHERE submission_id = ?1').bind(submissionId).first<QuestionRow>();
}

const changed = (result: D1Result | undefined): boolean => (result?.meta.changes ?? 0) > 0;

/** Claims an open question: true for exactly one of any number of experts trying at once. */
export async function claimQuestion(db: D1Database, id: number, expertId: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare("UPDATE expert_questions SET state = 'claimed', claimed_by = ?2, claimed_at = ?3 WHERE id = ?1 AND state = 'open'")
    .bind(id, expertId, now.toISOString())
    .run();
  return changed(result);
}

/** Lets a claimed question go back to the queue (its holder, or any moderator). */
export async function releaseQuestion(db: D1Database, id: number, expert: { id: number; moderator: boolean }): Promise<boolean> {
  const result = await db
    .prepare("UPDATE expert_questions SET state = 'open', claimed_by = NULL, claimed_at = NULL WHERE id = ?1 AND state = 'claimed' AND (claimed_by = ?2 OR ?3 = 1)")
    .bind(id, expert.id, expert.moderator ? 1 : 0)
    .run();
  return changed(result);
}

/** A thread entry, written only while the question is held by this expert (same batch as the move). */
function heldEntry(db: D1Database, id: number, expertId: number, kind: ThreadKind, body: string, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO expert_messages (question_id, kind, expert_id, body, created_at)
       SELECT ?1, ?3, ?2, ?4, ?5 WHERE EXISTS (SELECT 1 FROM expert_questions WHERE id = ?1 AND state = 'claimed' AND claimed_by = ?2)`,
    )
    .bind(id, expertId, kind, body, now.toISOString());
}

/** The condition 'this expert holds this question', for a mail written in the same batch as the answer (outboxRow's `when`). */
export const heldBy = (id: number, expertId: number) => ({ sql: "EXISTS (SELECT 1 FROM expert_questions WHERE id = ?11 AND state = 'claimed' AND claimed_by = ?12)", values: [id, expertId] });

/**
 * The statements of an answer by mail: the answer in the thread, the question
 * 'answered' with its reply time, and (from the caller) the mail to the asker,
 * all in one batch; nothing happens unless the expert still holds it. The
 * caller checks the update's result (the second statement).
 */
export function answerStatements(db: D1Database, id: number, expertId: number, body: string, now: Date): { statements: D1PreparedStatement[]; until: Date } {
  const until = replyUntil(now);
  return {
    until,
    statements: [
      heldEntry(db, id, expertId, 'answer', body, now),
      db
        .prepare(
          `UPDATE expert_questions SET state = 'answered', answered_by = ?2, answered_at = ?3, reply_until = ?4, claimed_by = NULL, claimed_at = NULL
           WHERE id = ?1 AND state = 'claimed' AND claimed_by = ?2`,
        )
        .bind(id, expertId, now.toISOString(), until.toISOString()),
    ],
  };
}

/** An answer by phone: the call's note in the thread, and the question closed. */
export async function recordCall(db: D1Database, id: number, expertId: number, note: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const [, update] = await db.batch([
    heldEntry(db, id, expertId, 'phone', note, now),
    db
      .prepare(
        `UPDATE expert_questions SET state = 'closed', answered_by = ?2, answered_at = ?3, closed_at = ?3, reply_until = NULL, claimed_by = NULL, claimed_at = NULL
         WHERE id = ?1 AND state = 'claimed' AND claimed_by = ?2`,
      )
      .bind(id, expertId, at),
  ]);
  return changed(update);
}

/** Closes a question: its holder, the expert who answered it (while a reaction may still come), or a moderator. */
export async function closeQuestion(db: D1Database, id: number, expert: { id: number; moderator: boolean }, now: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE expert_questions SET state = 'closed', closed_at = ?3, reply_until = NULL, claimed_by = NULL, claimed_at = NULL
       WHERE id = ?1 AND state != 'closed' AND ((state = 'claimed' AND claimed_by = ?2) OR (state = 'answered' AND answered_by = ?2) OR ?4 = 1)`,
    )
    .bind(id, expert.id, now.toISOString(), expert.moderator ? 1 : 0)
    .run();
  return changed(result);
}

/**
 * The asker's reaction through the reply link: in the thread, and the
 * question back in the queue of the expert who answered (claimed by them,
 * waiting since now). Only while the link's time runs.
 */
export async function addReaction(db: D1Database, id: number, body: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const [, update] = await db.batch([
    db
      .prepare(
        `INSERT INTO expert_messages (question_id, kind, expert_id, body, created_at)
         SELECT ?1, 'reaction', NULL, ?2, ?3 WHERE EXISTS (SELECT 1 FROM expert_questions WHERE id = ?1 AND state = 'answered' AND reply_until > ?3)`,
      )
      .bind(id, body, at),
    db
      .prepare(
        `UPDATE expert_questions SET state = 'claimed', claimed_by = answered_by, claimed_at = ?2, waiting_since = ?2, reply_until = NULL
         WHERE id = ?1 AND state = 'answered' AND reply_until > ?2`,
      )
      .bind(id, at),
  ]);
  return changed(update);
}

export interface SweepResult {
  closed: number;
  purged: number;
}

/**
 * The cron's part (next to the other jobs of worker/index.ts): answered
 * questions whose reply time is over are closed then; questions closed more
 * than 12 months ago lose every personal field and their thread, and keep a
 * receipt (group, dates, state, purged_at). Counts only, never content.
 */
export async function sweepQuestions(db: D1Database, now: Date): Promise<SweepResult> {
  const at = now.toISOString();
  const before = purgeBefore(now).toISOString();
  const purgeable = "SELECT id FROM expert_questions WHERE closed_at < ?1 AND purged_at IS NULL";
  const [closed, , purged] = await db.batch([
    db.prepare("UPDATE expert_questions SET state = 'closed', closed_at = reply_until, reply_until = NULL WHERE state = 'answered' AND reply_until <= ?1").bind(at),
    db.prepare(`DELETE FROM expert_messages WHERE question_id IN (${purgeable})`).bind(before),
    db
      .prepare(
        `UPDATE expert_questions SET question = NULL, name = NULL, email = NULL, phone = NULL, relationship = NULL, phase = NULL, asker_id = NULL,
         submission_id = NULL, purged_at = ?2 WHERE id IN (${purgeable})`,
      )
      .bind(before, at),
  ]);
  return { closed: closed?.meta.changes ?? 0, purged: purged?.meta.changes ?? 0 };
}

export interface ThreadRow {
  id: number;
  kind: ThreadKind;
  expert_id: number | null;
  body: string;
  created_at: string;
}

export async function threadOf(db: D1Database, id: number): Promise<ThreadRow[]> {
  const { results } = await db.prepare('SELECT id, kind, expert_id, body, created_at FROM expert_messages WHERE question_id = ?1 ORDER BY id').bind(id).all<ThreadRow>();
  return results;
}
