/**
 * The forum's reads on SITE_DB. Every list is one walk of an index in its
 * order (tests/worker/forum-plans.test.ts checks the plans at scale 20):
 * conversations by last activity per space or topic, a conversation's posts
 * by position, a member's followed conversations by activity. The reader
 * (./reader.ts) sends the statements of one screen's read as one batch.
 */
import type { ListScope } from '../../../shared/model/forum';
import { CONVERSATION_COLUMNS, POST_COLUMNS, type ConversationRow, type PostRow } from './rows';

export type Scope = ListScope;

/**
 * The WHERE of a list and its binding: the whole forum, one topic (by id, or
 * by its address so the list needs no earlier read of the topics), or one group.
 */
export function scopeWhere(scope: Scope): { sql: string; bind: (number | string)[] } {
  if ('groupId' in scope) return { sql: 'c.group_id = ?1', bind: [scope.groupId] };
  if ('topicSlug' in scope) return { sql: 'c.topic_id = (SELECT id FROM forum_topics WHERE slug = ?1)', bind: [scope.topicSlug] };
  if (scope.topicId !== null) return { sql: 'c.topic_id = ?1', bind: [scope.topicId] };
  return { sql: 'c.group_id IS NULL', bind: [] };
}

export const SQL = {
  topics: 'SELECT id, slug, name, description, weight FROM forum_topics ORDER BY weight, id',
  groups: 'SELECT id, slug, name, description, membership, member_count FROM community_groups ORDER BY weight, id',
  memberships: 'SELECT group_id FROM group_members WHERE account_id = ?1',
  conversation: `SELECT ${CONVERSATION_COLUMNS} FROM forum_conversations c JOIN accounts a ON a.id = c.author_id WHERE c.id = ?1`,
  conversationOfPost: `SELECT ${CONVERSATION_COLUMNS} FROM forum_conversations c JOIN accounts a ON a.id = c.author_id
    WHERE c.id = (SELECT conversation_id FROM forum_posts WHERE id = ?1)`,
  postPage: `SELECT ${POST_COLUMNS} FROM forum_posts p JOIN accounts a ON a.id = p.author_id
    WHERE p.conversation_id = ?1 AND p.position BETWEEN ?2 AND ?3 ORDER BY p.position`,
  /** The opening post, read on every page: a later page's description is made of it. */
  opening: `SELECT ${POST_COLUMNS} FROM forum_posts p JOIN accounts a ON a.id = p.author_id WHERE p.conversation_id = ?1 AND p.position = 0`,
  ownHeld: `SELECT ${POST_COLUMNS} FROM forum_posts p JOIN accounts a ON a.id = p.author_id
    WHERE p.conversation_id = ?1 AND p.position IS NULL AND p.author_id = ?2 AND p.state = 'held' ORDER BY p.id`,
  post: `SELECT ${POST_COLUMNS} FROM forum_posts p JOIN accounts a ON a.id = p.author_id WHERE p.id = ?1`,
  followed: `SELECT ${CONVERSATION_COLUMNS}, f.level, r.position AS read_position FROM community_follows f
    JOIN forum_conversations c ON c.id = f.target_id JOIN accounts a ON a.id = c.author_id
    LEFT JOIN forum_reads r ON r.account_id = f.account_id AND r.conversation_id = c.id
    WHERE f.account_id = ?1 AND f.kind = 'conversation' AND f.level != 'mute' AND c.state = 'open'
    ORDER BY f.activity_at DESC LIMIT ?2 OFFSET ?3`,
  followedCount: `SELECT COUNT(*) AS n FROM community_follows f JOIN forum_conversations c ON c.id = f.target_id
    WHERE f.account_id = ?1 AND f.kind = 'conversation' AND f.level != 'mute' AND c.state = 'open'`,
  /**
   * What a conversation's page shows a member, in one row: where they had read
   * to, their follow level, their published posts up to three (the first three
   * wait for review) and when they were last seen (worker/community/notifications/activity.ts).
   */
  memberFacts: `SELECT (SELECT position FROM forum_reads WHERE account_id = ?1 AND conversation_id = ?2) AS read_position,
    (SELECT level FROM community_follows WHERE account_id = ?1 AND kind = 'conversation' AND target_id = ?2) AS level,
    (SELECT COUNT(*) FROM (SELECT 1 FROM forum_posts WHERE author_id = ?1 AND state IN ('visible', 'hidden', 'deleted') LIMIT 3)) AS published,
    (SELECT last_seen_at FROM community_mail_state WHERE account_id = ?1) AS last_seen_at`,
  /** A published reply at the next position: the conversation's highest so far plus one (one statement, so two replies never take the same). */
  insertReply: `INSERT INTO forum_posts (conversation_id, position, opening, author_id, body, created_at, published_at, state, flagged)
    SELECT ?1, COALESCE(MAX(position), 0) + 1, 0, ?2, ?3, ?4, ?4, 'visible', ?5 FROM forum_posts WHERE conversation_id = ?1
    RETURNING id, position`,
  markRead: `INSERT INTO forum_reads (account_id, conversation_id, position) VALUES (?1, ?2, ?3)
    ON CONFLICT (account_id, conversation_id) DO UPDATE SET position = MAX(position, excluded.position)`,
  published: `SELECT COUNT(*) AS n FROM (SELECT 1 FROM forum_posts WHERE author_id = ?1 AND state IN ('visible', 'hidden', 'deleted') LIMIT 3)`,
  recentPosts: `SELECT SUM(opening = 1 AND created_at > ?2) AS conversations, SUM(opening = 0 AND created_at > ?3) AS replies
    FROM forum_posts WHERE author_id = ?1 AND created_at > ?2`,
} as const;

/** A row of a list: the conversation, and the viewer's follow level and read mark (null for a visitor). */
export type ListRow = ConversationRow & { level: string | null; read_position: number | null };

/**
 * A page of a list of open conversations, last activity first, with the
 * viewer's follow level and read mark of each (two lookups by primary key per
 * row; none match for a visitor), and how many there are.
 */
export function listStatements(db: D1Database, scope: Scope, limit: number, offset: number, viewerId: number | null = null): [D1PreparedStatement, D1PreparedStatement] {
  const where = scopeWhere(scope);
  const n = where.bind.length;
  return [
    db
      .prepare(
        `SELECT ${CONVERSATION_COLUMNS}, f.level, r.position AS read_position FROM forum_conversations c JOIN accounts a ON a.id = c.author_id
         LEFT JOIN community_follows f ON f.account_id = ?${n + 3} AND f.kind = 'conversation' AND f.target_id = c.id
         LEFT JOIN forum_reads r ON r.account_id = ?${n + 3} AND r.conversation_id = c.id
         WHERE ${where.sql} AND c.state = 'open' ORDER BY c.last_activity_at DESC, c.id DESC LIMIT ?${n + 1} OFFSET ?${n + 2}`,
      )
      .bind(...where.bind, limit, offset, viewerId),
    db.prepare(`SELECT COUNT(*) AS n FROM forum_conversations c WHERE ${where.sql} AND c.state = 'open'`).bind(...where.bind),
  ];
}

export function conversationRow(db: D1Database, id: number): Promise<ConversationRow | null> {
  return db.prepare(SQL.conversation).bind(id).first<ConversationRow>();
}

export function postRow(db: D1Database, id: number): Promise<PostRow | null> {
  return db.prepare(SQL.post).bind(id).first<PostRow>();
}

/** How many of an author's posts were published, up to three (the first three wait for review). */
export async function publishedCount(db: D1Database, accountId: number): Promise<number> {
  return (await db.prepare(SQL.published).bind(accountId).first<{ n: number }>())?.n ?? 0;
}

/** An author's conversations started in the last day and replies in the last hour. */
export async function recentPosts(db: D1Database, accountId: number, since: { day: string; hour: string }): Promise<{ conversations: number; replies: number }> {
  const row = await db.prepare(SQL.recentPosts).bind(accountId, since.day, since.hour).first<{ conversations: number | null; replies: number | null }>();
  return { conversations: row?.conversations ?? 0, replies: row?.replies ?? 0 };
}

/** Whether a member has a post anyone may read (their photo is then shown beside it, spec section 6). */
export async function hasPublishedPost(db: D1Database, accountId: number): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS x FROM forum_posts WHERE author_id = ?1 AND state = 'visible' LIMIT 1").bind(accountId).first()) !== null;
}
