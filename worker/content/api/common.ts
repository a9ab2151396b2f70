/**
 * What every area of the typed content calls (worker/content/api/) shares:
 * the cache lifetimes, the read that honours the refresh mode, the query
 * string and path encodings.
 */
import type { ContentSource, ReadOptions } from '../source';
import type { Geocode } from '../../geo';
import type { ContentApi } from '.';

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

/** The CMS proxy's prefix (spec section 7). */
export const API = '/api/drupal/api';

/** A query string of the given parameters, leaving out null and empty ones (one order, so one cache key). */
export function query(params: Record<string, string | number | null | undefined>): string {
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

export interface ContentApiOptions {
  /** The site's own host, so absolute links to it in rich text count as internal. */
  siteHost?: string | null;
  /** The geocoder (worker/geo/createGeocoder); default: the upstream's gazetteer call, as the embedded origin offers it. */
  geocode?: Geocode;
}

/** What an area's calls are made with. */
export interface AreaContext {
  /** A cached read; in refresh mode it bypasses the cached answer and overwrites it. */
  read<T>(path: string, options: ReadOptions<T>): Promise<T | null>;
  /** The content source itself, for what is never cached (previews). */
  contentSource: ContentSource;
  /** The whole API, for a call that builds on another area's (a vacancy is a page). */
  api: ContentApi;
  options: ContentApiOptions;
}
