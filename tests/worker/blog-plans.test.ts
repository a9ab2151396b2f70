/**
 * Every list the blogs show is one walk of an index in its order, at scale 4
 * (600 entries, 100 bloggers): the overview for visitors and members, with
 * and without the poems filter, a blog's entries, an entry's reactions and
 * the picture library. The plans (with ANALYZE's statistics) read no table
 * whole and sort nothing in a temporary B-tree. Not a timing test.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedBlogs } from '../../worker/community/blogs/demo/seed';
import { BLOG_SQL, blogEntriesStatements, overviewStatements } from '../../worker/community/blogs/store';
import { seedForum } from '../../worker/community/forum/demo/seed';

beforeAll(async () => {
  await seedForum(env.SITE_DB, { scale: 4 });
  const seeded = await seedBlogs(env.SITE_DB, env.COMMUNITY_MEDIA, { scale: 4, pictures: 1 });
  expect(seeded.entries).toBe(600);
  await env.SITE_DB.prepare('ANALYZE').run();
}, 300_000);

async function plan(sql: string, ...binds: unknown[]): Promise<string> {
  const { results } = await env.SITE_DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...binds).all<{ detail: string }>();
  return results.map((r) => r.detail).join(' | ');
}

function expectIndexWalk(details: string) {
  const scans = details.split(' | ').filter((d) => /^SCAN /.test(d) && !/USING (COVERING )?INDEX|VIRTUAL TABLE|json_each|CONSTANT ROW/.test(d));
  expect(scans, details).toEqual([]);
  expect(details).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
}

const sqlOf = (statement: D1PreparedStatement) => (statement as unknown as { statement: string }).statement;

describe('blog queries at scale 4', () => {
  it.each([
    ['a visitor, everything', null, false],
    ['a visitor, poems', 'poem', false],
    ['a member, everything', null, true],
    ['a member, poems', 'poem', true],
  ] as const)('list the overview for %s newest first through an index', async (_name, kind, members) => {
    const [page] = overviewStatements(env.SITE_DB, kind, members, 10, 100);
    const binds = kind ? [kind, 10, 100] : [10, 100];
    expectIndexWalk(await plan(sqlOf(page), ...binds));
  });

  it("lists a blog's entries and an entry's reactions through their indexes", async () => {
    const author = await env.SITE_DB.prepare("SELECT author_id FROM blog_entries WHERE state = 'published' LIMIT 1").first<{ author_id: number }>();
    const [page] = blogEntriesStatements(env.SITE_DB, author!.author_id, false, 10, 0);
    expectIndexWalk(await plan(sqlOf(page), author!.author_id, 10, 0));
    expectIndexWalk(await plan(BLOG_SQL.reactionPage, 1_000_001, 20, 0));
  });

  it('lists the picture library newest first through its index', async () => {
    expectIndexWalk(await plan('SELECT name, type, bytes, width, height, alt, created_at FROM editor_pictures ORDER BY created_at DESC, name DESC LIMIT ?1 OFFSET ?2', 15, 0));
  });
});
