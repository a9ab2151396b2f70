/**
 * The blogs' demo content (issue 38): 25 bloggers, 120 blog entries and 30
 * poems, some for members only, some with reactions, 40 pictures in storage
 * with their copies; the overview and its poem filter read it, newest
 * first; a members-only demo entry gives a visitor the 403 page; seeding
 * twice changes nothing.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { COPY_SIZES, pictureKey } from '../../shared/format/blob-images';
import { DEMO_PICTURES } from '../../worker/community/blogs/demo/generate';
import { seedBlogs } from '../../worker/community/blogs/demo/seed';
import { Visitor } from './account-helpers';
import { forumMember, seededForum } from './forum-helpers';

let first: Awaited<ReturnType<typeof seedBlogs>>;
beforeAll(async () => {
  await seededForum();
  // Three pictures: drawing and resizing all 40 costs minutes of CPU here (npm start seeds all 40).
  first = await seedBlogs(env.SITE_DB, env.COMMUNITY_MEDIA, { pictures: 3 });
}, 120_000);

const count = async (sql: string) => (await env.SITE_DB.prepare(sql).first<{ n: number }>())!.n;

describe('the blogs demo', () => {
  it('holds 25 bloggers, 120 blog entries and 30 poems, some for members only and some with reactions, and its pictures with every copy', async () => {
    expect(first.seeded).toBe(true);
    expect(await count('SELECT COUNT(*) AS n FROM blogs')).toBe(25);
    expect(await count("SELECT COUNT(*) AS n FROM blog_entries WHERE kind = 'blog'")).toBe(120);
    expect(await count("SELECT COUNT(*) AS n FROM blog_entries WHERE kind = 'poem'")).toBe(30);
    expect(await count("SELECT COUNT(*) AS n FROM blog_entries WHERE visibility = 'members'")).toBeGreaterThan(15);
    expect(await count('SELECT COUNT(DISTINCT entry_id) AS n FROM blog_reactions')).toBeGreaterThan(40);
    expect(await count('SELECT COUNT(DISTINCT title) AS n FROM blog_entries')).toBe(150);
    const pictures = (await env.SITE_DB.prepare('SELECT name FROM editor_pictures').all<{ name: string }>()).results;
    expect(pictures).toHaveLength(3);
    expect(DEMO_PICTURES).toBe(40);
    for (const size of [null, ...COPY_SIZES]) expect(await env.COMMUNITY_MEDIA.head(pictureKey(pictures[2]!.name, size))).not.toBeNull();
    expect(await count('SELECT COUNT(*) AS n FROM blog_entries WHERE header_image IS NOT NULL')).toBeGreaterThan(30);
    expect((await seedBlogs(env.SITE_DB, env.COMMUNITY_MEDIA, { pictures: 3 })).seeded).toBe(false);
  });

  it('shows the newest public entries in the overview, poems under their filter, and a members-only entry only to members', async () => {
    const overview = await new Visitor().get('/blogs');
    expect(overview.res.status).toBe(200);
    const newest = await env.SITE_DB.prepare("SELECT title FROM blog_entries WHERE visibility = 'public' AND state = 'published' ORDER BY published_at DESC LIMIT 1").first<{ title: string }>();
    expect(overview.html).toContain(newest!.title.replace(/'/g, '&#x27;'));
    const poems = await new Visitor().get('/blogs?soort=gedicht');
    expect(poems.html).toContain('Gedicht');
    const secret = await env.SITE_DB.prepare(
      "SELECT e.slug, a.username FROM blog_entries e JOIN accounts a ON a.id = e.author_id WHERE e.visibility = 'members' LIMIT 1",
    ).first<{ slug: string; username: string }>();
    const path = `/blogs/${secret!.username}/${secret!.slug}`;
    expect((await new Visitor().get(path)).res.status).toBe(403);
    expect((await (await forumMember()).visitor.get(path)).res.status).toBe(200);
  });
});
