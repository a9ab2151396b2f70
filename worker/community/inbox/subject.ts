/**
 * Reported private messages as moderation subjects: the moderator reads the
 * reported message and nothing else of the conversation (no link into it, no
 * other message, not even who it was sent to), and may hide it or leave it.
 */
import { parseRichText } from '../../../shared/format/rich-text';
import type { SubjectView } from '../../../shared/model/moderation';
import { href } from '../../../shared/routes';
import { nl } from '../../../shared/texts/nl';

type Row = { id: number; sender_id: number; body: string; created_at: string; hidden_at: string | null; username: string | null; status: string | null };

export async function describeMessages(db: D1Database, ids: number[]): Promise<Map<number, SubjectView>> {
  const views = new Map<number, SubjectView>();
  if (ids.length === 0) return views;
  const { results } = await db
    .prepare(
      `SELECT m.id, m.sender_id, m.body, m.created_at, m.hidden_at, a.username, a.status FROM member_messages m
       LEFT JOIN accounts a ON a.id = m.sender_id WHERE m.id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(ids))
    .all<Row>();
  const t = nl.inbox.moderation;
  for (const r of results) {
    views.set(r.id, {
      kind: 'message',
      id: r.id,
      state: r.hidden_at ? 'hidden' : 'visible',
      context: t.context,
      path: '',
      author: r.status === 'deleted' ? null : r.username,
      authorId: r.sender_id,
      createdAt: r.created_at,
      body: parseRichText(r.body),
      conversation: null,
      tools: r.hidden_at ? undefined : { action: href('moderate-message', { message: String(r.id) }), acts: ['dismiss', 'hide'], labels: { dismiss: t.dismiss } },
    });
  }
  return views;
}
