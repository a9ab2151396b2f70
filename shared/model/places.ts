/**
 * Help nearby as the pages show it: activity and location cards, and the data
 * rules of spec section 5 (highlights, dementia information, ended
 * activities, the activity search's fallback) as pure functions.
 */
import type { ActivityItem, LocationItem, RegionTeaser } from '../contract';
import { distanceKm, type GeoPoint } from '../contract/geo';
import { formatDistance } from '../format/distance';
import { href } from '../routes';
import { addressLines } from './address';

/** Activities per page (spec section 9). */
export const ACTIVITY_PAGE_SIZE = 6;
/** Locations per page (the origin's page size; the spec names none). */
export const LOCATION_PAGE_SIZE = 10;
/** Highlights shown at most (spec section 9). */
export const HIGHLIGHTS_MAX = 2;
/** The region search shows activities within this radius of the place (spec section 9). */
export const REGION_SEARCH_RADIUS_KM = 10;
/** An activity search near a place uses this radius unless the visitor picks another (spec section 9). */
export const ACTIVITY_SEARCH_RADIUS_KM = 25;
/** How many activities a region page or the dashboard shows before 'all activities'. */
export const DASHBOARD_ACTIVITIES = 3;

export interface ActivityCardView {
  id: number;
  title: string;
  url: string;
  type: string;
  intro: string;
  start: string;
  end: string;
  startTime: string;
  endTime: string;
  entryTime: string;
  /** The town, and the venue when there is one. */
  place: string;
  location: { title: string; url: string } | null;
  /** '3,4 km' from the place searched for; null without one. */
  distance: string | null;
}

const pointOf = (item: { Lat: number | null; Lon: number | null }): GeoPoint | null =>
  item.Lat !== null && item.Lon !== null ? { lat: item.Lat, lon: item.Lon } : null;

/** The distance from a searched place as cards show it, or null. */
export function distanceFrom(from: GeoPoint | null, item: { Lat: number | null; Lon: number | null }): string | null {
  const at = pointOf(item);
  return from && at ? formatDistance(distanceKm(from, at)) : null;
}

export function toActivityCard(item: ActivityItem, from: GeoPoint | null = null): ActivityCardView {
  const venue = item.Address.Organization;
  const town = item.Locality || item.Address.Locality;
  return {
    id: item.Id,
    title: item.Title,
    url: item.Data.Path,
    type: item.Type?.Name ?? '',
    intro: item.Introduction,
    start: item.StartDate.slice(0, 10),
    end: (item.EndDate ?? item.StartDate).slice(0, 10),
    startTime: item.StartTime,
    endTime: item.EndTime,
    entryTime: item.EntryTime,
    place: [venue, town].filter(Boolean).join(', '),
    location: item.Location ? { title: item.Location.Title, url: item.Location.Data.Path } : null,
    distance: distanceFrom(from, item),
  };
}

export interface LocationCardView {
  id: number;
  title: string;
  url: string;
  type: string;
  address: string;
  distance: string | null;
}

export function toLocationCard(item: LocationItem, from: GeoPoint | null = null): LocationCardView {
  return {
    id: item.Id,
    title: item.Title,
    url: item.Data.Path,
    type: item.LocationType?.Name ?? '',
    address: addressLines(item.Address).join(', '),
    distance: distanceFrom(from, item),
  };
}

/**
 * Regional highlights (spec section 5): only while today lies between their
 * start and end date (both days included), newest change first, at most two.
 * A highlight without both dates is not shown: its period is unknown.
 */
export function currentHighlights(items: readonly RegionTeaser[], today: string, max = HIGHLIGHTS_MAX): RegionTeaser[] {
  return items
    .filter((h) => h.start_date && h.end_date && h.start_date.slice(0, 10) <= today && today <= h.end_date.slice(0, 10))
    .sort((a, b) => (b.changed ?? '').localeCompare(a.changed ?? '') || b.id - a.id)
    .slice(0, max);
}

/**
 * Dementia information (spec section 5): the region's own items; when it has
 * none, the generic list, with its last entry dropped when it has more than three.
 */
export function dementiaInformation(own: readonly RegionTeaser[], generic: readonly RegionTeaser[]): RegionTeaser[] {
  if (own.length > 0) return [...own];
  return generic.length > 3 ? generic.slice(0, -1) : [...generic];
}

/** Activities that end today or later (spec section 5: a location's activities), soonest first. */
export function endingTodayOrLater<T extends { start: string; end: string; startTime: string }>(items: readonly T[], today: string): T[] {
  return items.filter((a) => a.end >= today).sort((a, b) => a.start.localeCompare(b.start) || a.startTime.localeCompare(b.startTime));
}

/**
 * Which call an activity search makes (spec section 5): a place (after
 * trimming) searches near it within the radius; a blank place falls back to
 * the search by type alone, nationally.
 */
export type ActivitySearch = { kind: 'closest'; place: string; radius: number } | { kind: 'byType' };
export function activitySearchOf(place: string | null | undefined, radius: number): ActivitySearch {
  const trimmed = (place ?? '').trim();
  return trimmed === '' ? { kind: 'byType' } : { kind: 'closest', place: trimmed, radius };
}

/**
 * Where the type options of a region's activity list come from (spec section
 * 4: a range change reloads the types): the types near the chosen place within
 * the range, else the region's own.
 */
export type TypeSource = { kind: 'closest'; place: string; radius: number } | { kind: 'region' };
export function typeSourceOf(city: string | null, range: number | null): TypeSource {
  return city && range ? { kind: 'closest', place: city, radius: range } : { kind: 'region' };
}

/** The calendar file of an activity: its own address with `.ics`. */
export const activityCalendarHref = (activityPath: string): string => `${activityPath}.ics`;

/** The subscribable calendar of a region's activities. */
export const regionCalendarHref = (regionSlug: string): string => `${href('region-activities', { regio: regionSlug })}.ics`;
