/**
 * The typed content calls, one module per area: pages and the chrome
 * (pages.ts), news (news.ts), regions, locations and activities (places.ts),
 * vacancies (vacancies.ts), the site search (search.ts) and the trainings (training.ts). ContentApi is
 * their union; each area reads through the same content source.
 */
import type { ContentSource } from '../source';
import type { AreaContext, ContentApiOptions } from './common';
import { newsApi, type NewsApi } from './news';
import { pagesApi, type PagesApi } from './pages';
import { placesApi, type PlacesApi } from './places';
import { searchApi, type SearchApi } from './search';
import { trainingApi, type TrainingApi } from './training';
import { vacanciesApi, type VacanciesApi } from './vacancies';

export { encodePath, TTL, type ContentApiOptions } from './common';
export type { VacancyPage } from './vacancies';

export interface ContentApi extends PagesApi, NewsApi, PlacesApi, VacanciesApi, SearchApi, TrainingApi {}

/**
 * The typed content calls. With `refresh`, every call bypasses the cached
 * answer and overwrites it (cache warming).
 */
export function createContentApi(contentSource: ContentSource, mode: 'read' | 'refresh' = 'read', options: ContentApiOptions = {}): ContentApi {
  const api = {} as ContentApi;
  const context: AreaContext = {
    read: (path, readOptions) => (mode === 'refresh' ? contentSource.refresh(path, readOptions) : contentSource.read(path, readOptions)),
    contentSource,
    api,
    options,
  };
  return Object.assign(api, pagesApi(context), newsApi(context), placesApi(context), vacanciesApi(context), searchApi(context), trainingApi(context));
}
