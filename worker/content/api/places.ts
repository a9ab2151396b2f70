/** The content calls for regions, their locations and activities, and places (geocoding). */
import {
  ActivityListSchema,
  ActivityTypeListSchema,
  CityListSchema,
  LocationListSchema,
  OverDeRegioTeaserSchema,
  RegionRefSchema,
  RegionSearchResultSchema,
  RegionSummaryListSchema,
  RegionTeaserListSchema,
  type ActivityList,
  type LocationList,
  type OverDeRegioTeaser,
  type RegionRef,
  type RegionSearchResult,
  type RegionSummary,
  type RegionTeaser,
  type TypeRef,
} from '../../../shared/contract';
import type { GeoPlace } from '../../../shared/contract/geo';
import { originGeocoder } from '../../geo';
import { API, query, TTL, type AreaContext } from './common';

export interface PlacesApi {
  /** A region by the name in a URL segment (dashes become spaces), or null when there is none. */
  region(name: string): Promise<RegionRef | null>;
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

const NO_ACTIVITIES: ActivityList = { Activities: [], Total: 0 };

export function placesApi({ read, contentSource, options }: AreaContext): PlacesApi {
  // An activity list the upstream answers with 204 (none) or 404 is an empty list.
  const activities = async (path: string): Promise<ActivityList> =>
    (await read(path, { schema: ActivityListSchema, ttl: TTL.list, notFoundIsNull: true })) ?? NO_ACTIVITIES;
  const teasers = async (path: string): Promise<RegionTeaser[]> =>
    (await read(path, { schema: RegionTeaserListSchema, ttl: TTL.page, notFoundIsNull: true })) ?? [];
  return {
    region: (name) => read(`/api/v1/region/${encodeURIComponent(name.replace(/-/g, ' '))}`, { schema: RegionRefSchema, ttl: TTL.page, notFoundIsNull: true }),
    geocode: options.geocode ?? originGeocoder(contentSource),
    regions: async () => (await read(`${API}/regions`, { schema: RegionSummaryListSchema, ttl: TTL.page, notFoundIsNull: true })) ?? [],
    regionSearch: (q) => read(`/api/v1/region/search?query=${encodeURIComponent(q)}`, { schema: RegionSearchResultSchema, ttl: TTL.page, notFoundIsNull: true }),
    regionLocations: async (regionId, locationType, page) =>
      (await read(`/api/v1/region/locations/${regionId}?${query({ locationType, page })}`, { schema: LocationListSchema, ttl: TTL.list, notFoundIsNull: true })) ?? { Locations: [], Total: 0 },
    locationActivities: (locationId, page) => activities(`/api/v1/region/location/activities/${locationId}?${query({ page })}`),
    regionActivities: (regionId, filter, page) => activities(`/api/v1/region/activities/${regionId}?${query({ activityType: filter.type, city: filter.city, page })}`),
    closestActivities: (place, radius, type, page) => activities(`/api/v1/region/activities/closest?${query({ query: place, radius, page, activityType: type })}`),
    activitiesByType: (type, page) => activities(`/api/v1/region/activities/byType?${query({ activityType: type, page })}`),
    regionActivityTypes: async (regionId) => (await read(`/api/v1/region/activityTypes/${regionId}`, { schema: ActivityTypeListSchema, ttl: TTL.list, notFoundIsNull: true })) ?? [],
    closestActivityTypes: async (place, radius) =>
      (await read(`/api/v1/region/activityTypes/closest?${query({ radius, query: place })}`, { schema: ActivityTypeListSchema, ttl: TTL.list, notFoundIsNull: true })) ?? [],
    regionCities: async (regionId) => (await read(`/api/v1/region/cities/${regionId}`, { schema: CityListSchema, ttl: TTL.list, notFoundIsNull: true })) ?? [],
    regionHighlights: (regionId) => teasers(`${API}/get-regio-highlights?regio=${regionId}`),
    regionServices: (regionId) => teasers(`${API}/get-regio-services?regio=${regionId}`),
    regionDementiaInfo: (regionId) => teasers(`${API}/get-regio-single-info-about-dementie?regio=${regionId}`),
    genericDementiaInfo: () => teasers(`${API}/get-regio-generic-info-about-dementie`),
    overDeRegio: (regionId) => read(`${API}/get-regio-over-de-regio?regio=${regionId}`, { schema: OverDeRegioTeaserSchema, ttl: TTL.page, notFoundIsNull: true }),
  };
}
