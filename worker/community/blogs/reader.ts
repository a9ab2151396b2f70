/**
 * The blogs' reads of a screen (shared/model/blog.ts: BlogReader) on SITE_DB,
 * for one request and its viewer: visitors see public entries only; members
 * see every published entry; an author also sees their own drafts and held
 * entries; moderators see hidden ones. A reaction is shown as the forum
 * shows a reply (worker/community/forum/reader.ts: postView).
 */
import type { Viewer } from '../../../shared/model/account';
import { ENTRIES_PER_PAGE, REACTIONS_PER_PAGE, type BlogReader, type BlogView, type EntryDetail, type ReactionView } from '../../../shared/model/blog';
import { href } from '../../../shared/routes';
import { nl } from '../../../shared/texts/nl';
import { postView } from '../forum/reader';
import { searchBlogs } from '../search/blogs';
import { photoUrlOf } from '../reader';
import { can } from '../roles';
import { detailOf, summaryOf, type EntryRow, type ReactionRow } from './rows';
import { BLOG_SQL, blogByUsername, blogEntriesStatements, entryRow, overviewStatements, pageOf, reactionRow } from './store';

/** A reaction as a forum post: position null (reactions are not numbered), its own actions. */
export function reactionView(row: ReactionRow, viewer: Viewer | null, now: Date): ReactionView {
  return postView({ ...row, conversation_id: row.entry_id, position: null, opening: 0, published_at: row.created_at }, viewer, now, false);
}

/** Whether the viewer may see an entry in this state at all. */
function visibleTo(row: EntryRow, viewer: Viewer | null): boolean {
  if (row.state === 'deleted') return false;
  if (row.state === 'published') return true;
  if (viewer?.id === row.author_id) return true;
  return (row.state === 'hidden' || row.state === 'held' || row.state === 'refused') && can(viewer, 'moderate');
}

export function blogReader(db: D1Database, viewer: Viewer | null, now: () => Date = () => new Date()): BlogReader {
  const members = viewer !== null;
  return {
    async entries(kind, page) {
      const { rows, total } = await pageOf<EntryRow>(overviewStatements(db, kind, members, ENTRIES_PER_PAGE, (page - 1) * ENTRIES_PER_PAGE), db);
      return { items: rows.map(summaryOf), total };
    },
    async blog(username) {
      const row = await blogByUsername(db, username);
      if (!row) return null;
      const count = await db
        .prepare(`SELECT COUNT(*) AS n FROM blog_entries WHERE author_id = ?1 AND state = 'published'${members ? '' : " AND visibility = 'public'"}`)
        .bind(row.account_id)
        .first<{ n: number }>();
      return {
        id: row.account_id,
        username: row.username,
        title: row.title ?? nl.blogs.blog.defaultTitle(row.username),
        intro: row.intro ?? '',
        path: href('blog', { username: row.username }),
        photoUrl: photoUrlOf({ username: row.username, photo_key: row.photo_key }),
        entryCount: count?.n ?? 0,
      } satisfies BlogView;
    },
    async blogEntries(blog, page) {
      const { rows, total } = await pageOf<EntryRow>(blogEntriesStatements(db, blog.id, members, ENTRIES_PER_PAGE, (page - 1) * ENTRIES_PER_PAGE), db);
      return { items: rows.map(summaryOf), total };
    },
    async entry(username, slug) {
      const blog = await blogByUsername(db, username);
      if (!blog) return { kind: 'missing' };
      const row = await db.prepare(BLOG_SQL.entryBySlug).bind(blog.account_id, slug).first<EntryRow>();
      if (!row || !visibleTo(row, viewer)) return { kind: 'missing' };
      if (row.visibility === 'members' && !members) return { kind: 'forbidden' };
      return { kind: 'ok', entry: detailOf(row, viewer) };
    },
    async ownEntry(id) {
      if (!viewer) return null;
      const row = await entryRow(db, id);
      return row && row.author_id === viewer.id && row.state !== 'deleted' ? detailOf(row, viewer) : null;
    },
    async ownUnpublished() {
      if (!viewer) return [];
      const { results } = await db.prepare(BLOG_SQL.ownUnpublished).bind(viewer.id).all<EntryRow>();
      return results.map(summaryOf);
    },
    async reactions(entry: EntryDetail, page) {
      const [list, count, held] = await db.batch<ReactionRow | { n: number }>([
        db.prepare(BLOG_SQL.reactionPage).bind(entry.id, REACTIONS_PER_PAGE, (page - 1) * REACTIONS_PER_PAGE),
        db.prepare(BLOG_SQL.reactionCount).bind(entry.id),
        db.prepare(BLOG_SQL.ownHeldReactions).bind(entry.id, viewer?.id ?? 0),
      ]);
      const at = now();
      return {
        page: { items: ((list?.results ?? []) as ReactionRow[]).map((r) => reactionView(r, viewer, at)), total: (count?.results[0] as { n: number } | undefined)?.n ?? 0 },
        ownHeld: ((held?.results ?? []) as ReactionRow[]).map((r) => reactionView(r, viewer, at)),
      };
    },
    async reaction(id) {
      const row = await reactionRow(db, id);
      if (!row) return null;
      const entry = await entryRow(db, row.entry_id);
      if (!entry || !visibleTo(entry, viewer) || (entry.visibility === 'members' && !members)) return null;
      return { reaction: reactionView(row, viewer, now()), entry: detailOf(entry, viewer) };
    },
    async follows(blogId) {
      if (!viewer) return false;
      return (await db.prepare(BLOG_SQL.follows).bind(viewer.id, blogId).first<{ level: string }>())?.level === 'follow';
    },
    search: (term, page, pageSize) => searchBlogs(db, members, term, page, pageSize),
    editorMode() {
      if (!viewer) return null;
      return can(viewer, 'edit-full') ? 'full' : 'blog';
    },
  };
}
