/**
 * Geocoding, behind one interface for every radius search of the site:
 * `geocode(place) → { lat, lon, label } | null`. A place is a Dutch town,
 * municipality, postcode, or coordinates ('52.1550, 5.3875', what 'Gebruik
 * mijn locatie' sends). Null: nothing found; a failing service throws
 * (UpstreamError), so a page can tell 'not found' from 'try again later'.
 *
 * Two adapters, chosen by the configuration (worker/config.ts):
 * - PDOK Locatieserver (production: a real backend is the upstream), at GEOCODER_URL;
 * - the embedded origin's offline gazetteer (`/api/v1/geo/geocode`, origin
 *   extension), when the embedded origin is the upstream: no network needed.
 * Both read through a ContentSource: answers are cached in KV for a day (a
 * place does not move), 'nothing found' for a minute.
 * Distances: shared/contract/geo.ts.
 */
import * as v from 'valibot';
import { GeocodeAnswerSchema, parseCoordinates, type GeoPlace } from '../../shared/contract/geo';
import type { AppConfig } from '../config';
import { ContentSource, type SourceOptions } from '../content/source';
import { PDOK_PATH, PdokAnswerSchema, pdokFetch, pdokQuery } from './pdok';

export type { GeoPlace } from '../../shared/contract/geo';

/** Looks a place up: its point and the name to show, or null when there is no such place. */
export type Geocode = (place: string) => Promise<GeoPlace | null>;

/** Seconds a found place stays cached. */
export const GEOCODE_TTL = 24 * 3600;
/** Longest place a visitor's text is cut to: longer is no Dutch place name. */
const MAX_PLACE = 100;

/** One spelling per place for the cache: trimmed, single spaces, lower case, cut. */
export function normalisePlace(place: string): string {
  return [...place.trim().replace(/\s+/g, ' ').toLowerCase()].slice(0, MAX_PLACE).join('').trim();
}

const OriginAnswer = v.pipe(
  GeocodeAnswerSchema,
  v.transform((a): GeoPlace => ({ lat: a.Lat, lon: a.Lon, label: a.Label })),
);

/** Coordinates need no lookup; blank text is no place. */
function withShortcuts(lookup: (normalised: string) => Promise<GeoPlace | null>): Geocode {
  return async (place) => {
    const normalised = normalisePlace(place);
    if (normalised === '') return null;
    const at = parseCoordinates(normalised);
    if (at) return { ...at, label: `${at.lat.toFixed(4)}, ${at.lon.toFixed(4)}` };
    return lookup(normalised);
  };
}

/** The embedded origin's gazetteer, through the content source of the request (KV-cached). */
export function originGeocoder(source: ContentSource): Geocode {
  return withShortcuts((place) =>
    source.read(`/api/v1/geo/geocode?query=${encodeURIComponent(place)}`, { schema: OriginAnswer, ttl: GEOCODE_TTL, notFoundIsNull: true }),
  );
}

/** The PDOK Locatieserver, through a content source of its own (KV-cached). */
export function pdokGeocoder(source: ContentSource): Geocode {
  return withShortcuts((place) => source.read(`${PDOK_PATH}?${pdokQuery(place)}`, { schema: PdokAnswerSchema, ttl: GEOCODE_TTL }));
}

/**
 * The geocoder of the configuration: PDOK when a real backend is the upstream,
 * else the embedded origin's gazetteer over the request's content source.
 */
export function createGeocoder(config: Pick<AppConfig, 'upstream' | 'geocoder'>, upstreamSource: ContentSource, options: SourceOptions): Geocode {
  if (!config.upstream.url) return originGeocoder(upstreamSource);
  return pdokGeocoder(new ContentSource(pdokFetch(config.geocoder.url, config.geocoder.timeoutMs), options));
}
