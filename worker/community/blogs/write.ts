/**
 * Writing in the blogs: an entry saved as a draft (only its author sees it),
 * published (or held for a moderator, as the forum holds a new member's
 * first posts), edited, deleted; reactions under an entry; a blog's title and
 * introduction; following a blogger. The caller has checked the form, the
 * rate limits and the gate; these only store, each change in one D1 batch
 * with its search index, queue item and notifications.
 */
import { plainTextOf, type RichText } from '../../../shared/format/rich-text';
import type { EntryKind, Visibility } from '../../../shared/model/blog';
import type { WatchAction } from '../../../shared/model/moderation';
import { gate as forumGate, type Gate } from '../forum/write';
import { closeItem, openItem } from '../moderation/queue';
import { setLevel } from '../notifications/follows';
import { indexDoc, removeDoc } from '../search/index';
import type { EntryRow, ReactionRow } from './rows';
import { entrySlug } from './rules';
import { BLOG_SQL, publishedTexts } from './store';

/** The forum's gate for blog texts (a refused watched word, a word that holds or flags), with the new member's first texts counted over the forum and the blogs. */
export const gate = (db: D1Database, authorId: number, text: string, words: ReadonlyMap<string, WatchAction>): Promise<Gate> => forumGate(db, authorId, text, words, publishedTexts);

/** Whose search audience an entry has: everyone's, or members' only. */
export const entryAudience = (visibility: Visibility): string => (visibility === 'public' ? 'public' : 'members');

export interface EntryInput {
  title: string;
  kind: EntryKind;
  visibility: Visibility;
  doc: RichText;
  headerImage: string | null;
  headerAlt: string;
}

/** What happens when an entry becomes public: in the search index, and its blogger's followers get it pending. */
export function publishStatements(db: D1Database, entry: { id: number; authorId: number; title: string; visibility: Visibility; body: string }, at: string): D1PreparedStatement[] {
  return [
    ...indexDoc(db, { kind: 'entry', refId: entry.id, conversationId: null, audience: entryAudience(entry.visibility), title: entry.title, body: plainTextOf(entry.body) }),
    db
      .prepare(
        `INSERT INTO community_pending (account_id, kind, target_id, first_position, count, first_at)
         SELECT account_id, 'blog', ?1, ?2, 1, ?3 FROM community_follows WHERE kind = 'blog' AND target_id = ?1 AND level = 'follow' AND account_id != ?1
         ON CONFLICT (account_id, kind, target_id) DO UPDATE SET count = count + 1`,
      )
      .bind(entry.authorId, entry.id, at),
    db.prepare("UPDATE community_follows SET activity_at = ?2 WHERE kind = 'blog' AND target_id = ?1").bind(entry.authorId, at),
  ];
}

/** A blog in the search index (kind 'blog': its title and introduction). */
export function indexBlog(db: D1Database, blog: { accountId: number; title: string; intro: string }): D1PreparedStatement[] {
  return indexDoc(db, { kind: 'blog', refId: blog.accountId, conversationId: null, audience: 'public', title: blog.title, body: blog.intro });
}

/** A blog's row, made with a default title the first time its member writes. */
export function ensureBlog(db: D1Database, accountId: number, defaultTitle: string, now: Date): D1PreparedStatement {
  const at = now.toISOString();
  return db.prepare('INSERT INTO blogs (account_id, title, intro, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?4) ON CONFLICT DO NOTHING').bind(accountId, defaultTitle, '', at);
}

export async function saveBlog(db: D1Database, accountId: number, title: string, intro: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.batch([
    db
      .prepare('INSERT INTO blogs (account_id, title, intro, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?4) ON CONFLICT (account_id) DO UPDATE SET title = excluded.title, intro = excluded.intro, updated_at = excluded.updated_at')
      .bind(accountId, title, intro, at),
    ...indexBlog(db, { accountId, title, intro }),
  ]);
}

/**
 * A new entry: a draft, or published (held when the gate says so). Returns
 * its id, slug and state.
 */
export async function createEntry(
  db: D1Database,
  authorId: number,
  input: EntryInput,
  how: { publish: boolean; held: boolean; flagged: boolean; blogTitle: string },
  now: Date,
): Promise<{ id: number; slug: string; state: EntryRow['state'] }> {
  const at = now.toISOString();
  const taken = new Set((await db.prepare('SELECT slug FROM blog_entries WHERE author_id = ?1').bind(authorId).all<{ slug: string }>()).results.map((r) => r.slug));
  const slug = entrySlug(input.title, (s) => taken.has(s));
  const state: EntryRow['state'] = !how.publish ? 'draft' : how.held ? 'held' : 'published';
  const body = JSON.stringify(input.doc);
  const [, inserted] = await db.batch<{ id: number }>([
    ensureBlog(db, authorId, how.blogTitle, now),
    db
      .prepare(
        `INSERT INTO blog_entries (author_id, slug, title, kind, visibility, body, header_image, header_alt, state, created_at, updated_at, published_at, flagged)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10, ?11, ?12) RETURNING id`,
      )
      .bind(authorId, slug, input.title, input.kind, input.visibility, body, input.headerImage, input.headerAlt, state, at, state === 'published' ? at : null, how.flagged ? 1 : 0),
  ]);
  const id = inserted?.results[0]?.id;
  if (!id) throw new Error('entry not stored');
  const after: D1PreparedStatement[] = [];
  if (state === 'held') after.push(openItem(db, 'entry', id, 'review', now));
  if (state === 'published') {
    after.push(...publishStatements(db, { id, authorId, title: input.title, visibility: input.visibility, body }, at));
    if (how.flagged) after.push(openItem(db, 'entry', id, 'flag', now));
  }
  if (after.length > 0) await db.batch(after);
  return { id, slug, state };
}

/**
 * The author's change of an entry: its fields, and a draft published (or
 * held). A published entry stays published; its index follows the change.
 */
export async function updateEntry(db: D1Database, row: EntryRow, input: EntryInput, how: { publish: boolean; held: boolean; flagged: boolean }, now: Date): Promise<EntryRow['state']> {
  const at = now.toISOString();
  const body = JSON.stringify(input.doc);
  const wasDraft = row.state === 'draft';
  const state: EntryRow['state'] = wasDraft ? (!how.publish ? 'draft' : how.held ? 'held' : 'published') : row.state;
  const statements = [
    db
      .prepare(
        `UPDATE blog_entries SET title = ?2, kind = ?3, visibility = ?4, body = ?5, header_image = ?6, header_alt = ?7, state = ?8, updated_at = ?9,
         published_at = COALESCE(published_at, ?10), flagged = MAX(flagged, ?11) WHERE id = ?1`,
      )
      .bind(row.id, input.title, input.kind, input.visibility, body, input.headerImage, input.headerAlt, state, at, state === 'published' ? at : null, how.flagged ? 1 : 0),
  ];
  const entry = { id: row.id, authorId: row.author_id, title: input.title, visibility: input.visibility, body };
  if (wasDraft && state === 'published') statements.push(...publishStatements(db, entry, at));
  else if (state === 'published') statements.push(...indexDoc(db, { kind: 'entry', refId: row.id, conversationId: null, audience: entryAudience(input.visibility), title: input.title, body: plainTextOf(body) }));
  if (wasDraft && state === 'held') statements.push(openItem(db, 'entry', row.id, 'review', now));
  if (how.flagged && state !== 'draft') statements.push(openItem(db, 'entry', row.id, how.held ? 'review' : 'flag', now));
  await db.batch(statements);
  return state;
}

/** The author's deletion (after a confirmation): gone from every list, the index and the queue. */
export async function deleteEntry(db: D1Database, row: EntryRow, now: Date): Promise<void> {
  await db.batch([
    db.prepare("UPDATE blog_entries SET state = 'deleted', updated_at = ?2 WHERE id = ?1").bind(row.id, now.toISOString()),
    ...removeDoc(db, 'entry', row.id),
    closeItem(db, 'entry', row.id, 'deleted', null, now),
  ]);
}

/** An entry's count of visible reactions, kept in step with every change of its reactions. */
export const countReactions = (db: D1Database, entryId: number): D1PreparedStatement =>
  db.prepare("UPDATE blog_entries SET reaction_count = (SELECT COUNT(*) FROM blog_reactions WHERE entry_id = ?1 AND state = 'visible') WHERE id = ?1").bind(entryId);

export async function createReaction(db: D1Database, input: { entryId: number; authorId: number; doc: RichText; held: boolean; flagged: boolean }, now: Date): Promise<{ id: number; held: boolean }> {
  const at = now.toISOString();
  const [inserted] = await db.batch<{ id: number }>([
    db
      .prepare('INSERT INTO blog_reactions (entry_id, author_id, body, state, created_at, flagged) VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING id')
      .bind(input.entryId, input.authorId, JSON.stringify(input.doc), input.held ? 'held' : 'visible', at, input.flagged ? 1 : 0),
  ]);
  const id = inserted?.results[0]?.id;
  if (!id) throw new Error('reaction not stored');
  const after = [countReactions(db, input.entryId)];
  if (input.held) after.push(openItem(db, 'reaction', id, 'review', now));
  else if (input.flagged) after.push(openItem(db, 'reaction', id, 'flag', now));
  await db.batch(after);
  return { id, held: input.held };
}

export async function editReaction(db: D1Database, row: ReactionRow, doc: RichText, flagged: boolean, now: Date): Promise<void> {
  const statements = [db.prepare('UPDATE blog_reactions SET body = ?2, edited_at = ?3, flagged = MAX(flagged, ?4) WHERE id = ?1').bind(row.id, JSON.stringify(doc), now.toISOString(), flagged ? 1 : 0)];
  if (flagged) statements.push(openItem(db, 'reaction', row.id, 'flag', now));
  await db.batch(statements);
}

export async function deleteReaction(db: D1Database, row: ReactionRow, now: Date): Promise<void> {
  await db.batch([
    db.prepare("UPDATE blog_reactions SET state = 'deleted' WHERE id = ?1 AND state IN ('visible', 'held')").bind(row.id),
    countReactions(db, row.entry_id),
    closeItem(db, 'reaction', row.id, 'deleted', null, now),
  ]);
}

/** Following (or no longer following) a blogger: the community's follow levels, 'follow' or 'mute'. */
export async function setFollowing(db: D1Database, accountId: number, bloggerId: number, follow: boolean, now: Date): Promise<void> {
  const current = await db.prepare(BLOG_SQL.follows).bind(accountId, bloggerId).first<{ level: string }>();
  if ((current?.level === 'follow') === follow) return;
  await db.batch(setLevel(db, accountId, 'blog', bloggerId, follow ? 'follow' : 'mute', now.toISOString(), now));
}
