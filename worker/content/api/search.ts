/** The content calls for the site search and its suggestions while typing. */
import { SearchAnswerSchema, SEARCH_PAGE_SIZE, SuggestionsSchema, type SearchAnswer } from '../../../shared/contract';
import type { ContentReader } from '../../../shared/pages/screen';
import { TTL, type AreaContext } from './common';

/** The site search as the screens' ContentReader declares it (shared/pages/screen.ts), and the suggestions only the worker's route asks for. */
export interface SearchApi extends Pick<ContentReader, 'siteSearch'> {
  /** Suggestions while typing (contract extension `/api/v1/es/suggest`). */
  suggest(term: string): Promise<{ Items: { Text: string; Type: 'term' | 'page' }[] }>;
}

const EMPTY_SEARCH: SearchAnswer = { Items: [], TotalItems: 0, Totals: { information: 0, news: 0, regio: 0 }, Capped: [], Match: 'none', AlsoSearched: [], Corrections: [] };

export function searchApi({ read }: AreaContext): SearchApi {
  return {
    siteSearch: async (term, kind, page) =>
      (await read(`/api/v1/es/search?query=${encodeURIComponent(term)}&contentType=${kind ?? 'all'}&page=${page}&pageSize=${SEARCH_PAGE_SIZE}`, {
        schema: SearchAnswerSchema,
        ttl: TTL.list,
        notFoundIsNull: true,
      })) ?? EMPTY_SEARCH,
    suggest: async (term) =>
      (await read(`/api/v1/es/suggest?query=${encodeURIComponent(term)}`, { schema: SuggestionsSchema, ttl: TTL.suggest, notFoundIsNull: true })) ?? {
        Items: [],
      },
  };
}
