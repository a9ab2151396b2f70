/**
 * The blogs' reads on SITE_DB. Every list is one walk of an index in its
 * order (tests/worker/blog-plans.test.ts checks the plans): the overview by
 * publication (all entries for members, the public ones for visitors, each
 * with the kind filter), a blog's entries, an entry's reactions, the picture
 * library by upload. Entries of a deleted account are not shown.
 */
import type { EntryKind } from '../../../shared/model/blog';
import { ENTRY_COLUMNS, REACTION_COLUMNS, type BlogRow, type EntryRow, type ReactionRow } from './rows';

const LIVE_AUTHOR = "a.status != 'deleted'";

/** The overview's WHERE: published, the visitor's public ones only, one kind or both. */
function overviewWhere(kind: EntryKind | null, members: boolean): { sql: string; bind: string[] } {
  const parts = ["e.state = 'published'"];
  const bind: string[] = [];
  if (!members) parts.push("e.visibility = 'public'");
  if (kind) {
    bind.push(kind);
    parts.push(`e.kind = ?${bind.length}`);
  }
  return { sql: parts.join(' AND '), bind };
}

export function overviewStatements(db: D1Database, kind: EntryKind | null, members: boolean, limit: number, offset: number): [D1PreparedStatement, D1PreparedStatement] {
  const where = overviewWhere(kind, members);
  const n = where.bind.length;
  return [
    db
      .prepare(
        `SELECT ${ENTRY_COLUMNS} FROM blog_entries e JOIN accounts a ON a.id = e.author_id
         WHERE ${where.sql} AND ${LIVE_AUTHOR} ORDER BY e.published_at DESC, e.id DESC LIMIT ?${n + 1} OFFSET ?${n + 2}`,
      )
      .bind(...where.bind, limit, offset),
    db.prepare(`SELECT COUNT(*) AS n FROM blog_entries e JOIN accounts a ON a.id = e.author_id WHERE ${where.sql} AND ${LIVE_AUTHOR}`).bind(...where.bind),
  ];
}

export function blogEntriesStatements(db: D1Database, authorId: number, members: boolean, limit: number, offset: number): [D1PreparedStatement, D1PreparedStatement] {
  const visible = members ? '' : " AND e.visibility = 'public'";
  return [
    db
      .prepare(
        `SELECT ${ENTRY_COLUMNS} FROM blog_entries e JOIN accounts a ON a.id = e.author_id
         WHERE e.author_id = ?1 AND e.state = 'published'${visible} ORDER BY e.published_at DESC, e.id DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(authorId, limit, offset),
    db.prepare(`SELECT COUNT(*) AS n FROM blog_entries e WHERE e.author_id = ?1 AND e.state = 'published'${visible}`).bind(authorId),
  ];
}

export const BLOG_SQL = {
  blog: `SELECT a.id AS account_id, a.username, a.photo_key, b.title, b.intro FROM accounts a LEFT JOIN blogs b ON b.account_id = a.id
    WHERE a.username_key = ?1 AND a.status = 'active'`,
  entryBySlug: `SELECT ${ENTRY_COLUMNS} FROM blog_entries e JOIN accounts a ON a.id = e.author_id WHERE e.author_id = ?1 AND e.slug = ?2 AND ${LIVE_AUTHOR}`,
  entry: `SELECT ${ENTRY_COLUMNS} FROM blog_entries e JOIN accounts a ON a.id = e.author_id WHERE e.id = ?1`,
  ownUnpublished: `SELECT ${ENTRY_COLUMNS} FROM blog_entries e JOIN accounts a ON a.id = e.author_id
    WHERE e.author_id = ?1 AND e.state IN ('draft', 'held') ORDER BY e.updated_at DESC, e.id DESC LIMIT 50`,
  reactionPage: `SELECT ${REACTION_COLUMNS} FROM blog_reactions r JOIN accounts a ON a.id = r.author_id
    WHERE r.entry_id = ?1 AND r.state != 'held' ORDER BY r.created_at, r.id LIMIT ?2 OFFSET ?3`,
  reactionCount: `SELECT COUNT(*) AS n FROM blog_reactions r WHERE r.entry_id = ?1 AND r.state != 'held'`,
  ownHeldReactions: `SELECT ${REACTION_COLUMNS} FROM blog_reactions r JOIN accounts a ON a.id = r.author_id
    WHERE r.entry_id = ?1 AND r.author_id = ?2 AND r.state = 'held' ORDER BY r.created_at, r.id`,
  reaction: `SELECT ${REACTION_COLUMNS} FROM blog_reactions r JOIN accounts a ON a.id = r.author_id WHERE r.id = ?1`,
  follows: "SELECT level FROM community_follows WHERE account_id = ?1 AND kind = 'blog' AND target_id = ?2",
  /** A member's entries and reactions of the last day and hour (the rate limits). */
  recent: `SELECT (SELECT COUNT(*) FROM blog_entries WHERE author_id = ?1 AND state != 'draft' AND created_at > ?2) AS entries,
    (SELECT COUNT(*) FROM blog_reactions WHERE author_id = ?1 AND created_at > ?3) AS reactions`,
  /** Published community texts of an account, up to 3 (the first ones wait for review): forum posts, entries and reactions. */
  published: `SELECT (SELECT COUNT(*) FROM (SELECT 1 FROM forum_posts WHERE author_id = ?1 AND state IN ('visible', 'hidden', 'deleted') LIMIT 3))
    + (SELECT COUNT(*) FROM (SELECT 1 FROM blog_entries WHERE author_id = ?1 AND state IN ('published', 'hidden') LIMIT 3))
    + (SELECT COUNT(*) FROM (SELECT 1 FROM blog_reactions WHERE author_id = ?1 AND state IN ('visible', 'hidden', 'deleted') LIMIT 3)) AS n`,
  slugTaken: 'SELECT 1 AS x FROM blog_entries WHERE author_id = ?1 AND slug = ?2',
} as const;

export async function pageOf<T>(statements: [D1PreparedStatement, D1PreparedStatement], db: D1Database): Promise<{ rows: T[]; total: number }> {
  const [page, count] = await db.batch<T | { n: number }>(statements);
  return { rows: (page?.results ?? []) as T[], total: (count?.results[0] as { n: number } | undefined)?.n ?? 0 };
}

export function blogByUsername(db: D1Database, username: string): Promise<BlogRow | null> {
  return db.prepare(BLOG_SQL.blog).bind(username.toLowerCase()).first<BlogRow>();
}

export function entryRow(db: D1Database, id: number): Promise<EntryRow | null> {
  return db.prepare(BLOG_SQL.entry).bind(id).first<EntryRow>();
}

export function reactionRow(db: D1Database, id: number): Promise<ReactionRow | null> {
  return db.prepare(BLOG_SQL.reaction).bind(id).first<ReactionRow>();
}

export async function publishedTexts(db: D1Database, accountId: number): Promise<number> {
  return (await db.prepare(BLOG_SQL.published).bind(accountId).first<{ n: number }>())?.n ?? 0;
}

export async function recentWriting(db: D1Database, accountId: number, since: { day: string; hour: string }): Promise<{ entries: number; reactions: number }> {
  const row = await db.prepare(BLOG_SQL.recent).bind(accountId, since.day, since.hour).first<{ entries: number; reactions: number }>();
  return { entries: row?.entries ?? 0, reactions: row?.reactions ?? 0 };
}
