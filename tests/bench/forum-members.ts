/**
 * Logged-in demo members of the forum for the bench, the profiler and
 * bench-ab (scripts/bench/forum-members.mjs): sessions made directly in the
 * bench's own SITE_DB through the community module's statements, so no login
 * form is posted and no route of the worker hands out a session. Runs in
 * Node on the binding Miniflare hands out. Demo members have no password.
 *
 * - The reader: a demo member who follows the 2,000-reply conversation and
 *   has the most of it unread (a member's overview with unread counts, a
 *   conversation with its 'since your last visit' line).
 * - The posters: every demo member who may reply now under the forum's own
 *   rules (an established account whose first posts are behind it, under the
 *   hourly limit), each following the conversation they reply to, as replying
 *   makes them (so the fan-out of a reply is the same in every run).
 */
import { autoFollow } from '../../worker/community/notifications/follows';
import { DEMO_ID_BASE } from '../../worker/community/forum/demo/seed';
import { LIMITS, NEW_ACCOUNT_DAYS, REVIEWED_POSTS } from '../../worker/community/forum/rules';
import { createSession, endSession, SESSION_COOKIE, sessionTokenOf } from '../../worker/community/sessions';

const DAY_MS = 24 * 3600 * 1000;

export interface Poster {
  id: number;
  cookie: string;
  /** Replies the rules still allow this member in the coming hour. */
  allowance: number;
}

async function cookieOf(db: D1Database, accountId: number, now: Date): Promise<string> {
  return `${SESSION_COOKIE}=${(await createSession(db, accountId, now)).token}`;
}

/** A session of the demo reader (see above): their id, name and `Cookie` header. */
export async function readerCookie(db: D1Database, now = new Date()): Promise<{ id: number; username: string; cookie: string }> {
  const row = await db
    .prepare(
      `SELECT f.account_id AS id, a.username FROM community_follows f JOIN accounts a ON a.id = f.account_id
       LEFT JOIN forum_reads r ON r.account_id = f.account_id AND r.conversation_id = f.target_id
       WHERE f.kind = 'conversation' AND f.target_id = 1 AND a.status = 'active' AND a.role = 'member' AND a.id >= ?1
       ORDER BY r.position, f.account_id LIMIT 1`,
    )
    .bind(DEMO_ID_BASE)
    .first<{ id: number; username: string }>();
  if (!row) throw new Error('no demo member follows conversation 1: is the forum demo loaded?');
  return { ...row, cookie: await cookieOf(db, row.id, now) };
}

/** Sessions of every demo member who may reply to the conversation now, following it. */
export async function posterCookies(db: D1Database, conversationId: number, now = new Date()): Promise<Poster[]> {
  const { repliesPerHour } = LIMITS.established;
  const { results } = await db
    .prepare(
      `SELECT a.id, (SELECT COUNT(*) FROM forum_posts p WHERE p.author_id = a.id AND p.opening = 0 AND p.created_at > ?3) AS recent
       FROM accounts a WHERE a.id >= ?1 AND a.status = 'active' AND a.role = 'member' AND a.created_at < ?2
       AND (SELECT COUNT(*) FROM (SELECT 1 FROM forum_posts p WHERE p.author_id = a.id AND p.state IN ('visible', 'hidden', 'deleted') LIMIT ?4)) = ?4
       ORDER BY a.id`,
    )
    .bind(DEMO_ID_BASE, new Date(now.getTime() - NEW_ACCOUNT_DAYS * DAY_MS).toISOString(), new Date(now.getTime() - 3600_000).toISOString(), REVIEWED_POSTS)
    .all<{ id: number; recent: number }>();
  const allowed = results.filter((r) => r.recent < repliesPerHour);
  const at = now.toISOString();
  await db.batch(allowed.map((r) => autoFollow(db, r.id, 'conversation', conversationId, at, now)));
  const posters: Poster[] = [];
  for (const r of allowed) posters.push({ id: r.id, cookie: await cookieOf(db, r.id, now), allowance: repliesPerHour - r.recent });
  return posters;
}

/** The sessions of a run end again (the bench's storage would otherwise gather them). */
export async function endCookies(db: D1Database, cookies: string[]): Promise<void> {
  for (const cookie of cookies) await endSession(db, sessionTokenOf(cookie));
}
