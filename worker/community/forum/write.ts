/**
 * Writing in the forum: a new conversation, a reply, an edit, a deletion by
 * the author. The caller has checked the form (shared/forms/forum.ts), the
 * rate limits (./rules.ts) and the gate below; these only store. A held post
 * (review) gets no position and waits in the moderators' queue; a published
 * one goes through ./publish.ts in the same batch.
 */
import { plainTextOf, type RichText } from '../../../shared/format/rich-text';
import { openItem, closeItem } from '../moderation/queue';
import { watchedIn } from '../moderation/words';
import type { WatchAction } from '../../../shared/model/moderation';
import { audienceOf, indexDoc, removeDoc } from '../search/index';
import { publishStatements } from './publish';
import type { ConversationRow, GroupRow, PostRow } from './rows';
import { needsReview, slugOf } from './rules';
import { publishedCount, SQL } from './store';

export type Gate = { kind: 'refuse'; word: string } | { kind: 'ok'; held: boolean; flagged: boolean };

/**
 * What happens to a text before it is stored: a watched word with 'refuse'
 * refuses it; 'review' holds it; 'flag' lets it through marked for the
 * moderators; the first three posts of an account wait for review (counted
 * by `published`: the forum's posts, or the blogs' texts too).
 */
export async function gate(
  db: D1Database,
  authorId: number,
  text: string,
  words: ReadonlyMap<string, WatchAction>,
  published: (db: D1Database, authorId: number) => Promise<number> = publishedCount,
): Promise<Gate> {
  const watched = watchedIn(text, words);
  if (watched?.action === 'refuse') return { kind: 'refuse', word: watched.word };
  const held = watched?.action === 'review' || needsReview(await published(db, authorId));
  return { kind: 'ok', held, flagged: watched?.action === 'flag' };
}

const json = (doc: RichText) => JSON.stringify(doc);

export interface NewConversation {
  authorId: number;
  title: string;
  topicId: number | null;
  group: GroupRow | null;
  /** The text as stored (shared/forms/rich-body.ts: the editor's or the textarea's, checked). */
  doc: RichText;
  held: boolean;
  flagged: boolean;
}

export async function createConversation(db: D1Database, input: NewConversation, now: Date): Promise<{ conversationId: number; postId: number; slug: string }> {
  const at = now.toISOString();
  const slug = slugOf(input.title);
  const body = json(input.doc);
  const [, inserted] = await db.batch<{ id: number; conversation_id: number }>([
    db
      .prepare(
        `INSERT INTO forum_conversations (slug, title, topic_id, group_id, author_id, created_at, last_activity_at, reply_count, state)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6, 0, ?7)`,
      )
      .bind(slug, input.title, input.topicId, input.group?.id ?? null, input.authorId, at, input.held ? 'held' : 'open'),
    db
      .prepare(
        `INSERT INTO forum_posts (conversation_id, position, opening, author_id, body, created_at, published_at, state, flagged)
         VALUES (last_insert_rowid(), ?1, 1, ?2, ?3, ?4, ?5, ?6, ?7) RETURNING id, conversation_id`,
      )
      .bind(input.held ? null : 0, input.authorId, body, at, input.held ? null : at, input.held ? 'held' : 'visible', input.flagged ? 1 : 0),
  ]);
  const row = inserted?.results[0];
  if (!row) throw new Error('conversation not stored');
  const conversation = { id: row.conversation_id, title: input.title, topicId: input.topicId, group: input.group };
  const after = input.held
    ? [openItem(db, 'post', row.id, 'review', now)]
    : [...publishStatements(db, { conversation, postId: row.id, authorId: input.authorId, position: 0, body }, now), ...(input.flagged ? [openItem(db, 'post', row.id, 'flag', now)] : [])];
  await db.batch(after);
  return { conversationId: row.conversation_id, postId: row.id, slug };
}

export interface NewReply {
  conversation: ConversationRow;
  group: GroupRow | null;
  authorId: number;
  doc: RichText;
  held: boolean;
  flagged: boolean;
}

/**
 * Stores a reply; a published one takes the next position in the statement
 * that stores it (the highest position so far plus one, through the
 * position index): D1 runs statements one at a time, so replies posted at
 * the same moment each get their own (a position read first and stored after
 * collided under load: the bench's reply route).
 */
export async function createReply(db: D1Database, input: NewReply, now: Date): Promise<{ postId: number; position: number | null }> {
  const at = now.toISOString();
  const body = json(input.doc);
  if (input.held) {
    const row = await db
      .prepare(
        `INSERT INTO forum_posts (conversation_id, position, opening, author_id, body, created_at, published_at, state, flagged)
         VALUES (?1, NULL, 0, ?2, ?3, ?4, NULL, 'held', ?5) RETURNING id`,
      )
      .bind(input.conversation.id, input.authorId, body, at, input.flagged ? 1 : 0)
      .first<{ id: number }>();
    if (!row) throw new Error('reply not stored');
    await openItem(db, 'post', row.id, 'review', now).run();
    return { postId: row.id, position: null };
  }
  const c = input.conversation;
  const conversation = { id: c.id, title: c.title, topicId: c.topic_id, group: input.group };
  const row = await db.prepare(SQL.insertReply).bind(c.id, input.authorId, body, at, input.flagged ? 1 : 0).first<{ id: number; position: number }>();
  if (!row) throw new Error('reply not stored');
  const { id: postId, position } = row;
  await db.batch([
    ...publishStatements(db, { conversation, postId, authorId: input.authorId, position, body }, now),
    ...(input.flagged ? [openItem(db, 'post', postId, 'flag', now)] : []),
  ]);
  return { postId, position };
}

/** The author's edit: the new text (shown as 'bewerkt'), indexed again when public. */
export async function editPost(db: D1Database, post: PostRow, conversation: ConversationRow, group: GroupRow | null, doc: RichText, flagged: boolean, now: Date): Promise<void> {
  const body = json(doc);
  const statements = [db.prepare('UPDATE forum_posts SET body = ?2, edited_at = ?3, flagged = MAX(flagged, ?4) WHERE id = ?1').bind(post.id, body, now.toISOString(), flagged ? 1 : 0)];
  if (post.state === 'visible' && conversation.state === 'open') {
    statements.push(
      ...indexDoc(db, { kind: 'post', refId: post.id, conversationId: conversation.id, audience: audienceOf(group), title: post.opening ? conversation.title : '', body: plainTextOf(body) }),
    );
  }
  if (flagged) statements.push(openItem(db, 'post', post.id, 'flag', now));
  await db.batch(statements);
}

/** The author's deletion: the post reads 'Dit bericht is verwijderd', replies stay; it leaves the index and the queue. */
export async function deletePost(db: D1Database, post: PostRow, now: Date): Promise<void> {
  await db.batch([
    db.prepare("UPDATE forum_posts SET state = 'deleted' WHERE id = ?1 AND state IN ('visible', 'held')").bind(post.id),
    ...removeDoc(db, 'post', post.id),
    closeItem(db, 'post', post.id, 'deleted', null, now),
  ]);
}

/** Joining or leaving a group (member_count kept in step). */
export async function setMembership(db: D1Database, groupId: number, accountId: number, member: boolean, now: Date): Promise<boolean> {
  if (member) {
    const [added] = await db.batch([
      db.prepare('INSERT INTO group_members (group_id, account_id, joined_at) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING').bind(groupId, accountId, now.toISOString()),
      db.prepare('UPDATE community_groups SET member_count = (SELECT COUNT(*) FROM group_members WHERE group_id = ?1) WHERE id = ?1').bind(groupId),
    ]);
    return (added?.meta.changes ?? 0) > 0;
  }
  const [removed] = await db.batch([
    db.prepare('DELETE FROM group_members WHERE group_id = ?1 AND account_id = ?2').bind(groupId, accountId),
    db.prepare('UPDATE community_groups SET member_count = (SELECT COUNT(*) FROM group_members WHERE group_id = ?1) WHERE id = ?1').bind(groupId),
  ]);
  return (removed?.meta.changes ?? 0) > 0;
}
