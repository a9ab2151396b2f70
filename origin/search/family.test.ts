import { describe, expect, it } from 'vitest';
import { familyKey } from './engine';

const places = new Map<string, number[]>([
  ['soest', [1]],
  ['zwolle', [2]],
  ['utrecht stad', [3]],
  ['utrecht', [3]],
]);

describe('familyKey', () => {
  it('makes titles that differ only in a place, a number or a month one family', () => {
    expect(familyKey('wandeltocht op wereld alzheimer dag in soest', places)).toBe(familyKey('wandeltocht op wereld alzheimer dag in zwolle', places));
    expect(familyKey('vrijwilligerswerk in regio utrecht stad', places)).toBe('vrijwilligerswerk in regio');
    expect(familyKey('collecte 2025 brengt 2 4 miljoen euro op', places)).toBe(familyKey('collecte 2026 brengt 2 1 miljoen euro op', places));
    expect(familyKey('alzheimer cafes praten in maart over rouw', places)).toBe(familyKey('alzheimer cafes praten in mei over rouw', places));
  });

  it('keeps titles apart that differ in what they are about, and a title of only a place', () => {
    expect(familyKey('ziekte van alzheimer', places)).not.toBe(familyKey('vasculaire dementie', places));
    expect(familyKey('zwolle', places)).toBe('zwolle');
  });
});
