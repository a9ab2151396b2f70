import {
  ChildPageListSchema,
  CssRuleListSchema,
  PartnerListSchema,
  SitemapSchema,
  SlideInListSchema,
  type ChildPageList,
  type CssRule,
  type PartnerItem,
  type SitemapEntry,
  type SlideIn,
  BreadcrumbSchema,
  FooterMenuSchema,
  MemoryTestSchema,
  LatestNewsSchema,
  NewsListSchema,
  RegionRefSchema,
  SearchAnswerSchema,
  SEARCH_PAGE_SIZE,
  SuggestionsSchema,
  type SearchAnswer,
  type SearchKind,
  type NewsList,
  type RegionRef,
  MenuSchema,
  NodePathSchema,
  NodeSchema,
  RedirectSchema,
  TermListSchema,
  type Breadcrumb,
  type FooterItem,
  type MemoryTest,
  type MemoryTestKind,
  type LatestNewsItem,
  type MenuItem,
  type Node,
  type Redirect,
  type Term,
  type Vocabulary,
  ActivityListSchema,
  ActivityTypeListSchema,
  CityListSchema,
  LocationListSchema,
  OverDeRegioTeaserSchema,
  RegionSearchResultSchema,
  RegionSummaryListSchema,
  RegionTeaserListSchema,
  type ActivityList,
  type LocationList,
  type OverDeRegioTeaser,
  type RegionSearchResult,
  type RegionSummary,
  type RegionTeaser,
  type TypeRef,
} from '../../shared/contract';
import { toVacancy, type Vacancy } from '../../shared/model/vacancy';
import { VacancyListSchema, VacancySearchSchema, vacancySearchQuery, type VacancyList, type VacancySearch, type VacancySearchParams } from '../../shared/contract/vacancy';
import { sanitizeRichText } from './sanitize';
import { CarerTestSchema, TrainingIndexSchema, TrainingSchema, type CarerTest, type Training, type TrainingIndex } from '../../shared/contract';
import { originGeocoder, type Geocode } from '../geo';
import type { GeoPlace } from '../../shared/contract/geo';
import type { ContentSource, ReadOptions } from './source';
import { byWeight, sortedOnce, sortFooter, sortMenu } from './menus';

/** Cache lifetimes (seconds) by kind of content. */
export const TTL = {
  page: 300,
  navigation: 900,
  taxonomy: 3600,
  redirect: 600,
  news: 300,
  /** Pages of news lists and searches: short, so a new article shows up soon. */
  list: 120,
  /** Suggestions while typing: short, and every prefix typed is an entry of its own. */
  suggest: 60,
} as const;


const EMPTY_LIST: NewsList = { Items: [], TotalItems: 0 };
const EMPTY_VACANCIES: VacancyList = { Total: 0, Vacancies: [] };
const EMPTY_SEARCH: SearchAnswer = { Items: [], TotalItems: 0, Totals: { information: 0, news: 0, regio: 0 }, Capped: [], Match: 'none', AlsoSearched: [], Corrections: [] };
const NO_ACTIVITIES: ActivityList = { Activities: [], Total: 0 };

const API = '/api/drupal/api';

/** A query string of the given parameters, leaving out null and empty ones (one order, so one cache key). */
function query(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  return search.toString();
}

/** Encodes a site path segment by segment, keeping its slashes. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
    .join('/');
}

export interface ContentApi {
  homepage(): Promise<Node | null>;
  page(alias: string): Promise<Node | null>;
  mainMenu(): Promise<MenuItem[]>;
  footerMenu(): Promise<FooterItem[]>;
  breadcrumb(alias: string): Promise<Breadcrumb>;
  nodePath(path: string): Promise<string>;
  taxonomy(vocabulary: Vocabulary): Promise<Term[]>;
  redirect(pathWithQuery: string): Promise<Redirect | null>;
  /** An editor's preview: never cached. */
  preview(entityType: string, entityId: string, revisionId: string): Promise<Node | null>;
  previewBreadcrumb(alias: string): Promise<Breadcrumb>;
  /** Questions, labels and intro of one memory test (contract extension, see README). */
  memoryTest(kind: MemoryTestKind): Promise<MemoryTest | null>;
  /** The trainings' landing texts and list, one training, the carer test (contract extension, docs/training.md). */
  trainingIndex(): Promise<TrainingIndex | null>;
  training(slug: string): Promise<Training | null>;
  carerTest(): Promise<CarerTest | null>;
  /** The newest news (national and regional), optionally of one news category. */
  latestNews(categoryId: number | null): Promise<LatestNewsItem[]>;
  /** A published node by id (through node-path, then the page), or null. */
  nodeById(id: number): Promise<Node | null>;
  /** One zero-based page of national news, newest first. */
  newsList(page: number): Promise<NewsList>;
  /** One zero-based page of national news matching a term. */
  newsSearch(term: string, page: number): Promise<NewsList>;
  /** One zero-based page of a region's news. */
  regionNews(region: RegionRef, page: number): Promise<NewsList>;
  /** One zero-based page of a region's news matching a term. */
  regionNewsSearch(region: RegionRef, term: string, page: number): Promise<NewsList>;
  /** A region by the name in a URL segment (dashes become spaces), or null when there is none. */
  region(name: string): Promise<RegionRef | null>;
  /** The vacancy at a path (regional, national or corporate), with its node; null when the page there is no vacancy. */
  vacancy(path: string): Promise<VacancyPage | null>;
  /** One zero-based page of a vacancy search; null when the search answers 404 (a place it cannot find). */
  vacancySearch(params: VacancySearchParams): Promise<VacancySearch | null>;
  /** The vacancies nearest a place within a radius, one zero-based page of six; null when the place is not found. */
  closestVacancies(place: string, radius: number, page: number): Promise<VacancyList | null>;
  /** One zero-based page (six) of a region's open vacancies. */
  regionVacancies(regionId: number, page: number): Promise<VacancyList>;
  /** One zero-based page of the site search; kind null: every kind. */
  siteSearch(term: string, kind: SearchKind | null, page: number): Promise<SearchAnswer>;
  /** Suggestions while typing (contract extension `/api/v1/es/suggest`). */
  suggest(term: string): Promise<{ Items: { Text: string; Type: 'term' | 'page' }[] }>;
  /** Published child pages of a page, one 0-based page of them (origin extension). */
  children(parentId: number, page: number, pageSize: number): Promise<ChildPageList>;
  businessPartners(): Promise<PartnerItem[]>;
  /** Every slide-in as the CMS has it; filtering is the caller's (shared/slide-in.ts). */
  slideIns(): Promise<SlideIn[]>;
  cssRules(): Promise<CssRule[]>;
  /** Every published page, for /sitemap.xml (origin extension). */
  sitemap(): Promise<SitemapEntry[]>;
  /** A Dutch place, municipality, postcode or coordinates → its point and label; null when not found (worker/geo/). */
  geocode(place: string): Promise<GeoPlace | null>;
  /** Every region with its municipalities (origin extension). */
  regions(): Promise<RegionSummary[]>;
  /** The region for a place, municipality, postcode or region name; null when there is none. */
  regionSearch(query: string): Promise<RegionSearchResult | null>;
  /** One zero-based page of a region's locations, optionally of one location type. */
  regionLocations(regionId: number, locationType: number | null, page: number): Promise<LocationList>;
  /** One zero-based page of a location's activities that end today or later. */
  locationActivities(locationId: number, page: number): Promise<ActivityList>;
  /** One zero-based page of a region's coming activities, optionally of one type and in one place. */
  regionActivities(regionId: number, filter: { type: number | null; city: string | null }, page: number): Promise<ActivityList>;
  /** Coming activities within `radius` km of a place, optionally of one type (none: an empty list). */
  closestActivities(query: string, radius: number, type: number | null, page: number): Promise<ActivityList>;
  /** Coming activities of a type (or of every type) nationally (none: an empty list). */
  activitiesByType(type: number | null, page: number): Promise<ActivityList>;
  /** The types of a region's coming activities, alphabetical. */
  regionActivityTypes(regionId: number): Promise<TypeRef[]>;
  /** The types of the coming activities within `radius` km of a place, alphabetical. */
  closestActivityTypes(query: string, radius: number): Promise<TypeRef[]>;
  /** The places of a region's coming activities, alphabetical. */
  regionCities(regionId: number): Promise<string[]>;
  regionHighlights(regionId: number): Promise<RegionTeaser[]>;
  regionServices(regionId: number): Promise<RegionTeaser[]>;
  /** The region's own dementia information (often none). */
  regionDementiaInfo(regionId: number): Promise<RegionTeaser[]>;
  /** The generic dementia information every region may show. */
  genericDementiaInfo(): Promise<RegionTeaser[]>;
  overDeRegio(regionId: number): Promise<OverDeRegioTeaser | null>;
}

/** A vacancy page: the node (blocks, meta) and the vacancy read from it. */
export interface VacancyPage {
  node: Node;
  vacancy: Vacancy;
}

export interface ContentApiOptions {
  /** The site's own host, so absolute links to it in rich text count as internal. */
  siteHost?: string | null;
  /** The geocoder (worker/geo/createGeocoder); default: the upstream's gazetteer call, as the embedded origin offers it. */
  geocode?: Geocode;
}

/**
 * The typed content calls. With `refresh`, every call bypasses the cached
 * answer and overwrites it (cache warming).
 */
export function createContentApi(contentSource: ContentSource, mode: 'read' | 'refresh' = 'read', options: ContentApiOptions = {}): ContentApi {
  const source = {
    read: <T>(path: string, options: ReadOptions<T>) =>
      mode === 'refresh' ? contentSource.refresh(path, options) : contentSource.read(path, options),
  };
  // Rich text is sanitised once per upstream answer, before caching: internal
  // node links resolve through node-path, links follow the site's link rules.
  const node: ReadOptions<Node> = {
    schema: NodeSchema,
    ttl: TTL.page,
    notFoundIsNull: true,
    transform: (value) =>
      sanitizeRichText(value, {
        resolveNode: (id) => api.nodePath(`node/${id}`),
        currentPath: value.path.alias || '/',
        siteHost: options.siteHost ?? null,
      }),
  };
  // A list the upstream does not know (404) is an empty list.
  const list = async (path: string): Promise<NewsList> =>
    (await source.read(path, { schema: NewsListSchema, ttl: TTL.list, notFoundIsNull: true })) ?? EMPTY_LIST;
  // An activity list the upstream answers with 204 (none) or 404 is an empty list.
  const activities = async (path: string): Promise<ActivityList> =>
    (await source.read(path, { schema: ActivityListSchema, ttl: TTL.list, notFoundIsNull: true })) ?? NO_ACTIVITIES;
  const teasers = async (path: string): Promise<RegionTeaser[]> =>
    (await source.read(path, { schema: RegionTeaserListSchema, ttl: TTL.page, notFoundIsNull: true })) ?? [];
  const api: ContentApi = {
    homepage: () => source.read(`${API}/homepage`, node),
    page: (alias) => source.read(`${API}${encodePath(alias)}`, node),
    mainMenu: async () => sortedOnce((await source.read(`${API}/menu_items/main`, { schema: MenuSchema, ttl: TTL.navigation })) ?? [], sortMenu),
    footerMenu: async () =>
      sortedOnce((await source.read(`${API}/menu_items/footer`, { schema: FooterMenuSchema, ttl: TTL.navigation })) ?? [], sortFooter),
    breadcrumb: async (alias) =>
      (await source.read(`${API}/breadcrumb?path=${encodeURIComponent(alias)}`, {
        schema: BreadcrumbSchema,
        ttl: TTL.page,
        notFoundIsNull: true,
      })) ?? [],
    nodePath: async (path) => {
      const bare = path.replace(/^\/+/, '');
      if (bare === '') return '/';
      const answer = await source.read(`${API}/node-path?path=${encodeURIComponent(bare)}`, {
        schema: NodePathSchema,
        ttl: TTL.page,
        notFoundIsNull: true,
      });
      return answer?.path || '/';
    },
    taxonomy: async (vocabulary) =>
      sortedOnce((await source.read(`${API}/taxonomies/${vocabulary}`, { schema: TermListSchema, ttl: TTL.taxonomy, notFoundIsNull: true })) ?? [], byWeight),
    preview: (entityType, entityId, revisionId) =>
      contentSource.fetchFresh(`${API}/preview/${entityType}/${entityId}/${revisionId}`, node),
    previewBreadcrumb: async (alias) =>
      (await contentSource.fetchFresh(`${API}/preview-breadcrumb?path=${encodeURIComponent(alias)}`, {
        schema: BreadcrumbSchema,
        ttl: 0,
        notFoundIsNull: true,
      })) ?? [],
    children: async (parentId, page, pageSize) =>
      (await source.read(`${API}/children?parent=${parentId}&page=${page}&pageSize=${pageSize}`, {
        schema: ChildPageListSchema,
        ttl: TTL.page,
        notFoundIsNull: true,
      })) ?? { total: 0, items: [] },
    businessPartners: async () =>
      (await source.read(`${API}/all-bedrijfsvriend`, { schema: PartnerListSchema, ttl: TTL.page, notFoundIsNull: true })) ?? [],
    slideIns: async () =>
      (await source.read(`${API}/slideins`, { schema: SlideInListSchema, ttl: TTL.navigation, notFoundIsNull: true })) ?? [],
    cssRules: async () =>
      (await source.read(`${API}/asset-injector/css`, { schema: CssRuleListSchema, ttl: TTL.navigation, notFoundIsNull: true })) ?? [],
    geocode: options.geocode ?? originGeocoder(contentSource),
    regions: async () => (await source.read(`${API}/regions`, { schema: RegionSummaryListSchema, ttl: TTL.page, notFoundIsNull: true })) ?? [],
    regionSearch: (query) => source.read(`/api/v1/region/search?query=${encodeURIComponent(query)}`, { schema: RegionSearchResultSchema, ttl: TTL.page, notFoundIsNull: true }),
    regionLocations: async (regionId, locationType, page) =>
      (await source.read(`/api/v1/region/locations/${regionId}?${query({ locationType, page })}`, { schema: LocationListSchema, ttl: TTL.list, notFoundIsNull: true })) ?? { Locations: [], Total: 0 },
    locationActivities: (locationId, page) => activities(`/api/v1/region/location/activities/${locationId}?${query({ page })}`),
    regionActivities: (regionId, filter, page) => activities(`/api/v1/region/activities/${regionId}?${query({ activityType: filter.type, city: filter.city, page })}`),
    closestActivities: (place, radius, type, page) => activities(`/api/v1/region/activities/closest?${query({ query: place, radius, page, activityType: type })}`),
    activitiesByType: (type, page) => activities(`/api/v1/region/activities/byType?${query({ activityType: type, page })}`),
    regionActivityTypes: async (regionId) => (await source.read(`/api/v1/region/activityTypes/${regionId}`, { schema: ActivityTypeListSchema, ttl: TTL.list, notFoundIsNull: true })) ?? [],
    closestActivityTypes: async (place, radius) =>
      (await source.read(`/api/v1/region/activityTypes/closest?${query({ radius, query: place })}`, { schema: ActivityTypeListSchema, ttl: TTL.list, notFoundIsNull: true })) ?? [],
    regionCities: async (regionId) => (await source.read(`/api/v1/region/cities/${regionId}`, { schema: CityListSchema, ttl: TTL.list, notFoundIsNull: true })) ?? [],
    regionHighlights: (regionId) => teasers(`${API}/get-regio-highlights?regio=${regionId}`),
    regionServices: (regionId) => teasers(`${API}/get-regio-services?regio=${regionId}`),
    regionDementiaInfo: (regionId) => teasers(`${API}/get-regio-single-info-about-dementie?regio=${regionId}`),
    genericDementiaInfo: () => teasers(`${API}/get-regio-generic-info-about-dementie`),
    overDeRegio: (regionId) => source.read(`${API}/get-regio-over-de-regio?regio=${regionId}`, { schema: OverDeRegioTeaserSchema, ttl: TTL.page, notFoundIsNull: true }),
    sitemap: async () => (await source.read(`${API}/sitemap`, { schema: SitemapSchema, ttl: TTL.page, notFoundIsNull: true })) ?? [],
    redirect: (pathWithQuery) =>
      source.read(`/api/v1/redirect/from?path=${encodeURIComponent(pathWithQuery)}`, {
        schema: RedirectSchema,
        ttl: TTL.redirect,
        notFoundIsNull: true,
      }),
    memoryTest: (kind) =>
      source.read(`${API}/memory-test/${kind}`, {
        schema: MemoryTestSchema,
        ttl: TTL.page,
        notFoundIsNull: true,
        transform: sanitizeRichText,
      }),
    trainingIndex: () => source.read(`${API}/trainings`, { schema: TrainingIndexSchema, ttl: TTL.page, notFoundIsNull: true, transform: sanitizeRichText }),
    // Only a slug of the shape the contract allows reaches the upstream (no path tricks).
    training: async (slug) =>
      /^[a-z0-9-]{1,60}$/.test(slug) ? source.read(`${API}/training/${slug}`, { schema: TrainingSchema, ttl: TTL.page, notFoundIsNull: true, transform: sanitizeRichText }) : null,
    carerTest: () => source.read(`${API}/carer-test`, { schema: CarerTestSchema, ttl: TTL.page, notFoundIsNull: true, transform: sanitizeRichText }),
    latestNews: async (categoryId) => {
      const query = categoryId === null ? '' : `?categoryId=${encodeURIComponent(String(categoryId))}`;
      const answer = await source.read(`/api/v1/es/news/latest${query}`, { schema: LatestNewsSchema, ttl: TTL.news, notFoundIsNull: true });
      return answer?.Items ?? [];
    },
    newsList: (page) => list(`/api/v1/es/news?page=${page}`),
    newsSearch: (term, page) => list(`/api/v1/es/news/search?query=${encodeURIComponent(term)}&page=${page}`),
    regionNews: (region, page) => list(`/api/v1/region/news?regionId=${region.Id}&regionName=${encodeURIComponent(region.Title)}&page=${page}`),
    regionNewsSearch: (region, term, page) =>
      list(`/api/v1/region/news-search?query=${encodeURIComponent(term)}&regionId=${region.Id}&regionName=${encodeURIComponent(region.Title)}&page=${page}`),
    siteSearch: async (term, kind, page) =>
      (await source.read(
        `/api/v1/es/search?query=${encodeURIComponent(term)}&contentType=${kind ?? 'all'}&page=${page}&pageSize=${SEARCH_PAGE_SIZE}`,
        { schema: SearchAnswerSchema, ttl: TTL.list, notFoundIsNull: true },
      )) ?? EMPTY_SEARCH,
    suggest: async (term) =>
      (await source.read(`/api/v1/es/suggest?query=${encodeURIComponent(term)}`, { schema: SuggestionsSchema, ttl: TTL.suggest, notFoundIsNull: true })) ?? {
        Items: [],
      },
    region: (name) =>
      source.read(`/api/v1/region/${encodeURIComponent(name.replace(/-/g, ' '))}`, { schema: RegionRefSchema, ttl: TTL.page, notFoundIsNull: true }),
    vacancy: async (path) => {
      const found = await api.page(path);
      const vacancy = found ? toVacancy(found) : null;
      return found && vacancy ? { node: found, vacancy } : null;
    },
    vacancySearch: (params) =>
      source.read(`/api/v1/region/vacancies/search?${vacancySearchQuery(params)}`, { schema: VacancySearchSchema, ttl: TTL.list, notFoundIsNull: true }),
    closestVacancies: (place, radius, page) =>
      source.read(`/api/v1/region/vacancies/closest?query=${encodeURIComponent(place)}&radius=${radius}&page=${page}`, {
        schema: VacancyListSchema,
        ttl: TTL.list,
        notFoundIsNull: true,
      }),
    regionVacancies: async (regionId, page) =>
      (await source.read(`/api/v1/region/vacancies/${regionId}?page=${page}`, { schema: VacancyListSchema, ttl: TTL.list, notFoundIsNull: true })) ??
      EMPTY_VACANCIES,
    nodeById: async (id) => {
      const alias = await api.nodePath(`node/${id}`);
      if (alias === '/') return null;
      const found = await api.page(alias);
      return found && found.id === id && found.status ? found : null;
    },
  };
  return api;
}
