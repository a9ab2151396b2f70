import * as v from 'valibot';
import type { GeoPlace } from '../../shared/contract/geo';
import { UpstreamError } from '../content/errors';
import type { UpstreamFetch } from '../content/fetcher';

/**
 * The PDOK Locatieserver (v3.1 `free` search), the Dutch government's free
 * geocoder over the national address and place registers (BAG, CBS): one best
 * match among places (woonplaats), municipalities (gemeente) and postcodes.
 * Its documents give the point as WKT, `POINT(lon lat)` in WGS84.
 */

/** The part of a search call the worker sends; the path the KV cache keys it by. */
export const PDOK_PATH = '/geocode/pdok';

const PdokDocSchema = v.object({
  type: v.optional(v.string(), ''),
  weergavenaam: v.optional(v.string(), ''),
  woonplaatsnaam: v.optional(v.string()),
  gemeentenaam: v.optional(v.string()),
  postcode: v.optional(v.string()),
  centroide_ll: v.string(),
});
type PdokDoc = v.InferOutput<typeof PdokDocSchema>;

const point = (wkt: string): { lat: number; lon: number } | null => {
  const m = /^POINT\(\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*\)$/.exec(wkt.trim());
  if (!m) return null;
  const lon = Number(m[1]);
  const lat = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
};

/** The name a visitor recognises: the town, 'gemeente X', or '3811 AB Amersfoort'. */
function labelOf(doc: PdokDoc): string {
  if (doc.type === 'woonplaats' && doc.woonplaatsnaam) return doc.woonplaatsnaam;
  if (doc.type === 'gemeente' && doc.gemeentenaam) return `gemeente ${doc.gemeentenaam}`;
  if (doc.type === 'postcode' && doc.postcode) {
    const code = doc.postcode.length === 6 ? `${doc.postcode.slice(0, 4)} ${doc.postcode.slice(4)}` : doc.postcode;
    return doc.woonplaatsnaam ? `${code} ${doc.woonplaatsnaam}` : code;
  }
  return doc.weergavenaam;
}

/** A search answer → its best match, or null when nothing was found (or the match has no usable point). */
export const PdokAnswerSchema = v.pipe(
  v.object({ response: v.object({ numFound: v.number(), docs: v.array(v.unknown()) }) }),
  v.transform((answer): GeoPlace | null => {
    const first = v.safeParse(PdokDocSchema, answer.response.docs[0]);
    if (!first.success) return null;
    const at = point(first.output.centroide_ll);
    return at ? { ...at, label: labelOf(first.output) } : null;
  }),
);

/** The query string of one search: the place, only the kinds of result a radius search can start from, one row. */
export function pdokQuery(place: string): string {
  const params = new URLSearchParams({
    q: place,
    fq: 'type:(woonplaats OR gemeente OR postcode)',
    rows: '1',
    fl: 'type,weergavenaam,woonplaatsnaam,gemeentenaam,postcode,centroide_ll',
  });
  return params.toString();
}

/**
 * The Locatieserver as an upstream for a ContentSource (so its answers are
 * cached in KV like every other): `${PDOK_PATH}?{query}` goes to `url?{query}`,
 * with the upstream's timeout.
 */
export function pdokFetch(url: string, timeoutMs: number): UpstreamFetch {
  return async function fetchPdok(path) {
    const query = path.startsWith(`${PDOK_PATH}?`) ? path.slice(PDOK_PATH.length) : null;
    if (query === null) throw new UpstreamError('status', path, 404);
    try {
      return await fetch(url + query, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (cause) {
      const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
      throw new UpstreamError(timedOut ? 'timeout' : 'network', path, null, { cause });
    }
  };
}
