/**
 * The forum reads of a screen (shared/model/forum.ts: ForumReader) on
 * SITE_DB, for one request and its viewer: what a visitor, a member, a group
 * member or a moderator may see. Reading a page of a conversation marks it
 * read for a member.
 *
 * Every read is one D1 batch (one round trip): the request's lookups (topics,
 * groups, the member's groups) go along with its first read, and a
 * conversation's page reads the conversation, its posts and the member's
 * facts together. A member's page writes only when there is something new to
 * write (a read mark that moves, a 'last seen' older than a minute).
 */
import type { Viewer } from '../../../shared/model/account';
import {
  CONVERSATIONS_PER_PAGE,
  pageCountOfReplies,
  type ConversationAccess,
  type ConversationDetail,
  type FollowLevel,
  type ForumReader,
  type GroupView,
  type PostView,
} from '../../../shared/model/forum';
import { can } from '../roles';
import { levelOf } from '../notifications/follows';
import { seenLately, touchSeen } from '../notifications/activity';
import { parsedBody } from './bodies';
import { authorOf, conversationPath, groupView, summaryOf, topicView, type ConversationRow, type GroupRow, type Lookups, type PostRow, type TopicRow } from './rows';
import { mayDelete, mayEdit, needsReview, positionsOfPage } from './rules';
import { listStatements, publishedCount, SQL, type ListRow } from './store';

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
    body: readable ? parsedBody(row.body) : null,
    own,
    canEdit: mayEdit(facts, now) && !locked,
    canDelete: mayDelete(facts),
    canReport: viewer !== null && !own && row.state === 'visible',
    flagged: moderator && row.flagged === 1,
  };
}

export function forumReader(db: D1Database, viewer: Viewer | null, now: () => Date = () => new Date()): ForumReader & { lookups(): Promise<Lookups>; memberships(): Promise<Set<number>> } {
  let lookups: Promise<Lookups> | undefined;
  let memberships: Promise<Set<number>> = Promise.resolve(new Set<number>());

  /** One round trip: the statements, behind the lookups when this request has not read them yet. */
  async function read(statements: D1PreparedStatement[]): Promise<D1Result[]> {
    if (lookups) return statements.length > 0 ? db.batch(statements) : [];
    const first = [db.prepare(SQL.topics), db.prepare(SQL.groups), ...(viewer ? [db.prepare(SQL.memberships).bind(viewer.id)] : [])];
    const all = db.batch([...first, ...statements]);
    lookups = all.then(([topics, groups]) => ({
      topics: new Map((topics!.results as unknown as TopicRow[]).map((t) => [t.id, t])),
      groups: new Map((groups!.results as unknown as GroupRow[]).map((g) => [g.id, g])),
    }));
    if (viewer) memberships = all.then((results) => new Set((results[2]!.results as { group_id: number }[]).map((r) => r.group_id)));
    return (await all).slice(first.length);
  }
  const getLookups = async () => lookups ?? (await read([]), lookups!);
  const getMemberships = async () => (await getLookups(), memberships);
  const groupOf = async (row: GroupRow): Promise<GroupView> => groupView(row, (await getMemberships()).has(row.id));

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

  /** The rows of a list with the viewer's marks, as summaries. */
  async function summaries(rows: ListRow[], total: number) {
    const found = await getLookups();
    return { items: rows.map((r) => summaryOf(r, found, viewer ? { level: r.level, read: r.read_position } : null)), total };
  }

  const rowsOf = <T>(result: D1Result | undefined): T[] => (result?.results ?? []) as T[];
  const countOf = (result: D1Result | undefined): number => (result?.results[0] as { n: number } | undefined)?.n ?? 0;

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
      const [list, count] = await read(listStatements(db, scope, CONVERSATIONS_PER_PAGE, (page - 1) * CONVERSATIONS_PER_PAGE, viewer?.id ?? null));
      return summaries(rowsOf<ListRow>(list), countOf(count));
    },
    async followed(page) {
      if (!viewer) return { items: [], total: 0 };
      const [list, count] = await read([
        db.prepare(SQL.followed).bind(viewer.id, CONVERSATIONS_PER_PAGE, (page - 1) * CONVERSATIONS_PER_PAGE),
        db.prepare(SQL.followedCount).bind(viewer.id),
      ]);
      return summaries(rowsOf<ListRow>(list), countOf(count));
    },
    async conversation(id) {
      const [row] = await read([db.prepare(SQL.conversation).bind(id)]);
      return access(rowsOf<ConversationRow>(row)[0] ?? null);
    },
    async conversationPage(id, page) {
      const at = now();
      const { from, to } = positionsOfPage(page);
      type Facts = { read_position: number | null; level: FollowLevel | null; published: number; last_seen_at: string | null };
      // The posts are read with the conversation, before its access is known: they are shown only when it allows.
      const [row, list, opening, held, facts] = await read([
        db.prepare(SQL.conversation).bind(id),
        db.prepare(SQL.postPage).bind(id, from, to),
        db.prepare(SQL.opening).bind(id),
        ...(viewer ? [db.prepare(SQL.ownHeld).bind(id, viewer.id), db.prepare(SQL.memberFacts).bind(viewer.id, id)] : []),
      ]);
      const found = await access(rowsOf<ConversationRow>(row)[0] ?? null);
      if (found.kind !== 'ok') return found;
      const conversation = found.conversation;
      if (page > pageCountOfReplies(conversation.replyCount)) return { ...found, view: null, level: null, writer: null, markSeen: async () => {} };
      // The page's posts, and the opening post (read on every page: a later page's description is made of it).
      const rows = rowsOf<PostRow>(list);
      const openingRow = rowsOf<PostRow>(opening)[0];
      const posts = rows.map((r) => postView(r, viewer, at, conversation.locked));
      const ownHeld = rowsOf<PostRow>(held).map((r) => postView(r, viewer, at, conversation.locked));
      const member = rowsOf<Facts>(facts)[0];
      const seen = member?.read_position ?? null;
      const firstUnread = seen !== null ? (rows.find((r) => r.position !== null && r.position > seen)?.position ?? null) : null;
      const last = rows.at(-1)?.position ?? null;
      const writes = viewer
        ? [
            ...(last !== null && (seen === null || last > seen) ? [db.prepare(SQL.markRead).bind(viewer.id, id, last)] : []),
            ...(seenLately(member?.last_seen_at ?? null, at) ? [] : [touchSeen(db, viewer.id, at)]),
          ]
        : [];
      return {
        ...found,
        view: { posts, ownHeld, firstUnread, opening: openingRow ? (posts.find((p) => p.position === 0) ?? postView(openingRow, viewer, at, conversation.locked)) : null },
        level: member?.level ?? null,
        writer: viewer ? { reviewed: needsReview(member?.published ?? 0) } : null,
        markSeen: async () => {
          if (writes.length > 0) await db.batch(writes);
        },
      };
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
      const [post, row] = await read([db.prepare(SQL.post).bind(id), db.prepare(SQL.conversationOfPost).bind(id)]);
      const postRow = rowsOf<PostRow>(post)[0];
      if (!postRow) return null;
      const found = await access(rowsOf<ConversationRow>(row)[0] ?? null);
      if (found.kind !== 'ok') return null;
      const view = postView(postRow, viewer, now(), found.conversation.locked);
      if (view.state === 'held' && !view.own && !can(viewer, 'moderate')) return null;
      return { post: view, conversation: found.conversation };
    },
    async writer() {
      if (!viewer) return null;
      return { reviewed: needsReview(await publishedCount(db, viewer.id)) };
    },
  };
}
