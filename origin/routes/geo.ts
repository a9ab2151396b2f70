import { Hono } from 'hono';
import type { OriginBindings } from '../bindings';
import { geocodePlace } from '../geo/gazetteer';

/**
 * Origin extension (docs/content-contract.md, "Geocoding"): the offline gazetteer as a call, so
 * the worker's geocoder (worker/geo/) finds places with no network when the
 * embedded origin is the upstream.
 *   GET /api/v1/geo/geocode?query=  → { Lat, Lon, Label }, 404 when nothing is found
 */
export const geoRoutes = new Hono<{ Bindings: OriginBindings }>();

geoRoutes.get('/api/v1/geo/geocode', async (c) => {
  const place = await geocodePlace(c.env.DB, c.req.query('query') ?? '');
  return place ? c.json({ Lat: place.lat, Lon: place.lon, Label: place.label }) : c.json({ message: 'not found' }, 404);
});
