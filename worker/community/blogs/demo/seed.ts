/**
 * Writes the blogs' demo content (./generate.ts) into SITE_DB and the demo
 * pictures (./pictures.ts) into R2, after the forum's demo (whose members
 * are the bloggers). Idempotent: the same version (with the forum's, since
 * reseeding the forum empties the shared search index) is not written twice;
 * another replaces the demo's rows, and members' own blogs stay.
 * Used by `npm start` (scripts/seed-local.ts) and the tests.
 */
import { analyse } from '../../../../shared/contract/search-text';
import { fromPlainText, plainTextOf } from '../../../../shared/format/rich-text';
import { DEMO_ID_BASE } from '../../forum/demo/seed';
import { entrySlug } from '../rules';
import { DEMO_PICTURES, generateBlogsDemo } from './generate';
import { storeDemoPictures } from './pictures';

/** Demo entries and reactions get ids from here on (members' own stay below). */
export const DEMO_ENTRY_BASE = 1_000_000;
const PER_BATCH = 50;
type Value = string | number | null;

function insertRows(db: D1Database, table: string, columns: string[], rows: Value[][]): D1PreparedStatement[] {
  const per = Math.max(1, Math.floor(100 / columns.length));
  const out: D1PreparedStatement[] = [];
  for (let i = 0; i < rows.length; i += per) {
    const chunk = rows.slice(i, i + per);
    out.push(db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ')}`).bind(...chunk.flat()));
  }
  return out;
}

export async function seedBlogs(db: D1Database, bucket: R2Bucket, options: { scale?: number; now?: Date; pictures?: number } = {}): Promise<{ seeded: boolean; entries: number; pictures: number }> {
  const demo = generateBlogsDemo({ scale: options.scale, now: options.now });
  const forum = await db.prepare('SELECT version FROM community_demo WHERE id = 1').first<{ version: string }>();
  const version = `${demo.version}+${forum?.version ?? 'none'}`;
  const current = await db.prepare('SELECT version FROM blog_demo WHERE id = 1').first<{ version: string }>();
  if (current?.version === version) return { seeded: false, entries: demo.entries.length, pictures: 0 };
  const members = (await db.prepare("SELECT id FROM accounts WHERE id >= ?1 AND role = 'member' ORDER BY id LIMIT ?2").bind(DEMO_ID_BASE, demo.blogs.length).all<{ id: number }>()).results.map((r) => r.id);
  if (members.length < demo.blogs.length) throw new Error('the forum demo (its members are the bloggers) must be seeded first');
  // Tests may draw fewer (drawing and resizing 40 costs minutes of CPU in a test); entries then share them.
  const pictures = await storeDemoPictures(bucket, Math.max(1, Math.min(DEMO_PICTURES, options.pictures ?? DEMO_PICTURES)));
  const first = new Date(demo.entries[0]!.at).getTime();
  const out: D1PreparedStatement[] = [
    db.prepare("DELETE FROM community_search WHERE rowid IN (SELECT id FROM community_search_docs WHERE (kind = 'entry' AND ref_id >= ?1) OR (kind = 'blog' AND ref_id >= ?2))").bind(DEMO_ENTRY_BASE, DEMO_ID_BASE),
    db.prepare("DELETE FROM community_search_docs WHERE (kind = 'entry' AND ref_id >= ?1) OR (kind = 'blog' AND ref_id >= ?2)").bind(DEMO_ENTRY_BASE, DEMO_ID_BASE),
    db.prepare("DELETE FROM community_follows WHERE kind = 'blog' AND target_id >= ?1").bind(DEMO_ID_BASE),
    db.prepare('DELETE FROM blog_reactions WHERE id >= ?1 OR entry_id >= ?1').bind(DEMO_ENTRY_BASE),
    db.prepare('DELETE FROM blog_entries WHERE id >= ?1').bind(DEMO_ENTRY_BASE),
    db.prepare('DELETE FROM blogs WHERE account_id >= ?1').bind(DEMO_ID_BASE),
    db.prepare('DELETE FROM editor_pictures WHERE uploaded_by IS NULL'),
  ];
  const docs: D1PreparedStatement[] = [];
  out.push(
    ...insertRows(
      db,
      'editor_pictures',
      ['name', 'type', 'bytes', 'width', 'height', 'alt', 'uploaded_by', 'created_at'],
      pictures.map((p, i) => [p.name, 'image/jpeg', p.bytes, p.width, p.height, p.alt, null, new Date(first - (pictures.length - i) * 3_600_000).toISOString()]),
    ),
    ...insertRows(db, 'blogs', ['account_id', 'title', 'intro', 'created_at', 'updated_at'], demo.blogs.map((b) => [members[b.author]!, b.title, b.intro, new Date(first).toISOString(), new Date(first).toISOString()])),
  );
  const entries: Value[][] = [];
  const reactions: Value[][] = [];
  const taken = new Map<number, Set<string>>();
  demo.entries.forEach((e, i) => {
    const id = DEMO_ENTRY_BASE + i;
    const author = members[e.author]!;
    const slugs = taken.get(author) ?? new Set<string>();
    taken.set(author, slugs);
    const slug = entrySlug(e.title, (s) => slugs.has(s));
    slugs.add(slug);
    const body = JSON.stringify(fromPlainText(e.text));
    const picture = e.picture === null ? null : pictures[e.picture % pictures.length]!;
    entries.push([id, author, slug, e.title, e.kind, e.visibility, body, picture?.name ?? null, picture?.alt ?? '', 'published', e.at, e.at, e.at, e.reactions.length]);
    for (const r of e.reactions) reactions.push([DEMO_ENTRY_BASE + reactions.length, id, members[r.author]!, JSON.stringify(fromPlainText(r.text)), 'visible', r.at]);
    docs.push(
      db.prepare("INSERT INTO community_search_docs (kind, ref_id, conversation_id, audience) VALUES ('entry', ?1, NULL, ?2)").bind(id, e.visibility === 'public' ? 'public' : 'members'),
      db.prepare('INSERT INTO community_search (rowid, title, body) VALUES (last_insert_rowid(), ?1, ?2)').bind(analyse(e.title).stems, analyse(plainTextOf(body)).stems),
    );
  });
  for (const b of demo.blogs) {
    docs.push(
      db.prepare("INSERT INTO community_search_docs (kind, ref_id, conversation_id, audience) VALUES ('blog', ?1, NULL, 'public')").bind(members[b.author]!),
      db.prepare('INSERT INTO community_search (rowid, title, body) VALUES (last_insert_rowid(), ?1, ?2)').bind(analyse(b.title).stems, analyse(b.intro).stems),
    );
  }
  out.push(
    ...insertRows(db, 'blog_entries', ['id', 'author_id', 'slug', 'title', 'kind', 'visibility', 'body', 'header_image', 'header_alt', 'state', 'created_at', 'updated_at', 'published_at', 'reaction_count'], entries),
    ...insertRows(db, 'blog_reactions', ['id', 'entry_id', 'author_id', 'body', 'state', 'created_at'], reactions),
  );
  const at = new Date(demo.entries.at(-1)!.at).toISOString();
  out.push(
    ...insertRows(db, 'community_follows', ['account_id', 'kind', 'target_id', 'level', 'activity_at', 'updated_at'], demo.follows.map(([r, b]) => [members[r]!, 'blog', members[b]!, 'follow', at, at])),
    db.prepare('INSERT INTO blog_demo (id, version) VALUES (1, ?1) ON CONFLICT (id) DO UPDATE SET version = excluded.version').bind(version),
  );
  // The search docs in batches of their own (an even size): each doc row and its tokens (last_insert_rowid) stay in one batch.
  const mark = out.pop()!;
  for (const list of [out, docs, [mark]]) for (let i = 0; i < list.length; i += PER_BATCH) await db.batch(list.slice(i, i + PER_BATCH));
  return { seeded: true, entries: demo.entries.length, pictures: pictures.length };
}
