/**
 * The location and activity indexes and the regions' served places
 * (migration 0021), written by the seeder from the nodes; the region routes
 * (routes/locations.ts, routes/activities.ts, routes/region-search.ts) only read them.
 */
import type { NodeRow } from './demo/types';
import { plainText } from '../shared/contract/plain-text';
import { placeLookup, type GazetteerRow } from './geo/gazetteer';
import { introductionHtml } from './nodes';

type Fields = Record<string, unknown>;
const obj = (value: unknown): Fields => (value && typeof value === 'object' ? (value as Fields) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const refId = (value: unknown): number => num(obj(value).id) ?? 0;

function insertAll(db: D1Database, table: string, columns: readonly string[], rows: readonly unknown[][]): D1PreparedStatement[] {
  // D1 binds at most 100 parameters to one statement.
  const perInsert = Math.floor(100 / columns.length);
  const out: D1PreparedStatement[] = [];
  for (let i = 0; i < rows.length; i += perInsert) {
    const chunk = rows.slice(i, i + perInsert);
    const values = chunk.map((_, r) => `(${columns.map((_, c) => `?${r * columns.length + c + 1}`).join(', ')})`).join(', ');
    out.push(db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`).bind(...chunk.flat()));
  }
  return out;
}

const LOCATION_COLUMNS = ['node_id', 'region_id', 'type_id', 'type_name', 'title', 'alias', 'address_line1', 'postal_code', 'locality', 'lat', 'lon'] as const;
const ACTIVITY_COLUMNS = [
  'node_id', 'region_id', 'location_id', 'type_id', 'type_name', 'city', 'start_date', 'end_date', 'start_time', 'end_time', 'entry_time',
  'title', 'alias', 'introduction', 'external_link', 'address', 'lat', 'lon',
] as const;

export function locationRow(node: NodeRow): unknown[] | null {
  if (!node.status || node.type !== 'location') return null;
  const f = node.fields;
  const address = obj(f.field_address);
  const type = obj(f.field_location_type);
  const geo = obj(f.field_geo);
  return [node.id, refId(f.field_regio) || (node.parentId ?? 0), refId(type), str(type.label), node.title, node.alias, str(address.address_line1), str(address.postal_code), str(address.locality), num(geo.lat), num(geo.lon)];
}

export function activityRow(node: NodeRow): unknown[] | null {
  if (!node.status || node.type !== 'activiteit') return null;
  const f = node.fields;
  const address = obj(f.field_address);
  const type = obj(f.field_activity_type);
  const geo = obj(f.field_geo);
  const start = str(f.field_start_date).slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start)) return null;
  const end = str(f.field_end_date).slice(0, 10) || start;
  const external = obj(f.field_external_link);
  return [
    node.id,
    refId(f.field_regio),
    refId(f.field_location),
    refId(type),
    str(type.label),
    str(address.locality),
    start,
    end,
    str(f.field_start_time),
    str(f.field_end_time),
    str(f.field_entry_time),
    node.title,
    node.alias,
    plainText(introductionHtml(f)),
    str(external.url) ? JSON.stringify({ title: str(external.title), url: str(external.url) }) : null,
    JSON.stringify({ line1: str(address.address_line1), postalCode: str(address.postal_code), locality: str(address.locality), organization: str(address.organization) }),
    num(geo.lat),
    num(geo.lon),
  ];
}

/** Empties the indexes and fills them from the nodes; the regions' served places from their municipalities and the gazetteer. */
export function placeIndexStatements(db: D1Database, nodes: readonly NodeRow[], gazetteer: readonly GazetteerRow[]): D1PreparedStatement[] {
  const lookup = placeLookup(gazetteer);
  const areas = nodes.flatMap((node) => {
    if (node.type !== 'regio' || !node.status) return [];
    const names = ((node.fields.field_municipalities as { label?: string }[] | undefined) ?? []).map((m) => str(m.label)).filter(Boolean);
    return names.flatMap((name) => {
      const at = lookup(name);
      return at ? [[node.id, name, at.lat, at.lon]] : [];
    });
  });
  return [
    db.prepare('DELETE FROM location_index'),
    db.prepare('DELETE FROM activity_index'),
    db.prepare('DELETE FROM region_area'),
    db.prepare('DELETE FROM location_activity_type'),
    ...insertAll(db, 'location_index', LOCATION_COLUMNS, nodes.map(locationRow).filter((r): r is unknown[] => r !== null)),
    ...insertAll(db, 'activity_index', ACTIVITY_COLUMNS, nodes.map(activityRow).filter((r): r is unknown[] => r !== null)),
    // The types held at each location (migration 0023), for the types near a place.
    db.prepare(
      'INSERT INTO location_activity_type (location_id, type_id, type_name, last_end) SELECT location_id, type_id, type_name, MAX(end_date) FROM activity_index GROUP BY location_id, type_id, type_name',
    ),
    ...insertAll(db, 'region_area', ['region_id', 'name', 'lat', 'lon'], areas),
  ];
}
