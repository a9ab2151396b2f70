/**
 * Forum posts as moderation subjects (shared/model/moderation.ts): what a
 * moderator sees of each in the queue, whatever its state.
 */
import { parseRichText } from '../../../shared/format/rich-text';
import { positionHref } from '../../../shared/model/forum';
import type { SubjectView } from '../../../shared/model/moderation';
import { nl } from '../../../shared/texts/nl';
import { conversationPath, POST_COLUMNS, type Lookups, type PostRow } from './rows';

type Row = PostRow & { title: string; slug: string; topic_id: number | null; group_id: number | null; locked: number };

export async function describePosts(db: D1Database, ids: number[], lookups: Lookups): Promise<Map<number, SubjectView>> {
  if (ids.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `SELECT ${POST_COLUMNS}, c.title, c.slug, c.topic_id, c.group_id, c.locked FROM forum_posts p
       JOIN accounts a ON a.id = p.author_id JOIN forum_conversations c ON c.id = p.conversation_id
       WHERE p.id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(ids))
    .all<Row>();
  const views = new Map<number, SubjectView>();
  for (const row of results) {
    const group = row.group_id !== null ? lookups.groups.get(row.group_id) : undefined;
    const path = conversationPath(row, group?.slug ?? null);
    const topic = row.topic_id !== null ? lookups.topics.get(row.topic_id) : undefined;
    const where = group ? group.name : (topic?.name ?? '');
    views.set(row.id, {
      kind: 'post',
      id: row.id,
      state: row.state,
      context: `${row.opening ? nl.forum.conversation.opening : nl.forum.conversation.reply(row.position ?? 0)} · ${row.title}${where ? ` (${where})` : ''}`,
      path: row.position !== null ? positionHref(path, row.position) : path,
      author: row.author_status === 'deleted' ? null : row.username,
      authorId: row.author_id,
      createdAt: row.created_at,
      body: parseRichText(row.body),
      conversation: { id: row.conversation_id, locked: row.locked === 1, topicSlug: topic?.slug ?? null, inGroup: row.group_id !== null },
    });
  }
  return views;
}
