/** The content calls for news: the newest items, national and regional lists and their searches. */
import { LatestNewsSchema, NewsListSchema, type LatestNewsItem, type NewsList, type RegionRef } from '../../../shared/contract';
import { TTL, type AreaContext } from './common';

export interface NewsApi {
  /** The newest news (national and regional), optionally of one news category. */
  latestNews(categoryId: number | null): Promise<LatestNewsItem[]>;
  /** One zero-based page of national news, newest first. */
  newsList(page: number): Promise<NewsList>;
  /** One zero-based page of national news matching a term. */
  newsSearch(term: string, page: number): Promise<NewsList>;
  /** One zero-based page of a region's news. */
  regionNews(region: RegionRef, page: number): Promise<NewsList>;
  /** One zero-based page of a region's news matching a term. */
  regionNewsSearch(region: RegionRef, term: string, page: number): Promise<NewsList>;
}

const EMPTY_LIST: NewsList = { Items: [], TotalItems: 0 };

export function newsApi({ read }: AreaContext): NewsApi {
  // A list the upstream does not know (404) is an empty list.
  const list = async (path: string): Promise<NewsList> => (await read(path, { schema: NewsListSchema, ttl: TTL.list, notFoundIsNull: true })) ?? EMPTY_LIST;
  return {
    latestNews: async (categoryId) => {
      const query = categoryId === null ? '' : `?categoryId=${encodeURIComponent(String(categoryId))}`;
      const answer = await read(`/api/v1/es/news/latest${query}`, { schema: LatestNewsSchema, ttl: TTL.news, notFoundIsNull: true });
      return answer?.Items ?? [];
    },
    newsList: (page) => list(`/api/v1/es/news?page=${page}`),
    newsSearch: (term, page) => list(`/api/v1/es/news/search?query=${encodeURIComponent(term)}&page=${page}`),
    regionNews: (region, page) => list(`/api/v1/region/news?regionId=${region.Id}&regionName=${encodeURIComponent(region.Title)}&page=${page}`),
    regionNewsSearch: (region, term, page) =>
      list(`/api/v1/region/news-search?query=${encodeURIComponent(term)}&regionId=${region.Id}&regionName=${encodeURIComponent(region.Title)}&page=${page}`),
  };
}
