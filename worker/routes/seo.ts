import { Hono } from 'hono';
import type { SitemapEntry } from '../../shared/contract';
import { newsListsForSitemap } from '../../shared/model/news';
import { pageKindFor } from '../../shared/pages/registry';
import { isShown } from '../../shared/pages/visibility';
import type { AppEnv } from '../env';
import { siteBase } from '../render/screen';
import { forumSitemap } from '../community/forum/sitemap';

/** /sitemap.xml and /robots.txt. */
export const seoRoutes = new Hono<AppEnv>();

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * Whether a page belongs in the sitemap: a page kind this site shows, visible
 * today (not expired, a highlight within its dates), and not hidden from
 * search by its editor (field_hide_in_search keeps it out of search engines'
 * lists too).
 */
export function listable(entry: SitemapEntry, now: Date): boolean {
  if (entry.hide_in_search) return false;
  let kind;
  try {
    kind = pageKindFor(entry.type);
  } catch {
    return false;
  }
  if (!kind) return false;
  return isShown(kind, { status: true, expireDate: entry.expire_date, startDate: entry.start_date, endDate: entry.end_date }, now);
}

seoRoutes.get('/sitemap.xml', async (c) => {
  const base = siteBase(c);
  const now = new Date();
  const all = await c.get('content').sitemap();
  const entries = all.filter((entry) => listable(entry, now));
  // The news overviews are screens, not pages of the CMS: listed from their articles.
  const lists = newsListsForSitemap(
    entries.filter((entry) => entry.type === 'news' || entry.type === 'regio_nieuws'),
    all.filter((entry) => entry.type === 'regio').map((entry) => entry.path),
  );
  // The forum's public pages and conversations (the site's own database; group conversations are not listed).
  const forum = await forumSitemap(c.env.SITE_DB).catch((error: unknown) => {
    c.get('report')(error, { tags: { stage: 'sitemap-forum' } });
    return [];
  });
  const urls = [...entries, ...lists, ...forum].map(
    (entry) => `  <url><loc>${escapeXml(base + entry.path)}</loc><lastmod>${escapeXml(entry.changed)}</lastmod></url>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
});

seoRoutes.get('/robots.txt', (c) => {
  const lines = ['User-agent: *', 'Disallow: /preview/', 'Disallow: /api/', 'Disallow: /_', '', `Sitemap: ${siteBase(c)}/sitemap.xml`, ''];
  return c.body(lines.join('\n'), 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' });
});
