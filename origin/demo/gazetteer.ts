/**
 * The gazetteer rows of the demo content: every Dutch place and municipality
 * of the offline dataset, and the postcodes of the demo addresses (regional
 * offices, locations, activities), each at the address's own point
 * (`field_geo`) or else its town's.
 */
import { placeLookup, placeRows, postcodeRows, type DemoAddress, type GazetteerRow } from '../geo/gazetteer';
import type { NodeRow } from './types';

/** The static rows, parsed once per isolate: the generator places content with them too. */
let places: GazetteerRow[] | null = null;
export function gazetteerPlaces(): GazetteerRow[] {
  places ??= placeRows();
  return places;
}

function addressOf(node: NodeRow): DemoAddress | null {
  const address = node.fields.field_address as { postal_code?: unknown; locality?: unknown } | null | undefined;
  if (!address || typeof address.postal_code !== 'string' || typeof address.locality !== 'string') return null;
  const geo = node.fields.field_geo as { lat?: unknown; lon?: unknown } | null | undefined;
  const point = geo && typeof geo.lat === 'number' && typeof geo.lon === 'number' ? { lat: geo.lat, lon: geo.lon } : null;
  return { postalCode: address.postal_code, locality: address.locality, point };
}

export function buildGazetteer(nodes: readonly NodeRow[]): GazetteerRow[] {
  const rows = gazetteerPlaces();
  const addresses = nodes.flatMap((node) => {
    const address = addressOf(node);
    return address ? [address] : [];
  });
  return [...rows, ...postcodeRows(placeLookup(rows), addresses)];
}
