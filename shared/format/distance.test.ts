import { describe, expect, it } from 'vitest';
import { formatDistance } from './distance';

describe('formatDistance', () => {
  it.each([
    [3.4, '3,4 km'],
    [3.449, '3,4 km'],
    [3.45, '3,5 km'],
    [0.02, '0,1 km'],
    [0, '0,1 km'],
    [12, '12,0 km'],
    [1234.56, '1.234,6 km'],
  ])('shows %f km as %s', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });
});
