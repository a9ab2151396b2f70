import { Hono, type Context } from 'hono';
import type { NewsList, RegionRef } from '../../shared/contract';
import { FEED_PATTERNS, NEWS_PAGE_SIZE, newsFeedHref, newsHref, regionNewsFeedHref, regionNewsHref } from '../../shared/model/news';
import { nl } from '../../shared/texts/nl';
import type { AppEnv } from '../env';
import { rss, type FeedItem } from '../feeds/rss';
import { siteBase } from '../render/screen';

/**
 * News feeds (RSS 2.0): `/nieuws/feed.xml` and `/regios/{regioName}/nieuws/feed.xml`,
 * the newest FEED_PAGES pages of the list (20 items). They read the same KV-cached
 * list pages as the overviews, so a feed reader costs no extra upstream call.
 */
export const feedRoutes = new Hono<AppEnv>();

const FEED_PAGES = 2;
const FEED_HEADERS = { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=300' };

function items(pages: NewsList[], base: string): FeedItem[] {
  return pages
    .flatMap((page) => page.Items)
    .map((item) => ({
      title: item.Title,
      link: new URL(item.Data.Path, base + '/').toString(),
      published: item.PublicationDate,
      description: item.Introduction,
      category: item.SearchLabels[0] ?? null,
    }));
}

async function firstPages(read: (page: number) => Promise<NewsList>): Promise<NewsList[]> {
  const first = await read(0);
  if (first.TotalItems <= NEWS_PAGE_SIZE) return [first];
  return [first, ...(await Promise.all(Array.from({ length: FEED_PAGES - 1 }, (_, i) => read(i + 1))))];
}

feedRoutes.get(FEED_PATTERNS.national, async (c) => {
  const base = siteBase(c);
  const content = c.get('content');
  const pages = await firstPages((page) => content.newsList(page));
  const xml = rss({
    title: nl.news.feedTitle,
    link: base + newsHref(),
    self: base + newsFeedHref(),
    description: nl.news.metaDescription,
    items: items(pages, base),
  });
  return c.body(xml, 200, FEED_HEADERS);
});

feedRoutes.get(FEED_PATTERNS.region, async (c: Context<AppEnv>) => {
  const content = c.get('content');
  const region: RegionRef | null = await content.region(c.req.param('regioName') ?? '');
  const path = region ? regionNewsHref(region.Data.Path) : null;
  if (!region || !path) return c.notFound();
  const base = siteBase(c);
  const pages = await firstPages((page) => content.regionNews(region, page));
  const xml = rss({
    title: nl.news.regionFeedTitle(region.Title),
    link: base + path,
    self: base + (regionNewsFeedHref(region.Data.Path) ?? path),
    description: nl.news.regionMetaDescription(region.Title),
    items: items(pages, base),
  });
  return c.body(xml, 200, FEED_HEADERS);
});
