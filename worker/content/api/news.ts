/** The content calls for news: the newest items, national and regional lists and their searches. */
import { LatestNewsSchema, NewsListSchema, type NewsList } from '../../../shared/contract';
import type { ContentReader } from '../../../shared/pages/screen';
import { TTL, type AreaContext } from './common';

/** The calls of this area, declared once in the screens' ContentReader (shared/pages/screen.ts). */
export type NewsApi = Pick<ContentReader, 'latestNews' | 'newsList' | 'newsSearch' | 'regionNews' | 'regionNewsSearch'>;

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
