import { describe, expect, it } from 'vitest';
import { boundingBox, destination, distanceKm, parseCoordinates, withinKm, type GeoPoint } from './geo';

// Town centres as the offline gazetteer has them (GeoNames).
const TOWNS: Record<string, GeoPoint> = {
  Amsterdam: { lat: 52.37403, lon: 4.88969 },
  Rotterdam: { lat: 51.9225, lon: 4.47917 },
  Utrecht: { lat: 52.09083, lon: 5.12222 },
  Amersfoort: { lat: 52.155, lon: 5.3875 },
  Leusden: { lat: 52.1325, lon: 5.43194 },
  Soest: { lat: 52.17333, lon: 5.29167 },
  Nijkerk: { lat: 52.22, lon: 5.48611 },
  Baarn: { lat: 52.21167, lon: 5.2875 },
  Groningen: { lat: 53.21917, lon: 6.56667 },
  Maastricht: { lat: 50.84833, lon: 5.68889 },
  'Den Haag': { lat: 52.07667, lon: 4.29861 },
  Zwolle: { lat: 52.5125, lon: 6.09444 },
};

/**
 * Reference distances between the same points on the WGS84 ellipsoid
 * (Vincenty's inverse formula, computed separately from this code). The
 * great circle on the mean sphere stays within 0.5 % of them.
 */
const KNOWN: ReadonlyArray<[string, string, number]> = [
  ['Amsterdam', 'Rotterdam', 57.57],
  ['Amsterdam', 'Utrecht', 35.29],
  ['Utrecht', 'Amersfoort', 19.52],
  ['Amersfoort', 'Leusden', 3.94],
  ['Amersfoort', 'Soest', 6.87],
  ['Amersfoort', 'Baarn', 9.3],
  ['Amersfoort', 'Nijkerk', 9.89],
  ['Groningen', 'Maastricht', 270.58],
  ['Den Haag', 'Zwolle', 131.77],
];

const town = (name: string): GeoPoint => TOWNS[name] ?? { lat: NaN, lon: NaN };

describe('distanceKm', () => {
  it.each(KNOWN)('%s to %s is %f km within 0.5 %%', (a, b, km) => {
    expect(Math.abs(distanceKm(town(a), town(b)) - km) / km).toBeLessThan(0.005);
  });

  it('is the same both ways and zero from a point to itself', () => {
    expect(distanceKm(town('Amersfoort'), town('Zwolle'))).toBeCloseTo(distanceKm(town('Zwolle'), town('Amersfoort')), 9);
    expect(distanceKm(town('Utrecht'), town('Utrecht'))).toBe(0);
  });
});

describe('withinKm: radius filters at their edge', () => {
  it('keeps Nijkerk (9.9 km) and Baarn (9.3 km) within 10 km of Amersfoort, and leaves Utrecht (19.5 km) out', () => {
    expect(withinKm(town('Amersfoort'), town('Nijkerk'), 10)).toBe(true);
    expect(withinKm(town('Amersfoort'), town('Baarn'), 10)).toBe(true);
    expect(withinKm(town('Amersfoort'), town('Utrecht'), 10)).toBe(false);
    expect(withinKm(town('Amersfoort'), town('Utrecht'), 25)).toBe(true);
  });

  it.each([5, 10, 15, 25, 35, 50])('counts a point 10 m inside %i km as within and 10 m outside as not, in every direction', (km) => {
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      expect(withinKm(town('Amersfoort'), destination(town('Amersfoort'), km - 0.01, bearing), km)).toBe(true);
      expect(withinKm(town('Amersfoort'), destination(town('Amersfoort'), km + 0.01, bearing), km)).toBe(false);
    }
  });
});

describe('boundingBox', () => {
  it.each([5, 10, 50])('holds every point up to %i km away, so an index narrows without losing any', (km) => {
    const box = boundingBox(town('Groningen'), km);
    for (let bearing = 0; bearing < 360; bearing += 5) {
      const p = destination(town('Groningen'), km, bearing);
      expect(p.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(p.lat).toBeLessThanOrEqual(box.maxLat);
      expect(p.lon).toBeGreaterThanOrEqual(box.minLon);
      expect(p.lon).toBeLessThanOrEqual(box.maxLon);
    }
  });
});

describe('parseCoordinates', () => {
  it('reads decimal degrees with a point, latitude first', () => {
    expect(parseCoordinates('52.1550, 5.3875')).toEqual({ lat: 52.155, lon: 5.3875 });
    expect(parseCoordinates(' -33.9,18.4 ')).toEqual({ lat: -33.9, lon: 18.4 });
  });

  it.each(['3811 AB', 'Amersfoort', '52,155', '95.0, 5.0', '52.1, 200', '52.1 5.3', ''])('takes %j for no coordinates', (text) => {
    expect(parseCoordinates(text)).toBeNull();
  });
});
