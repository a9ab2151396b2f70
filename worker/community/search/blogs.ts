/**
 * The site search's tab 'Blogs' (issue 38; spec result kinds Blog and
 * BlogPost): blogs (their title and introduction) and published entries
 * from the community index in the site's own D1, with the same Dutch
 * folding and stemming as every other search. A visitor finds public
 * entries only; members also those for members.
 */
import { plainTextOf } from '../../../shared/format/rich-text';
import type { CommunityHit, CommunitySearchAnswer } from '../../../shared/model/forum';
import { href } from '../../../shared/routes';
import { nl } from '../../../shared/texts/nl';
import { entryPath } from '../blogs/rows';
import { BLOG_KINDS, matchExpression, searchIndex } from './query';

const INTRO = 240;

export async function searchBlogs(db: D1Database, members: boolean, term: string, page: number, pageSize: number): Promise<CommunitySearchAnswer> {
  const expression = matchExpression(term);
  if (!expression) return { items: [], total: 0 };
  const audiences = members ? ['public', 'members'] : ['public'];
  const { hits, total } = await searchIndex(db, expression, audiences, pageSize, (page - 1) * pageSize, BLOG_KINDS);
  if (hits.length === 0) return { items: [], total };
  const ids = (kind: string) => JSON.stringify(hits.filter((h) => h.kind === kind).map((h) => h.ref_id));
  type EntryHit = { id: number; slug: string; title: string; kind: 'blog' | 'poem'; body: string; username: string };
  type BlogHit = { id: number; title: string; intro: string; username: string };
  const [entries, blogs] = await db.batch<EntryHit | BlogHit>([
    db
      .prepare(
        `SELECT e.id, e.slug, e.title, e.kind, e.body, a.username FROM blog_entries e JOIN accounts a ON a.id = e.author_id
         WHERE e.id IN (SELECT value FROM json_each(?1)) AND e.state = 'published' AND (?2 OR e.visibility = 'public')`,
      )
      .bind(ids('entry'), members ? 1 : 0),
    db.prepare("SELECT b.account_id AS id, b.title, b.intro, a.username FROM blogs b JOIN accounts a ON a.id = b.account_id WHERE b.account_id IN (SELECT value FROM json_each(?1)) AND a.status = 'active'").bind(ids('blog')),
  ]);
  const entryById = new Map(((entries?.results ?? []) as EntryHit[]).map((r) => [r.id, r]));
  const blogById = new Map(((blogs?.results ?? []) as BlogHit[]).map((r) => [r.id, r]));
  const items: CommunityHit[] = [];
  for (const hit of hits) {
    if (hit.kind === 'blog') {
      const blog = blogById.get(hit.ref_id);
      if (blog) items.push({ kind: 'Blog', id: blog.id, title: blog.title, path: href('blog', { username: blog.username }), intro: blog.intro, label: blog.username });
      continue;
    }
    const entry = entryById.get(hit.ref_id);
    if (!entry) continue;
    const text = plainTextOf(entry.body).replace(/\s+/g, ' ');
    items.push({
      kind: 'BlogPost',
      id: entry.id,
      title: entry.title,
      path: entryPath({ username: entry.username, slug: entry.slug }),
      intro: text.length > INTRO ? `${text.slice(0, INTRO).replace(/\s+\S*$/, '')} …` : text,
      label: `${nl.blogs.kindLabel[entry.kind]} · ${entry.username}`,
    });
  }
  return { items, total };
}
