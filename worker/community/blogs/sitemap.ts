/**
 * The blogs' entries of /sitemap.xml: the overview, every blog with a public
 * entry, and every public published entry (never a members-only one, a
 * draft, or a held or hidden entry), newest first, through the index of
 * public entries.
 */
import { href } from '../../../shared/routes';
import { entryPath } from './rows';

const MAX = 20_000;

export async function blogsSitemap(db: D1Database): Promise<{ path: string; changed: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT e.slug, e.updated_at, a.username FROM blog_entries e JOIN accounts a ON a.id = e.author_id
       WHERE e.state = 'published' AND e.visibility = 'public' AND a.status = 'active' ORDER BY e.published_at DESC, e.id DESC LIMIT ?1`,
    )
    .bind(MAX)
    .all<{ slug: string; updated_at: string; username: string }>();
  const latest = new Map<string, string>();
  for (const r of results) if (!latest.has(r.username) || latest.get(r.username)! < r.updated_at) latest.set(r.username, r.updated_at);
  const newest = results.reduce((max, r) => (r.updated_at > max ? r.updated_at : max), new Date(0).toISOString());
  return [
    { path: href('blogs'), changed: newest },
    ...[...latest].map(([username, changed]) => ({ path: href('blog', { username }), changed })),
    ...results.map((r) => ({ path: entryPath({ username: r.username, slug: r.slug }), changed: r.updated_at })),
  ];
}
