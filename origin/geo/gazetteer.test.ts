import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../shared/contract/geo';
import { REGIONS } from '../demo/region-list';
import { originApp } from '../app';
import { geocodePlace, placeKey, postcodeKey } from './gazetteer';

const at = (place: string) => geocodePlace(env.DB, place);

describe('offline gazetteer', () => {
  it('finds a town by name, whatever its case, accents or spaces', async () => {
    const amersfoort = await at('Amersfoort');
    expect(amersfoort).toMatchObject({ label: 'Amersfoort' });
    expect(distanceKm(amersfoort!, { lat: 52.155, lon: 5.3875 })).toBeLessThan(0.1);
    expect(await at('  amersFOORT ')).toEqual(amersfoort);
  });

  it('finds Dutch names where GeoNames uses English ones, and places with an apostrophe', async () => {
    expect((await at('Den Haag'))?.label).toBe('Den Haag');
    expect((await at("'s-Gravenhage"))?.label).toBe("'s-Gravenhage");
    expect((await at('s-Hertogenbosch'))?.label).toBe("'s-Hertogenbosch");
    expect((await at('Den Bosch'))?.label).toBe('Den Bosch');
  });

  it('finds a municipality that is no town of its own name', async () => {
    expect((await at('Het Hogeland'))?.label).toBe('gemeente Het Hogeland');
    expect((await at('Sudwest Fryslan'))?.label).toMatch(/^gemeente S[uû]dwest.Frysl[aâ]n$/);
  });

  it('takes the town in the municipality of its own name when two share a name (Hengelo in Overijssel, not in Gelderland)', async () => {
    const hengelo = await at('Hengelo');
    expect(hengelo?.lon).toBeCloseTo(6.79306, 3);
  });

  it('reads "Amersfoort, Utrecht" as Amersfoort', async () => {
    expect((await at('Amersfoort, Utrecht'))?.label).toBe('Amersfoort');
  });

  it('finds the postcode of a regional office, with or without space, and its four digits alone', async () => {
    const row = await env.DB.prepare("SELECT json_extract(fields, '$.field_address.postal_code') AS pc FROM nodes WHERE type = 'regio' AND title = 'Eemland'").first<{ pc: string }>();
    const pc = row!.pc;
    expect(pc).toMatch(/^3811 [A-Z]{2}$/);
    const full = await at(pc);
    expect(full?.label).toBe(`${pc} Amersfoort`);
    expect(await at(pc.replace(' ', '').toLowerCase())).toEqual(full);
    expect((await at('3811'))?.label).toBe('3811 Amersfoort');
  });

  it('takes coordinates as they are', async () => {
    expect(await at('52.1550, 5.3875')).toEqual({ lat: 52.155, lon: 5.3875, label: '52.1550, 5.3875' });
  });

  it.each(['Atlantis', 'xyzzy', '', '   ', '9999 ZZ', "'; DROP TABLE gazetteer; --"])('finds nothing for %j', async (place) => {
    expect(await at(place)).toBeNull();
  });

  it('finds the office town and every municipality of all 48 regions of the demo', async () => {
    const names = [...new Set(REGIONS.flatMap((r) => [r.locality, ...r.municipalities]))];
    const missing = [];
    for (const name of names) if ((await at(name)) === null) missing.push(name);
    expect(missing).toEqual([]);
  });

  it('looks up by the key index, never a scan', async () => {
    const { results } = await env.DB.prepare('EXPLAIN QUERY PLAN SELECT name, kind, lat, lon FROM gazetteer WHERE key = ?1 ORDER BY rank, id LIMIT 1').bind('amersfoort').all<{ detail: string }>();
    expect(results.map((r) => r.detail).join(' ')).toMatch(/USING INDEX gazetteer_key/);
  });
});

describe('GET /api/v1/geo/geocode', () => {
  it('answers { Lat, Lon, Label }, and 404 for a place it does not know', async () => {
    const found = await originApp.request('/api/v1/geo/geocode?query=Zeist', {}, env);
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ Label: 'Zeist', Lat: expect.any(Number), Lon: expect.any(Number) });
    const missing = await originApp.request('/api/v1/geo/geocode?query=Atlantis', {}, env);
    expect(missing.status).toBe(404);
    await missing.text();
  });
});

describe('keys', () => {
  it('compares names without case, accents, dots and apostrophes', () => {
    expect(placeKey("'s-Hertogenbosch")).toBe('s hertogenbosch');
    expect(placeKey('Súdwest-Fryslân')).toBe(placeKey('Sûdwest Fryslân'));
    expect(placeKey('Arnhem e.o.')).toBe('arnhem eo');
  });

  it.each([
    ['3811 AB', '3811AB'],
    ['3811ab', '3811AB'],
    ['3811', '3811'],
    ['0811 AB', null],
    ['3811 A', null],
    ['Amersfoort', null],
  ])('reads postcode %j as %j', (text, key) => {
    expect(postcodeKey(text)).toBe(key);
  });
});
