/**
 * Rows of the forum's tables as SITE_DB returns them, and how they become the
 * views screens get (shared/model/forum.ts). The SQL column lists live here
 * beside the row types, so every query selects what its mapper reads.
 */
import { positionHref, type AuthorView, type ConversationSummary, type GroupView, type TopicView } from '../../../shared/model/forum';
import { href } from '../../../shared/routes';
import { photoUrlOf } from '../reader';

export interface AuthorColumns {
  username: string | null;
  author_status: string;
  photo_key: string | null;
}

export interface ConversationRow extends AuthorColumns {
  id: number;
  slug: string;
  title: string;
  topic_id: number | null;
  group_id: number | null;
  author_id: number;
  created_at: string;
  last_activity_at: string;
  reply_count: number;
  state: 'open' | 'held' | 'hidden';
  locked: number;
}

export interface PostRow extends AuthorColumns {
  id: number;
  conversation_id: number;
  position: number | null;
  opening: number;
  author_id: number;
  body: string;
  created_at: string;
  published_at: string | null;
  edited_at: string | null;
  state: 'held' | 'visible' | 'hidden' | 'deleted' | 'refused';
  flagged: number;
}

export interface TopicRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  weight: number;
}

export interface GroupRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  membership: 'open' | 'closed';
  member_count: number;
}

/** The author's columns of a join with accounts aliased `a`. */
export const AUTHOR_COLUMNS = 'a.username, a.status AS author_status, a.photo_key';
export const CONVERSATION_COLUMNS = `c.id, c.slug, c.title, c.topic_id, c.group_id, c.author_id, c.created_at, c.last_activity_at, c.reply_count, c.state, c.locked, ${AUTHOR_COLUMNS}`;
export const POST_COLUMNS = `p.id, p.conversation_id, p.position, p.opening, p.author_id, p.body, p.created_at, p.published_at, p.edited_at, p.state, p.flagged, ${AUTHOR_COLUMNS}`;

/** A deleted account signs as 'Verwijderde gebruiker' (username null), without a photo. */
export function authorOf(row: AuthorColumns): AuthorView {
  if (row.author_status === 'deleted' || !row.username) return { username: null, photoUrl: null };
  return { username: row.username, photoUrl: photoUrlOf({ username: row.username, photo_key: row.photo_key }) };
}

export const topicView = (row: TopicRow): TopicView => ({ id: row.id, slug: row.slug, name: row.name, description: row.description });

export const groupView = (row: GroupRow, isMember: boolean): GroupView => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  membership: row.membership,
  memberCount: row.member_count,
  isMember,
});

/** A conversation's address: in the forum, or inside its group. */
export function conversationPath(row: { id: number; slug: string; group_id: number | null }, groupSlug: string | null): string {
  const conversation = `${row.id}-${row.slug}`;
  return row.group_id !== null && groupSlug ? href('group-conversation', { group: groupSlug, conversation }) : href('forum-conversation', { conversation });
}

export interface Lookups {
  topics: Map<number, TopicRow>;
  groups: Map<number, GroupRow>;
}

export function summaryOf(row: ConversationRow, lookups: Lookups, unread: { level: string | null; read: number | null } | null): ConversationSummary {
  const topic = row.topic_id !== null ? lookups.topics.get(row.topic_id) : undefined;
  const group = row.group_id !== null ? lookups.groups.get(row.group_id) : undefined;
  const path = conversationPath(row, group?.slug ?? null);
  const counts = unread && (unread.level === 'follow' || unread.level === 'track');
  const count = counts ? Math.max(0, row.reply_count - (unread.read ?? 0)) : null;
  const first = count && unread ? (unread.read ?? 0) + 1 : null;
  return {
    id: row.id,
    title: row.title,
    path,
    topic: topic ? { slug: topic.slug, name: topic.name } : null,
    group: group ? { slug: group.slug, name: group.name } : null,
    author: authorOf(row),
    createdAt: row.created_at,
    lastActivityAt: row.last_activity_at,
    replyCount: row.reply_count,
    locked: row.locked === 1,
    unread: count,
    unreadHref: first !== null ? positionHref(path, first) : null,
  };
}
