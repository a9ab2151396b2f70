/**
 * The forum reads of a screen (shared/model/forum.ts: ForumReader) on
 * SITE_DB, for one request and its viewer: what a visitor, a member, a group
 * member or a moderator may see. Reading a page of a conversation marks it
 * read for a member.
 */
import { parseRichText } from '../../../shared/format/rich-text';
import type { Viewer } from '../../../shared/model/account';
import {
  CONVERSATIONS_PER_PAGE,
  type ConversationAccess,
  type ConversationDetail,
  type ForumReader,
  type GroupView,
  type PostView,
} from '../../../shared/model/forum';
import { can } from '../roles';
import { levelOf } from '../notifications/follows';
import { touchSeen } from '../notifications/activity';
import { authorOf, conversationPath, groupView, summaryOf, topicView, type ConversationRow, type GroupRow, type Lookups, type PostRow, type TopicRow } from './rows';
import { mayDelete, mayEdit, needsReview, positionsOfPage } from './rules';
import { conversationRow, groupsOf, listConversations, membershipsOf, ownHeldPosts, postPage, postRow, publishedCount, SQL, topicsOf } from './store';

/** A post as this viewer sees it: hidden text only for moderators and its author, deleted text for no one. */
export function postView(row: PostRow, viewer: Viewer | null, now: Date, locked: boolean): PostView {
  const own = viewer?.id === row.author_id;
  const moderator = can(viewer, 'moderate');
  const readable = row.state === 'visible' || row.state === 'held' || ((row.state === 'hidden' || row.state === 'refused') && (own || moderator));
  const facts = { createdAt: row.created_at, state: row.state, own };
  return {
    id: row.id,
    position: row.position,
    author: authorOf(row),
    createdAt: row.created_at,
    editedAt: row.edited_at,
    state: row.state,
    body: readable ? parseRichText(row.body) : null,
    own,
    canEdit: mayEdit(facts, now) && !locked,
    canDelete: mayDelete(facts),
    canReport: viewer !== null && !own && row.state === 'visible',
    flagged: moderator && row.flagged === 1,
  };
}

export function forumReader(db: D1Database, viewer: Viewer | null, now: () => Date = () => new Date()): ForumReader & { lookups(): Promise<Lookups>; memberships(): Promise<Set<number>> } {
  let lookups: Promise<Lookups> | undefined;
  let memberships: Promise<Set<number>> | undefined;
  const getLookups = () =>
    (lookups ??= Promise.all([topicsOf(db), groupsOf(db)]).then(([topics, groups]) => ({
      topics: new Map<number, TopicRow>(topics.map((t) => [t.id, t])),
      groups: new Map<number, GroupRow>(groups.map((g) => [g.id, g])),
    })));
  const getMemberships = () => (memberships ??= viewer ? membershipsOf(db, viewer.id) : Promise.resolve(new Set<number>()));
  const groupOf = async (row: GroupRow): Promise<GroupView> => groupView(row, (await getMemberships()).has(row.id));

  /** Unread counts of the conversations of a list, for a member. */
  async function unreadOf(rows: ConversationRow[]): Promise<Map<number, { level: string | null; read: number | null }>> {
    if (!viewer || rows.length === 0) return new Map();
    const { results } = await db
      .prepare(SQL.readMarks)
      .bind(viewer.id, JSON.stringify(rows.map((r) => r.id)))
      .all<{ id: number; level: string; position: number | null }>();
    return new Map(results.map((r) => [r.id, { level: r.level, read: r.position }]));
  }

  async function detailOf(row: ConversationRow): Promise<ConversationDetail> {
    const { topics, groups } = await getLookups();
    const topic = row.topic_id !== null ? topics.get(row.topic_id) : undefined;
    const group = row.group_id !== null ? groups.get(row.group_id) : undefined;
    return {
      id: row.id,
      title: row.title,
      path: conversationPath(row, group?.slug ?? null),
      topic: topic ? topicView(topic) : null,
      group: group ? await groupOf(group) : null,
      author: authorOf(row),
      authorId: row.author_id,
      createdAt: row.created_at,
      lastActivityAt: row.last_activity_at,
      replyCount: row.reply_count,
      locked: row.locked === 1,
      state: row.state,
    };
  }

  async function access(row: ConversationRow | null): Promise<ConversationAccess> {
    if (!row) return { kind: 'missing' };
    const moderator = can(viewer, 'moderate');
    const own = viewer?.id === row.author_id;
    // A held or hidden conversation is its author's and the moderators' only.
    if (row.state !== 'open' && !own && !moderator) return { kind: 'missing' };
    const detail = await detailOf(row);
    if (detail.group && detail.group.membership === 'closed' && !detail.group.isMember && !moderator) return { kind: 'forbidden', group: detail.group };
    return { kind: 'ok', conversation: detail };
  }

  return {
    lookups: getLookups,
    memberships: getMemberships,
    async topics() {
      return [...(await getLookups()).topics.values()].map(topicView);
    },
    async topicBySlug(slug) {
      const found = [...(await getLookups()).topics.values()].find((t) => t.slug === slug);
      return found ? topicView(found) : null;
    },
    async conversations(scope, page) {
      const { rows, total } = await listConversations(db, scope, CONVERSATIONS_PER_PAGE, (page - 1) * CONVERSATIONS_PER_PAGE);
      const [found, unread] = await Promise.all([getLookups(), unreadOf(rows)]);
      return { items: rows.map((r) => summaryOf(r, found, viewer ? (unread.get(r.id) ?? { level: null, read: null }) : null)), total };
    },
    async followed(page) {
      if (!viewer) return { items: [], total: 0 };
      type Row = ConversationRow & { level: string; read_position: number | null };
      const [list, count] = await db.batch<Row | { n: number }>([
        db.prepare(SQL.followed).bind(viewer.id, CONVERSATIONS_PER_PAGE, (page - 1) * CONVERSATIONS_PER_PAGE),
        db.prepare(SQL.followedCount).bind(viewer.id),
      ]);
      const found = await getLookups();
      const rows = (list?.results ?? []) as Row[];
      return { items: rows.map((r) => summaryOf(r, found, { level: r.level, read: r.read_position })), total: (count?.results[0] as { n: number } | undefined)?.n ?? 0 };
    },
    async conversation(id) {
      return access(await conversationRow(db, id));
    },
    async posts(conversation, page) {
      const at = now();
      const { from, to } = positionsOfPage(page);
      const [rows, held, mark] = await Promise.all([
        postPage(db, conversation.id, from, to),
        viewer ? ownHeldPosts(db, conversation.id, viewer.id) : Promise.resolve([]),
        viewer ? db.prepare(SQL.readMark).bind(viewer.id, conversation.id).first<{ position: number }>() : Promise.resolve(null),
      ]);
      const posts = rows.map((r) => postView(r, viewer, at, conversation.locked));
      const seen = mark?.position ?? null;
      const firstUnread = seen !== null ? (rows.find((r) => r.position !== null && r.position > seen)?.position ?? null) : null;
      const last = rows.at(-1)?.position;
      if (viewer && last !== undefined && last !== null && (seen === null || last > seen)) {
        await db.batch([db.prepare(SQL.markRead).bind(viewer.id, conversation.id, last), touchSeen(db, viewer.id, at)]);
      } else if (viewer) {
        await touchSeen(db, viewer.id, at).run();
      }
      return { posts, ownHeld: held.map((r) => postView(r, viewer, at, conversation.locked)), firstUnread };
    },
    async followLevel(kind, id) {
      return viewer ? levelOf(db, viewer.id, kind, id) : null;
    },
    async groups() {
      const { groups } = await getLookups();
      return Promise.all([...groups.values()].map(groupOf));
    },
    async groupBySlug(slug) {
      const found = [...(await getLookups()).groups.values()].find((g) => g.slug === slug);
      return found ? groupOf(found) : null;
    },
    async post(id) {
      const row = await postRow(db, id);
      if (!row) return null;
      const found = await access(await conversationRow(db, row.conversation_id));
      if (found.kind !== 'ok') return null;
      const view = postView(row, viewer, now(), found.conversation.locked);
      if (view.state === 'held' && !view.own && !can(viewer, 'moderate')) return null;
      return { post: view, conversation: found.conversation };
    },
    async writer() {
      if (!viewer) return null;
      return { reviewed: needsReview(await publishedCount(db, viewer.id)) };
    },
  };
}
