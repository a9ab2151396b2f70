/** The content calls for vacancies: a vacancy page, the search, the nearest and a region's. */
import { toVacancy } from '../../../shared/model/vacancy';
import { VacancyListSchema, VacancySearchSchema, vacancySearchQuery, type VacancyList } from '../../../shared/contract/vacancy';
import type { ContentReader } from '../../../shared/pages/screen';
import { TTL, type AreaContext } from './common';

/** A vacancy page: the node (blocks, meta) and the vacancy read from it. */
export type VacancyPage = NonNullable<Awaited<ReturnType<ContentReader['vacancy']>>>;

/** The calls of this area, declared once in the screens' ContentReader (shared/pages/screen.ts). */
export type VacanciesApi = Pick<ContentReader, 'vacancy' | 'vacancySearch' | 'closestVacancies' | 'regionVacancies'>;

const EMPTY_VACANCIES: VacancyList = { Total: 0, Vacancies: [] };

export function vacanciesApi({ read, api }: AreaContext): VacanciesApi {
  return {
    vacancy: async (path) => {
      const found = await api.page(path);
      const vacancy = found ? toVacancy(found) : null;
      return found && vacancy ? { node: found, vacancy } : null;
    },
    vacancySearch: (params) =>
      read(`/api/v1/region/vacancies/search?${vacancySearchQuery(params)}`, { schema: VacancySearchSchema, ttl: TTL.list, notFoundIsNull: true }),
    closestVacancies: (place, radius, page) =>
      read(`/api/v1/region/vacancies/closest?query=${encodeURIComponent(place)}&radius=${radius}&page=${page}`, {
        schema: VacancyListSchema,
        ttl: TTL.list,
        notFoundIsNull: true,
      }),
    regionVacancies: async (regionId, page) =>
      (await read(`/api/v1/region/vacancies/${regionId}?page=${page}`, { schema: VacancyListSchema, ttl: TTL.list, notFoundIsNull: true })) ?? EMPTY_VACANCIES,
  };
}
