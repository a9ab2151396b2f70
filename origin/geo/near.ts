/**
 * 'Near a place' as SQL: the centre (a gazetteer lookup or coordinates) and
 * the locations within a radius of it, as a WITH clause the statements of a
 * search near a place start with. The centre is found inside the same
 * statements, so a search near a place is one D1 batch (one round trip)
 * instead of a geocoding query, a query for the locations in range and then
 * the page: under load each D1 round trip costs several milliseconds of
 * waiting, far more than the work of these statements.
 *
 * The locations come from the box of `boundingBox`: one seek per band of a
 * tenth of a degree of latitude on the (lat_cell, lon, lat) index of migration
 * 0023 and the longitude range inside it; the great-circle distance decides,
 * computed as `distanceKm` computes it (the same haversine, the same order of
 * operations; SQLite's math functions), so the set is the one `distanceKm`
 * gives (tests/worker/regions-origin.test.ts compares them over the demo content).
 * D1 does not allow SQLite's R*Tree module ('not authorized' in workerd), so
 * the bands stand in for it (the vacancies of issue 15 use the same bands,
 * migration 0032). CROSS JOIN fixes the order (centre, its bands,
 * then the index): on a small table the planner would rather scan every location.
 */
import { EARTH_RADIUS_KM, boundingBox, type GeoPoint } from '../../shared/contract/geo';
import { placeQuery } from './gazetteer';

/** The WITH clause of a search near a place (tables `centre(lat, lon)` and `near(id)`), and its binds: always ?1-?4. */
export interface NearSql {
  with: string;
  binds: [unknown, unknown, number, number];
}

/** The number of parameters `NearSql` uses; a statement's own parameters come after them. */
export const NEAR_BINDS = 4;

/** Degrees to radians as `distanceKm` does it: (x * π) / 180. */
/** The latitude band of a point as migration 0023 stores it (`lat_cell`): tenths of a degree. */
const CELL = (lat: string) => `CAST(floor((${lat}) * 10) AS INTEGER)`;

const rad = (expression: string) => `((${expression}) * pi() / 180)`;

/** `distanceKm(a, b)` in SQL on columns: the same formula in the same order, so the same doubles come out. */
export function distanceKmSql(a: { lat: string; lon: string }, b: { lat: string; lon: string }): string {
  const sinLat = `sin(${rad(`${b.lat} - ${a.lat}`)} / 2)`;
  const sinLon = `sin(${rad(`${b.lon} - ${a.lon}`)} / 2)`;
  const h = `${sinLat} * ${sinLat} + cos(${rad(a.lat)}) * cos(${rad(b.lat)}) * (${sinLon} * ${sinLon})`;
  return `2 * ${EARTH_RADIUS_KM} * asin(min(1, sqrt(${h})))`;
}

/**
 * The centre of a place query as a SELECT of one row (lat, lon), or none when
 * the place is not found: coordinates as they are (?1, ?2), or the first
 * gazetteer key with a row (?1, then ?2), lowest rank first, as `geocodePlace`.
 * Null when the query names nothing to look up.
 */
export function centreSql(query: string): { sql: string; binds: [unknown, unknown] } | null {
  const place = placeQuery(query);
  if (place === null) return null;
  if ('coordinates' in place) return { sql: 'SELECT ?1 AS lat, ?2 AS lon', binds: [place.coordinates.lat, place.coordinates.lon] };
  const [first, second = first] = place.keys as [string, string?];
  return { sql: 'SELECT lat, lon FROM gazetteer WHERE key IN (?1, ?2) ORDER BY key <> ?1, rank, id LIMIT 1', binds: [first, second] };
}

/**
 * What a search near a place reads: a table with lat, lon and the generated
 * band column `lat_cell`, its (lat_cell, lon, lat, ...) index, the id to
 * answer, and optionally a condition on the row (alias `l`; the statement's
 * own binds, numbered after NEAR_BINDS) and the distance as a column `km`.
 */
export interface NearSource {
  table: string;
  index: string;
  id: string;
  where?: string;
  withKm?: boolean;
}

/** The locations of activities (migration 0023): `near(id)`. */
export const NEAR_LOCATIONS: NearSource = { table: 'location_index', index: 'location_cell', id: 'node_id' };

/**
 * The WITH clause for the rows of `source` within `km` of a place (null when
 * the query names nothing to look up): `near(id)`, or `near(id, km)` with
 * `withKm`. `near` is empty when the place is not found; `centre` then has no
 * row, which tells 'place not found' from 'nothing near'.
 */
export function nearSql(query: string, km: number, source: NearSource = NEAR_LOCATIONS): NearSql | null {
  const centre = centreSql(query);
  if (centre === null) return null;
  // The box's half height in degrees, as boundingBox gives it (a hair wider than exact).
  const dLat = boundingBox({ lat: 0, lon: 0 } satisfies GeoPoint, km).maxLat;
  const dLon = `(?4 / cos(${rad('min(89.9, abs(c.lat) + ?4)')}))`;
  const distance = distanceKmSql({ lat: 'c.lat', lon: 'c.lon' }, { lat: 'l.lat', lon: 'l.lon' });
  const where = source.where ? ` AND (${source.where})` : '';
  return {
    with: `WITH RECURSIVE centre(lat, lon) AS (${centre.sql}),
  bands(cell) AS (SELECT ${CELL('lat - ?4')} FROM centre UNION ALL SELECT cell + 1 FROM bands, centre WHERE cell < ${CELL('lat + ?4')}),
  near(${source.withKm ? 'id, km' : 'id'}) AS (SELECT l.${source.id}${source.withKm ? `, ${distance}` : ''} FROM centre c CROSS JOIN bands b CROSS JOIN ${source.table} l INDEXED BY ${source.index}
    ON l.lat_cell = b.cell AND l.lon BETWEEN c.lon - ${dLon} AND c.lon + ${dLon} AND l.lat BETWEEN c.lat - ?4 AND c.lat + ?4
    WHERE ${distance} <= ?3${where})`,
    binds: [...centre.binds, km, dLat],
  };
}
