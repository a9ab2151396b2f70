/**
 * The blogs' lines in the notification digest (worker/community/notifications/
 * digest.ts): for each followed blogger with new entries, 'De blog van …'
 * with how many, linking to the blog. Publishing an entry adds the pending
 * row (./write.ts: publishStatements); the digest clears it.
 */
import { href } from '../../../shared/routes';
import { nl } from '../../../shared/texts/nl';
import type { DigestItem } from '../notifications/mail';

export async function blogDigestItems(db: D1Database, accountId: number, base: string): Promise<DigestItem[]> {
  const { results } = await db
    .prepare(
      `SELECT p.count, a.username FROM community_pending p JOIN accounts a ON a.id = p.target_id
       WHERE p.account_id = ?1 AND p.kind = 'blog' AND a.status = 'active' AND a.username IS NOT NULL ORDER BY p.first_at`,
    )
    .bind(accountId)
    .all<{ count: number; username: string }>();
  const t = nl.blogs.mail;
  return results.map((r) => ({ title: t.blogOf(r.username), href: base + href('blog', { username: r.username }), count: r.count, note: t.newEntries(r.count) }));
}
