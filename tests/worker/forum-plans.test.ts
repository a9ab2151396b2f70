/**
 * Every list the forum shows is one walk of an index in its order, at scale
 * 20 (1,200 conversations, 12,000 replies and the 2,000-reply check-in):
 * the query plans (with ANALYZE's statistics, as a busy database has them)
 * read no table whole and sort nothing in a temporary B-tree. Not a timing test.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedForum } from '../../worker/community/forum/demo/seed';
import { TOPICS } from '../../worker/community/forum/demo/generate';
import { listStatements, SQL } from '../../worker/community/forum/store';
import { placeStatement } from '../../worker/community/forum/publish';

beforeAll(async () => {
  const seeded = await seedForum(env.SITE_DB, { scale: 20 });
  expect(seeded.posts).toBeGreaterThan(14_000);
  await env.SITE_DB.prepare('ANALYZE').run();
}, 180_000);

async function plan(sql: string, ...binds: unknown[]): Promise<string> {
  const { results } = await env.SITE_DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...binds).all<{ detail: string }>();
  return results.map((r) => r.detail).join(' | ');
}

/** A plan that reads no real table from end to end and sorts nothing afterwards. */
function expectIndexWalk(details: string) {
  const scans = details.split(' | ').filter((d) => /^SCAN /.test(d) && !/USING (COVERING )?INDEX|VIRTUAL TABLE|json_each|^SCAN m\b|^SCAN \(subquery-|CONSTANT ROW/.test(d));
  expect(scans, details).toEqual([]);
  expect(details).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
}

const sqlOf = (statement: D1PreparedStatement) => (statement as unknown as { statement: string }).statement;

describe('forum queries at scale 20', () => {
  it.each([
    ['the whole forum', { topicId: null }, null],
    ['one topic', { topicId: 2 }, null],
    ['one topic by its address', { topicSlug: TOPICS[1]!.slug }, null],
    ['one group', { groupId: 1 }, null],
    ['the whole forum, for a member (with their follow levels and read marks)', { topicId: null }, 1_000_005],
    ['one topic by its address, for a member', { topicSlug: TOPICS[1]!.slug }, 1_000_005],
  ] as const)('list the conversations of %s by last activity through an index, page and count', async (_name, scope, viewer) => {
    const [page, count] = listStatements(env.SITE_DB, scope, 20, 400, viewer);
    const binds = 'groupId' in scope ? [scope.groupId] : 'topicSlug' in scope ? [scope.topicSlug] : scope.topicId === null ? [] : [scope.topicId];
    const pageSql = sqlOf(page);
    expect(pageSql).toContain('ORDER BY c.last_activity_at DESC');
    expectIndexWalk(await plan(pageSql, ...binds, 20, 400, viewer));
    expectIndexWalk(await plan(sqlOf(count), ...binds));
  });

  it('read a page of a conversation as a range of positions (the last page of 2,000 replies too)', async () => {
    const details = await plan(SQL.postPage, 1, 1981, 2000);
    expect(details).toMatch(/USING INDEX forum_posts_position/);
    expectIndexWalk(details);
    expectIndexWalk(await plan(SQL.ownHeld, 1, 5));
    expect(await plan(SQL.opening, 1)).toMatch(/USING INDEX forum_posts_position \(conversation_id=\? AND position=\?\)/);
  });

  it("read what a conversation's page shows a member, and a post's conversation, by their keys", async () => {
    expectIndexWalk(await plan(SQL.memberFacts, 1_000_005, 1));
    expectIndexWalk(await plan(SQL.conversationOfPost, 5));
  });

  it("take a new reply's position, and an approved one's, from the position index", async () => {
    const insert = await plan(SQL.insertReply, 1, 1_000_005, '{"blocks":[]}', '2020-01-01', 0);
    expect(insert).toMatch(/forum_posts_position/);
    expectIndexWalk(insert);
    const place = await plan(sqlOf(placeStatement(env.SITE_DB, { id: 5, conversationId: 1, opening: false }, new Date())), 5, '2020-01-01', 1);
    expect(place).toMatch(/forum_posts_position/);
    expectIndexWalk(place);
  });

  it("list a member's followed conversations by activity", async () => {
    const member = 1_000_005;
    const details = await plan(SQL.followed, member, 20, 0);
    expect(details).toMatch(/community_follows_recent/);
    expectIndexWalk(details);
    expectIndexWalk(await plan(SQL.followedCount, member));
  });

  it("count an author's recent and published posts through their index", async () => {
    expectIndexWalk(await plan(SQL.recentPosts, 1_000_003, '2020-01-01', '2020-01-02'));
    expectIndexWalk(await plan(SQL.published, 1_000_003));
  });

  it('walk the moderators queue oldest first and the audit log newest first', async () => {
    expectIndexWalk(await plan('SELECT id, subject_kind, subject_id, cause, opened_at FROM moderation_items WHERE closed_at IS NULL ORDER BY opened_at, id LIMIT ?1 OFFSET ?2', 20, 0));
    expectIndexWalk(
      await plan('SELECT l.id, l.at, a.username FROM moderation_log l LEFT JOIN accounts a ON a.id = l.moderator_id ORDER BY l.at DESC, l.id DESC LIMIT ?1 OFFSET ?2', 50, 0),
    );
  });

  it('fan out a reply to the followers of its conversation through the target index', async () => {
    expectIndexWalk(await plan("SELECT account_id FROM community_follows WHERE kind = 'conversation' AND target_id = ?1 AND level = 'follow' AND account_id != ?2", 5, 1));
    expectIndexWalk(await plan("UPDATE community_follows SET activity_at = ?3 WHERE kind = ?1 AND target_id = ?2", 'conversation', 5, 'x'));
  });
});
