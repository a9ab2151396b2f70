/**
 * The forum's entries of /sitemap.xml: the landing, the forum and the groups'
 * list, and every public conversation (not a group's, not held or hidden),
 * last activity first, through the forum's list index.
 */
import { href } from '../../../shared/routes';
import { conversationPath } from './rows';

/** Far below the sitemap protocol's 50,000 addresses, with room for the content's. */
const MAX = 20_000;

export async function forumSitemap(db: D1Database): Promise<{ path: string; changed: string }[]> {
  const { results } = await db
    .prepare("SELECT c.id, c.slug, c.last_activity_at FROM forum_conversations c WHERE c.group_id IS NULL AND c.state = 'open' ORDER BY c.last_activity_at DESC, c.id DESC LIMIT ?1")
    .bind(MAX)
    .all<{ id: number; slug: string; last_activity_at: string }>();
  const latest = results[0]?.last_activity_at ?? new Date(0).toISOString();
  return [
    { path: href('share-experiences'), changed: latest },
    { path: href('forum'), changed: latest },
    { path: href('groups'), changed: latest },
    ...results.map((r) => ({ path: conversationPath({ id: r.id, slug: r.slug, group_id: null }, null), changed: r.last_activity_at })),
  ];
}
