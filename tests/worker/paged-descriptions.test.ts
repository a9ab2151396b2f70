/**
 * Every indexable page of a paged list has a meta description, also past the
 * first page and on the last one (Lighthouse SEO), and a later page's differs
 * from the first's (no duplicate descriptions): over every family of paged
 * routes, following the pages' own rel="next" links.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedBlogs } from '../../worker/community/blogs/demo/seed';
import { seedExperts } from '../../worker/community/experts/demo/seed';
import { seededForum } from './forum-helpers';
import { get } from './helpers';

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.trim() ?? null;
const descriptionOf = (html: string) => attr(html, /<meta name="description" content="([^"]*)"/);
const robotsOf = (html: string) => attr(html, /<meta name="robots" content="([^"]*)"/) ?? '';
const nextOf = (html: string) => attr(html, /<link rel="next" href="([^"]+)"/)?.replace(/&amp;/g, '&') ?? null;

/** The pages of a list: the first, the second and the last (following rel="next"; past `most` pages, the `most`th). */
async function pagesOf(first: string, most = 60): Promise<{ path: string; html: string; status: number }[]> {
  const pages: { path: string; html: string; status: number }[] = [];
  let path: string | null = first;
  while (path && pages.length < most) {
    const { res, html } = await get(path);
    pages.push({ path, html, status: res.status });
    const next = nextOf(html);
    path = next ? new URL(next).pathname + new URL(next).search : null;
  }
  return pages.length <= 2 ? pages : [pages[0]!, pages[1]!, pages.at(-1)!];
}

let paged: string[] = [];
let single: string[] = [];

beforeAll(async () => {
  await seededForum();
  await seedBlogs(env.SITE_DB, env.COMMUNITY_MEDIA, { pictures: 0 });
  await seedExperts(env.SITE_DB);
  const one = async <T,>(sql: string) => (await env.SITE_DB.prepare(sql).first<T>())!;
  const longest = await one<{ id: number; slug: string }>("SELECT id, slug FROM forum_conversations WHERE group_id IS NULL AND state = 'open' ORDER BY reply_count DESC LIMIT 1");
  const topic = await one<{ slug: string }>('SELECT t.slug FROM forum_topics t JOIN forum_conversations c ON c.topic_id = t.id GROUP BY t.id ORDER BY COUNT(*) DESC LIMIT 1');
  const blogger = await one<{ username: string }>(
    "SELECT a.username FROM blog_entries e JOIN accounts a ON a.id = e.author_id WHERE e.visibility = 'public' GROUP BY e.author_id ORDER BY COUNT(*) DESC LIMIT 1",
  );
  // Lists with more than one page in the demo content: each must page here.
  paged = [
    '/nieuws',
    '/regios/eemland/activiteiten',
    '/activiteiten/zoeken?plaats=Amersfoort',
    '/vrijwilligerswerk',
    '/leven-met-dementie/tips',
    '/ervaringen-delen/forum',
    `/ervaringen-delen/forum/${longest.id}-${longest.slug}`,
    '/blogs',
    '/blogs?soort=gedicht',
  ];
  // Paged lists that have one page in the demo content: their first page is checked all the same.
  single = [
    '/regios/eemland/nieuws',
    '/regios/eemland/locaties',
    '/regios/eemland/vrijwilligerswerk',
    `/ervaringen-delen/forum?onderwerp=${topic.slug}`,
    `/blogs/${blogger.username}`,
    '/onze-ondersteuning/experts',
  ];
}, 120_000);

describe('paged list pages', () => {
  it('have a description on every indexable page, and a later page another one than the first', async () => {
    const missing: string[] = [];
    for (const family of [...paged, ...single]) {
      const pages = await pagesOf(family);
      expect(pages[0]!.status, family).toBe(200);
      // The families that page really do (else this test would check only first pages).
      if (paged.includes(family)) expect(pages.length, `${family} has more than one page`).toBeGreaterThan(1);
      const firstDescription = descriptionOf(pages[0]!.html);
      for (const page of pages) {
        if (/noindex/.test(robotsOf(page.html))) continue;
        const description = descriptionOf(page.html);
        if (!description) missing.push(`${page.path}: no description`);
        else if (page !== pages[0] && description === firstDescription) missing.push(`${page.path}: the first page's description`);
      }
    }
    expect(missing).toEqual([]);
  }, 240_000);
});
