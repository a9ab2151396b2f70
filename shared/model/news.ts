/**
 * News as the site shows it: list items become cards, regions become the
 * addresses of their news. The rules of spec sections 2, 3 and 9 that the
 * overviews, the articles and the feeds share.
 */
import type { NewsListItem, RegionRef } from '../contract';
import { href, ROUTES } from '../routes';

/** News items per page of a news overview (spec section 9). */
export const NEWS_PAGE_SIZE = 10;

/** What a news card shows (shared/ui/NewsCard.tsx). */
export interface NewsCardView {
  id: number;
  title: string;
  url: string;
  date: string;
  intro: string;
  image: NewsListItem['HeaderImage'];
  /** The category of national news ('Onderzoek'); none for regional news. */
  label: string | null;
  /** Regional news: the parent-page button to the region's page. */
  parent: { label: string; url: string } | null;
}

/**
 * A list item as a card. Regional items (in a region's list) carry the
 * parent-page button to their region's page, when the region has one.
 */
export function toNewsCard(item: NewsListItem, region: RegionRef | null = null): NewsCardView {
  const regional = item.Type === 'regio_nieuws';
  return {
    id: item.Id,
    title: item.Title,
    url: item.Data.Path,
    date: item.PublicationDate,
    intro: item.Introduction,
    image: item.HeaderImage,
    label: regional ? null : (item.SearchLabels[0] ?? null),
    parent: regional && region && region.Data.Path ? { label: region.Title, url: region.Data.Path } : null,
  };
}

/** The URL segment of a region from its page's path ('/regios/arnhem-eo' -> 'arnhem-eo'), or null. */
export function regionSegment(regionPath: string): string | null {
  const m = /^\/regios\/([^/?#]+)\/?$/.exec(regionPath);
  return m ? (m[1] ?? null) : null;
}

/** The national news overview. */
export function newsHref(): string {
  return href('news');
}

/** The news overview of the region whose page is at `regionPath`, or null when that is no region page. */
export function regionNewsHref(regionPath: string): string | null {
  const segment = regionSegment(regionPath);
  return segment ? href('region-news', { regioName: segment }) : null;
}

const FEED = '/feed.xml';

/** The national news feed (RSS 2.0). */
export function newsFeedHref(): string {
  return newsHref() + FEED;
}

/** The news feed of the region whose page is at `regionPath`, or null. */
export function regionNewsFeedHref(regionPath: string): string | null {
  const list = regionNewsHref(regionPath);
  return list ? list + FEED : null;
}

/** The feeds' route patterns (the route table's syntax, which Hono shares). */
const patternOf = (name: string): string => ROUTES.find((route) => route.name === name)?.pattern ?? '/';
export const FEED_PATTERNS = { national: patternOf('news') + FEED, region: patternOf('region-news') + FEED } as const;

/**
 * The news overviews for the sitemap: the national list when there is national
 * news, and the list of every region with news, each with the last change of
 * its newest changed article as lastmod. `articles` are the listable news
 * entries; `regions` the region pages' paths (whether their own page is built or not).
 */
export function newsListsForSitemap(
  articles: readonly { type: string; path: string; changed: string }[],
  regionPaths: readonly string[],
): { path: string; changed: string }[] {
  const newest = (items: readonly { changed: string }[]) => items.reduce((max, item) => (item.changed > max ? item.changed : max), '');
  const out: { path: string; changed: string }[] = [];
  const national = articles.filter((a) => a.type === 'news');
  if (national.length > 0) out.push({ path: newsHref(), changed: newest(national) });
  for (const regionPath of regionPaths) {
    const list = regionNewsHref(regionPath);
    if (!list) continue;
    const own = articles.filter((a) => a.type === 'regio_nieuws' && a.path.startsWith(`${list}/`));
    if (own.length > 0) out.push({ path: list, changed: newest(own) });
  }
  return out;
}
