import * as v from 'valibot';

/**
 * Places and distances, shared by the worker (distances on cards, the
 * geocoder's answers) and the embedded origin (radius searches), which may
 * import only the contract. One module for every distance on the site.
 */

/** A point on the earth in WGS84 degrees. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/** What a geocoder answers for a place: where it is, and its name as the site shows it ('Amersfoort', '3811 AB Amersfoort'). */
export interface GeoPlace extends GeoPoint {
  label: string;
}

/**
 * The mean radius of the earth (IUGG, km). Great-circle distances on this
 * sphere differ from the ellipsoid's by at most about 0.5 %: 50 m over the 10 km
 * of a region search, well inside what a visitor means by '10 km'.
 */
export const EARTH_RADIUS_KM = 6371.0088;

const rad = (degrees: number): number => (degrees * Math.PI) / 180;

/** The great-circle distance between two points in km (haversine: exact on the sphere, stable for short distances). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a point lies within a radius of a centre: on the edge counts as within. */
export const withinKm = (centre: GeoPoint, point: GeoPoint, km: number): boolean => distanceKm(centre, point) <= km;

/**
 * A latitude/longitude box that holds every point within `km` of the centre,
 * so a query can narrow with an index first and check the exact distance after.
 * Slightly larger than needed, never smaller (the longitude span is taken at the
 * box's edge nearest the pole).
 */
export function boundingBox(centre: GeoPoint, km: number): { minLat: number; maxLat: number; minLon: number; maxLon: number } {
  // A hair wider than the exact span, so rounding never leaves a point on the edge outside.
  const dLat = (km / EARTH_RADIUS_KM) * (180 / Math.PI) + 1e-6;
  const poleward = Math.min(89.9, Math.abs(centre.lat) + dLat);
  const dLon = dLat / Math.cos(rad(poleward));
  return { minLat: centre.lat - dLat, maxLat: centre.lat + dLat, minLon: centre.lon - dLon, maxLon: centre.lon + dLon };
}

/**
 * The point `km` away from a start in a direction (degrees from north): for
 * tests at the edge of a radius and for placing demo content around a town.
 */
export function destination(start: GeoPoint, km: number, bearingDegrees: number): GeoPoint {
  const d = km / EARTH_RADIUS_KM;
  const b = rad(bearingDegrees);
  const lat1 = rad(start.lat);
  const lon1 = rad(start.lon);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lon2 = lon1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: (lat2 * 180) / Math.PI, lon: (lon2 * 180) / Math.PI };
}

/**
 * Coordinates typed or sent as a place ('52.1550, 5.3875', what 'Gebruik mijn
 * locatie' fills in): decimal degrees, each with a decimal point, latitude first
 * ('52,155' is a Dutch number, not a place). Null for
 * anything else, so a postcode or a name is never taken for coordinates.
 */
export function parseCoordinates(text: string): GeoPoint | null {
  const m = /^\s*(-?\d{1,2}\.\d{1,8})\s*,\s*(-?\d{1,3}\.\d{1,8})\s*$/.exec(text);
  if (!m) return null;
  const lat = Number(m[1]);
  const lon = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}

/**
 * `GET /api/v1/geo/geocode?query=` (origin extension, docs/content-contract.md): a
 * Dutch place, municipality, postcode or coordinates → its point and label;
 * 404 when nothing is found.
 */
export const GeocodeAnswerSchema = v.object({
  Lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  Lon: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  Label: v.string(),
});
export type GeocodeAnswer = v.InferOutput<typeof GeocodeAnswerSchema>;
