/**
 * What happens when a post becomes public (written by a trusted member, or
 * approved by a moderator): it gets its position, the conversation its
 * activity, the author follows it and has read it, followers get it pending
 * (topic followers follow a new conversation), and it enters the search
 * index. All statements, for one D1 batch with the change itself.
 */
import { plainTextOf } from '../../../shared/format/rich-text';
import { autoFollow, fanOut, fanOutTopic } from '../notifications/follows';
import { audienceOf, indexDoc } from '../search/index';
import { SQL } from './store';

export interface Publication {
  conversation: { id: number; title: string; topicId: number | null; group: { id: number; membership: string } | null };
  postId: number;
  authorId: number;
  position: number;
  body: string;
}

export function publishStatements(db: D1Database, p: Publication, now: Date): D1PreparedStatement[] {
  const at = now.toISOString();
  const opening = p.position === 0;
  const statements: D1PreparedStatement[] = [
    opening
      ? db.prepare("UPDATE forum_conversations SET state = 'open', last_activity_at = ?2 WHERE id = ?1").bind(p.conversation.id, at)
      : db.prepare('UPDATE forum_conversations SET reply_count = MAX(reply_count, ?2), last_activity_at = ?3 WHERE id = ?1').bind(p.conversation.id, p.position, at),
    ...(opening ? [] : fanOut(db, 'conversation', p.conversation.id, p.authorId, p.position, at)),
    ...(opening && p.conversation.topicId !== null ? fanOutTopic(db, p.conversation.topicId, p.conversation.id, p.authorId, at) : []),
    autoFollow(db, p.authorId, 'conversation', p.conversation.id, at, now),
    db.prepare(SQL.markRead).bind(p.authorId, p.conversation.id, p.position),
    ...indexDoc(db, {
      kind: 'post',
      refId: p.postId,
      conversationId: p.conversation.id,
      audience: audienceOf(p.conversation.group),
      title: opening ? p.conversation.title : '',
      body: plainTextOf(p.body),
    }),
  ];
  return statements;
}

/** The statement that gives a held post its place (approval). */
export function placeStatement(db: D1Database, postId: number, position: number, now: Date): D1PreparedStatement {
  return db.prepare("UPDATE forum_posts SET position = ?2, state = 'visible', published_at = ?3 WHERE id = ?1 AND state = 'held'").bind(postId, position, now.toISOString());
}
