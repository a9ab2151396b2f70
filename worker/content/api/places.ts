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
  type RegionTeaser,
} from '../../../shared/contract';
import type { ContentReader } from '../../../shared/pages/screen';
import { originGeocoder } from '../../geo';
import { API, query, TTL, type AreaContext } from './common';

/** The calls of this area, declared once in the screens' ContentReader (shared/pages/screen.ts). */
export type PlacesApi = Pick<
  ContentReader,
  | 'region'
  | 'geocode'
  | 'regions'
  | 'regionSearch'
  | 'regionLocations'
  | 'locationActivities'
  | 'regionActivities'
  | 'closestActivities'
  | 'activitiesByType'
  | 'regionActivityTypes'
  | 'closestActivityTypes'
  | 'regionCities'
  | 'regionHighlights'
  | 'regionServices'
  | 'regionDementiaInfo'
  | 'genericDementiaInfo'
  | 'overDeRegio'
>;

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
