/**
 * Writes the forum's demo content (./generate.ts) into SITE_DB: demo accounts
 * (no password: nobody logs in as them), topics, groups, conversations and
 * posts with their positions, follows and read marks, the search index,
 * the watched words, a reported post in the moderators' queue, a post held
 * for review and a hidden post with its audit-log entry. Idempotent: the
 * same version is not written twice; another version replaces the old demo
 * (the forum's tables are emptied, members' own accounts stay).
 * Used by `npm start` (scripts/seed-local.ts) and the tests.
 */
import { analyse } from '../../../../shared/contract/search-text';
import { fromPlainText, plainTextOf } from '../../../../shared/format/rich-text';
import { slugOf } from '../rules';
import { generateForumDemo, GROUPS, TOPICS, WATCHED_WORDS, type DemoForum } from './generate';

/** Demo accounts get ids from here on, and addresses at this domain. */
export const DEMO_ID_BASE = 1_000_000;
export const DEMO_DOMAIN = 'demo.voorbeeld.nl';

/** D1 binds at most 100 values per statement: rows go in as many per INSERT as fit. */
const MAX_BOUND = 100;
const PER_BATCH = 50;

type Value = string | number | null;

function insertRows(db: D1Database, table: string, columns: string[], rows: Value[][]): D1PreparedStatement[] {
  const per = Math.max(1, Math.floor(MAX_BOUND / columns.length));
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < rows.length; i += per) {
    const chunk = rows.slice(i, i + per);
    const placeholders = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    statements.push(db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${placeholders}`).bind(...chunk.flat()));
  }
  return statements;
}

const CLEARED = [
  'community_search',
  'community_search_docs',
  'community_pending',
  'community_follows',
  'community_mail_state',
  'forum_reads',
  'moderation_reports',
  'moderation_items',
  'moderation_log',
  'moderation_words',
  'forum_posts',
  'forum_conversations',
  'group_members',
  'community_groups',
  'forum_topics',
];

export function demoStatements(db: D1Database, demo: DemoForum): D1PreparedStatement[] {
  const out: D1PreparedStatement[] = [...CLEARED.map((table) => db.prepare(`DELETE FROM ${table}`)), db.prepare('DELETE FROM accounts WHERE id >= ?1').bind(DEMO_ID_BASE)];
  const accountId = (i: number) => DEMO_ID_BASE + i;
  out.push(
    ...insertRows(
      db,
      'accounts',
      ['id', 'email', 'username', 'username_key', 'status', 'role', 'created_at', 'verified_at', 'visibility', 'notifications'],
      demo.members.map((m, i) => [accountId(i), `${m.username.toLowerCase()}@${DEMO_DOMAIN}`, m.username, m.username.toLowerCase(), 'active', m.role, m.createdAt, m.createdAt, i % 3 === 0 ? 'public' : 'private', 1]),
    ),
  );
  const topicId = new Map<string, number>(TOPICS.map((t, i) => [t.slug, i + 1]));
  out.push(...insertRows(db, 'forum_topics', ['id', 'slug', 'name', 'description', 'weight'], TOPICS.map((t, i) => [i + 1, t.slug, t.name, t.description, i * 10])));
  const groupId = new Map<string, number>(GROUPS.map((g, i) => [g.slug, i + 1]));
  const members = (slug: string) => demo.memberships.filter((m) => m.group === slug);
  const firstDay = demo.members.reduce((min, m) => (m.createdAt < min ? m.createdAt : min), demo.members[0]!.createdAt);
  out.push(
    ...insertRows(
      db,
      'community_groups',
      ['id', 'slug', 'name', 'description', 'membership', 'weight', 'member_count', 'created_at'],
      GROUPS.map((g, i) => [i + 1, g.slug, g.name, g.description, g.membership, i * 10, members(g.slug).length, firstDay]),
    ),
    ...insertRows(db, 'group_members', ['group_id', 'account_id', 'joined_at'], demo.memberships.map((m) => [groupId.get(m.group)!, accountId(m.member), firstDay])),
  );
  const conversations: Value[][] = [];
  const posts: Value[][] = [];
  const docs: Value[][] = [];
  const fts: Value[][] = [];
  const follows = new Map<string, Value[]>();
  const reads = new Map<string, Value[]>();
  let postId = 0;
  const postIds: number[][] = [];
  demo.conversations.forEach((c, ci) => {
    const id = ci + 1;
    const gid = c.group ? groupId.get(c.group)! : null;
    const audience = c.group && GROUPS.find((g) => g.slug === c.group)?.membership === 'closed' ? `g${gid}` : 'public';
    let position = -1;
    let last = c.posts[0]!.at;
    const ids: number[] = [];
    const followed: Value[][] = [];
    for (const [pi, p] of c.posts.entries()) {
      postId += 1;
      ids.push(postId);
      const placed = p.state !== 'held';
      if (placed) position += 1;
      if (placed) last = p.at > last ? p.at : last;
      const body = JSON.stringify(fromPlainText(p.text));
      posts.push([postId, id, placed ? position : null, pi === 0 ? 1 : 0, accountId(p.author), body, p.at, placed ? p.at : null, p.state]);
      if (p.state === 'visible') {
        docs.push([postId, 'post', postId, id, audience]);
        fts.push([postId, pi === 0 ? analyse(c.title).stems : '', analyse(plainTextOf(body)).stems]);
      }
      if (placed) {
        const row: Value[] = [accountId(p.author), 'conversation', id, 'follow', '', p.at];
        if (!follows.has(`${p.author}:${id}`)) followed.push(row);
        follows.set(`${p.author}:${id}`, follows.get(`${p.author}:${id}`) ?? row);
        reads.set(`${p.author}:${id}`, [accountId(p.author), id, position]);
      }
    }
    postIds.push(ids);
    conversations.push([id, slugOf(c.title), c.title, c.topic ? topicId.get(c.topic)! : null, gid, accountId(c.posts[0]!.author), c.posts[0]!.at, last, position, 'open']);
    for (const row of followed) row[4] = last;
  });
  out.push(
    ...insertRows(db, 'forum_conversations', ['id', 'slug', 'title', 'topic_id', 'group_id', 'author_id', 'created_at', 'last_activity_at', 'reply_count', 'state'], conversations),
    ...insertRows(db, 'forum_posts', ['id', 'conversation_id', 'position', 'opening', 'author_id', 'body', 'created_at', 'published_at', 'state'], posts),
    ...insertRows(db, 'community_follows', ['account_id', 'kind', 'target_id', 'level', 'activity_at', 'updated_at'], [...follows.values()]),
    ...insertRows(db, 'forum_reads', ['account_id', 'conversation_id', 'position'], [...reads.values()]),
  );
  // Groups are found by the search too.
  GROUPS.forEach((g, i) => {
    docs.push([postId + i + 1, 'group', i + 1, null, 'public']);
    fts.push([postId + i + 1, analyse(g.name).stems, analyse(g.description).stems]);
  });
  out.push(...insertRows(db, 'community_search_docs', ['id', 'kind', 'ref_id', 'conversation_id', 'audience'], docs));
  out.push(...insertRows(db, 'community_search', ['rowid', 'title', 'body'], fts));
  const moderatorDay = demo.members.at(-1)!.createdAt;
  out.push(...insertRows(db, 'moderation_words', ['word', 'action', 'added_at'], WATCHED_WORDS.map((w) => [w.word, w.action, moderatorDay])));
  // The moderators' queue: the reported advertisement (reports first in time), the newcomer's held post.
  let itemId = 0;
  const reported = new Map<number, number>();
  for (const r of demo.reports) {
    const pid = postIds[r.conversation]![r.post]!;
    const at = demo.conversations[r.conversation]!.posts[r.post]!.at;
    if (!reported.has(pid)) {
      itemId += 1;
      reported.set(pid, itemId);
      out.push(db.prepare("INSERT INTO moderation_items (id, subject_kind, subject_id, cause, report_count, opened_at) VALUES (?1, 'post', ?2, 'report', 0, ?3)").bind(itemId, pid, at));
    }
    out.push(
      db
        .prepare("INSERT INTO moderation_reports (item_id, subject_kind, subject_id, reporter_id, reason, note, created_at) VALUES (?1, 'post', ?2, ?3, ?4, ?5, ?6)")
        .bind(reported.get(pid)!, pid, accountId(r.reporter), r.reason, r.note, at),
      db.prepare('UPDATE moderation_items SET report_count = report_count + 1 WHERE id = ?1').bind(reported.get(pid)!),
    );
  }
  demo.conversations.forEach((c, ci) =>
    c.posts.forEach((p, pi) => {
      if (p.state !== 'held') return;
      itemId += 1;
      out.push(db.prepare("INSERT INTO moderation_items (id, subject_kind, subject_id, cause, opened_at) VALUES (?1, 'post', ?2, 'review', ?3)").bind(itemId, postIds[ci]![pi]!, p.at));
    }),
  );
  if (demo.hidden) {
    const h = demo.hidden;
    const pid = postIds[h.conversation]![h.post]!;
    const at = demo.conversations[h.conversation]!.posts[h.post]!.at;
    out.push(
      db
        .prepare("INSERT INTO moderation_log (at, moderator_id, action, subject_kind, subject_id, reason, detail) VALUES (?1, ?2, 'hide', 'post', ?3, ?4, ?5)")
        .bind(at, accountId(h.moderator), pid, h.reason, demo.conversations[h.conversation]!.title),
    );
  }
  out.push(db.prepare('INSERT INTO community_demo (id, version) VALUES (1, ?1) ON CONFLICT (id) DO UPDATE SET version = excluded.version').bind(demo.version));
  return out;
}

/** Seeds the demo unless this version is there already. */
export async function seedForum(db: D1Database, options: { scale?: number; now?: Date } = {}): Promise<{ seeded: boolean; version: string; conversations: number; posts: number }> {
  const demo = generateForumDemo({ scale: options.scale, now: options.now });
  const posts = demo.conversations.reduce((n, c) => n + c.posts.length, 0);
  const current = await db.prepare('SELECT version FROM community_demo WHERE id = 1').first<{ version: string }>();
  if (current?.version === demo.version) return { seeded: false, version: demo.version, conversations: demo.conversations.length, posts };
  const statements = demoStatements(db, demo);
  for (let i = 0; i < statements.length; i += PER_BATCH) await db.batch(statements.slice(i, i + PER_BATCH));
  return { seeded: true, version: demo.version, conversations: demo.conversations.length, posts };
}
