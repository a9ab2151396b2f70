/** The content calls for vacancies: a vacancy page, the search, the nearest and a region's. */
import { toVacancy, type Vacancy } from '../../../shared/model/vacancy';
import type { Node } from '../../../shared/contract';
import { VacancyListSchema, VacancySearchSchema, vacancySearchQuery, type VacancyList, type VacancySearch, type VacancySearchParams } from '../../../shared/contract/vacancy';
import { TTL, type AreaContext } from './common';

/** A vacancy page: the node (blocks, meta) and the vacancy read from it. */
export interface VacancyPage {
  node: Node;
  vacancy: Vacancy;
}

export interface VacanciesApi {
  /** The vacancy at a path (regional, national or corporate), with its node; null when the page there is no vacancy. */
  vacancy(path: string): Promise<VacancyPage | null>;
  /** One zero-based page of a vacancy search; null when the search answers 404 (a place it cannot find). */
  vacancySearch(params: VacancySearchParams): Promise<VacancySearch | null>;
  /** The vacancies nearest a place within a radius, one zero-based page of six; null when the place is not found. */
  closestVacancies(place: string, radius: number, page: number): Promise<VacancyList | null>;
  /** One zero-based page (six) of a region's open vacancies. */
  regionVacancies(regionId: number, page: number): Promise<VacancyList>;
}

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
