/**
 * Moderating the forum: approve, hide or restore a post, lock or unlock a
 * conversation, move it to another topic. Each act closes the post's open
 * queue item with its outcome and goes into the audit log in the same batch.
 * What changed is returned, so the caller purges the pages and mails the
 * author of a hidden post.
 */
import { plainTextOf } from '../../../shared/format/rich-text';
import { closeItem, logAct } from '../moderation/queue';
import { audienceOf, indexDoc, parkConversation, removeDoc } from '../search/index';
import { placeStatement, publishStatements } from './publish';
import type { ConversationRow, GroupRow, PostRow } from './rows';

export type PostAct = 'approve' | 'hide' | 'restore';

export interface Acted {
  /** Whether anything changed (a repeated click changes nothing). */
  changed: boolean;
}

interface Context {
  db: D1Database;
  post: PostRow;
  conversation: ConversationRow;
  group: GroupRow | null;
  moderatorId: number;
  now: Date;
}

const log = (c: Context, action: 'approve' | 'hide' | 'restore' | 'dismiss', reason = '') =>
  logAct(c.db, { moderatorId: c.moderatorId, action, kind: 'post', subjectId: c.post.id, reason, detail: c.conversation.title }, c.now);

/** Approve: a held post is published; a reported or flagged public post stays as it is and leaves the queue. */
export async function approvePost(c: Context): Promise<Acted> {
  const { db, post, conversation, now } = c;
  if (post.state === 'visible') {
    await db.batch([db.prepare('UPDATE forum_posts SET flagged = 0 WHERE id = ?1').bind(post.id), closeItem(db, 'post', post.id, 'dismissed', c.moderatorId, now), log(c, 'dismiss')]);
    return { changed: true };
  }
  if (post.state !== 'held') return { changed: false };
  const current = await db.prepare('SELECT reply_count FROM forum_conversations WHERE id = ?1').bind(conversation.id).first<{ reply_count: number }>();
  const position = post.opening ? 0 : (current?.reply_count ?? 0) + 1;
  const publication = { conversation: { id: conversation.id, title: conversation.title, topicId: conversation.topic_id, group: c.group }, postId: post.id, authorId: post.author_id, position, body: post.body };
  await db.batch([placeStatement(db, post.id, position, now), ...publishStatements(db, publication, now), closeItem(db, 'post', post.id, 'approved', c.moderatorId, now), log(c, 'approve')]);
  return { changed: true };
}

/** Hide: a public post shows 'Verborgen door een beheerder'; a held one is refused. A hidden opening post hides its conversation. */
export async function hidePost(c: Context, reason: string): Promise<Acted> {
  const { db, post, conversation, now } = c;
  if (post.state !== 'visible' && post.state !== 'held') return { changed: false };
  const statements = [
    db.prepare('UPDATE forum_posts SET state = ?2 WHERE id = ?1').bind(post.id, post.state === 'held' ? 'refused' : 'hidden'),
    ...removeDoc(db, 'post', post.id),
    closeItem(db, 'post', post.id, 'hidden', c.moderatorId, now),
    log(c, 'hide', reason),
  ];
  if (post.opening && post.state === 'visible') {
    statements.push(db.prepare("UPDATE forum_conversations SET state = 'hidden' WHERE id = ?1").bind(conversation.id), parkConversation(db, conversation.id, true));
  }
  await db.batch(statements);
  return { changed: true };
}

/** Restore: a hidden post is public again (and its conversation, when it was the opening post). */
export async function restorePost(c: Context): Promise<Acted> {
  const { db, post, conversation, now } = c;
  if (post.state !== 'hidden') return { changed: false };
  const statements = [
    db.prepare("UPDATE forum_posts SET state = 'visible' WHERE id = ?1").bind(post.id),
    closeItem(db, 'post', post.id, 'restored', c.moderatorId, now),
    log(c, 'restore'),
  ];
  if (post.opening) statements.push(db.prepare("UPDATE forum_conversations SET state = 'open' WHERE id = ?1").bind(conversation.id), parkConversation(db, conversation.id, false));
  statements.push(
    ...indexDoc(db, {
      kind: 'post',
      refId: post.id,
      conversationId: conversation.id,
      audience: audienceOf(c.group),
      title: post.opening ? conversation.title : '',
      body: plainTextOf(post.body),
    }),
  );
  await db.batch(statements);
  return { changed: true };
}

/** Lock (no more replies) or unlock a conversation. */
export async function setLocked(db: D1Database, conversation: ConversationRow, locked: boolean, moderatorId: number, reason: string, now: Date): Promise<Acted> {
  if ((conversation.locked === 1) === locked) return { changed: false };
  await db.batch([
    db.prepare('UPDATE forum_conversations SET locked = ?2 WHERE id = ?1').bind(conversation.id, locked ? 1 : 0),
    logAct(db, { moderatorId, action: locked ? 'lock' : 'unlock', kind: 'conversation', subjectId: conversation.id, reason, detail: conversation.title }, now),
  ]);
  return { changed: true };
}

/** Move a forum conversation to another topic. */
export async function moveConversation(
  db: D1Database,
  conversation: ConversationRow,
  to: { id: number; name: string },
  fromName: string,
  moderatorId: number,
  reason: string,
  now: Date,
): Promise<Acted> {
  if (conversation.group_id !== null || conversation.topic_id === to.id) return { changed: false };
  await db.batch([
    db.prepare('UPDATE forum_conversations SET topic_id = ?2 WHERE id = ?1').bind(conversation.id, to.id),
    logAct(db, { moderatorId, action: 'move', kind: 'conversation', subjectId: conversation.id, reason, detail: `${conversation.title}: ${fromName} → ${to.name}` }, now),
  ]);
  return { changed: true };
}
