import { describe, expect, it } from 'vitest';
import { combined } from './throughput.mjs';

const slice = (rps, p50, p99, statuses = { 200: rps }) => ({ rps, requests: rps, p50, p99, errors: 0, timeouts: 0, statuses });

describe('a figure taken in slices, in turns with its ceilings', () => {
  it('is the mean rate of its slices, their summed requests and statuses, and the median slice latency', () => {
    const f = combined([slice(900, 9, 40), slice(1200, 7, 30, { 200: 1190, 500: 10 }), slice(1500, 5, 90)]);
    expect(f.rps).toBe(1200);
    expect(f.requests).toBe(3600);
    expect(f.statuses).toEqual({ 200: 900 + 1190 + 1500, 500: 10 });
    expect(f.p50).toBe(7);
    expect(f.p99).toBe(40);
    expect(f.slices).toEqual([900, 1200, 1500]);
  });
});
