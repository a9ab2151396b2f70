/**
 * Following, for every community feature (a target is a kind and an id):
 * a member's level per target, the automatic follow of what they start or
 * reply to, and the fan-out when something new is published: each follower
 * at 'follow' gets a pending notification (one row per target, however many
 * replies come), and every follower's list moves the target up. All of it is
 * statements, so a publication and its fan-out are one D1 batch.
 */
import type { FollowKind, FollowLevel } from '../../../shared/model/forum';

export async function levelOf(db: D1Database, accountId: number, kind: FollowKind, targetId: number): Promise<FollowLevel | null> {
  const row = await db
    .prepare('SELECT level FROM community_follows WHERE account_id = ?1 AND kind = ?2 AND target_id = ?3')
    .bind(accountId, kind, targetId)
    .first<{ level: FollowLevel }>();
  return row?.level ?? null;
}

/** A member's own choice of level (replaces any earlier one). Muting also drops what was waiting to be mailed. */
export function setLevel(db: D1Database, accountId: number, kind: FollowKind, targetId: number, level: FollowLevel, activityAt: string, now: Date): D1PreparedStatement[] {
  const statements = [
    db
      .prepare(
        `INSERT INTO community_follows (account_id, kind, target_id, level, activity_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (account_id, kind, target_id) DO UPDATE SET level = excluded.level, updated_at = excluded.updated_at`,
      )
      .bind(accountId, kind, targetId, level, activityAt, now.toISOString()),
  ];
  if (level !== 'follow') statements.push(db.prepare('DELETE FROM community_pending WHERE account_id = ?1 AND kind = ?2 AND target_id = ?3').bind(accountId, kind, targetId));
  return statements;
}

/** Starting or replying follows the conversation, unless the member chose a level for it before. */
export function autoFollow(db: D1Database, accountId: number, kind: FollowKind, targetId: number, activityAt: string, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO community_follows (account_id, kind, target_id, level, activity_at, updated_at) VALUES (?1, ?2, ?3, 'follow', ?4, ?5)
       ON CONFLICT (account_id, kind, target_id) DO UPDATE SET activity_at = excluded.activity_at`,
    )
    .bind(accountId, kind, targetId, activityAt, now.toISOString());
}

/**
 * Something new in a target (a reply at `position`): every follower at
 * 'follow' but its author gets it pending (the first new position is kept,
 * the count grows), and every follower's list shows the target's new activity.
 */
export function fanOut(db: D1Database, kind: FollowKind, targetId: number, authorId: number, position: number, at: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO community_pending (account_id, kind, target_id, first_position, count, first_at)
         SELECT account_id, kind, target_id, ?4, 1, ?5 FROM community_follows
         WHERE kind = ?1 AND target_id = ?2 AND level = 'follow' AND account_id != ?3
         ON CONFLICT (account_id, kind, target_id) DO UPDATE SET count = count + 1`,
      )
      .bind(kind, targetId, authorId, position, at),
    db.prepare('UPDATE community_follows SET activity_at = ?3 WHERE kind = ?1 AND target_id = ?2').bind(kind, targetId, at),
  ];
}

/**
 * A new conversation in a topic: the topic's followers follow it (at 'follow')
 * or track it (at 'track') as if they had chosen so, and those who follow get
 * it pending. Muted topics bring nothing.
 */
export function fanOutTopic(db: D1Database, topicId: number, conversationId: number, authorId: number, at: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO community_follows (account_id, kind, target_id, level, activity_at, updated_at)
         SELECT account_id, 'conversation', ?2, level, ?4, ?4 FROM community_follows
         WHERE kind = 'topic' AND target_id = ?1 AND level IN ('follow', 'track') AND account_id != ?3
         ON CONFLICT (account_id, kind, target_id) DO NOTHING`,
      )
      .bind(topicId, conversationId, authorId, at),
    db
      .prepare(
        `INSERT INTO community_pending (account_id, kind, target_id, first_position, count, first_at)
         SELECT account_id, 'conversation', ?2, 0, 1, ?4 FROM community_follows
         WHERE kind = 'topic' AND target_id = ?1 AND level = 'follow' AND account_id != ?3
         ON CONFLICT (account_id, kind, target_id) DO NOTHING`,
      )
      .bind(topicId, conversationId, authorId, at),
  ];
}

/** Leaving a closed group ends following its conversations (they are no longer the member's to read). */
export function unfollowGroup(db: D1Database, accountId: number, groupId: number): D1PreparedStatement[] {
  const inGroup = "target_id IN (SELECT id FROM forum_conversations WHERE group_id = ?2)";
  return [
    db.prepare(`DELETE FROM community_follows WHERE account_id = ?1 AND kind = 'conversation' AND ${inGroup}`).bind(accountId, groupId),
    db.prepare(`DELETE FROM community_pending WHERE account_id = ?1 AND kind = 'conversation' AND ${inGroup}`).bind(accountId, groupId),
  ];
}
