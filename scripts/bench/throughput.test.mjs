import { describe, expect, it } from 'vitest';
import { combined, stateCheck } from './throughput.mjs';

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
  it('in two slices (the default run), takes the mean of the two latencies as their median', () => {
    const f = combined([slice(900, 9, 40), slice(1100, 6, 30)]);
    expect(f.rps).toBe(1000);
    expect(f.p50).toBe(7.5);
    expect(f.p99).toBe(35);
  });
});

describe('the state a route is in', () => {
  const hit = { name: 'hit' };
  const warm = { name: 'kv-warm' };
  it('wants a hit in the hit state, and none in the others', () => {
    expect(stateCheck(hit, { name: 'home' }, 'hit')).toBeNull();
    expect(stateCheck(hit, { name: 'home' }, 'miss')).toBe('not a cache hit after warm-up (X-Page-Cache: miss)');
    expect(stateCheck(warm, { name: 'home' }, 'hit')).toMatch(/^not distinguishable/);
  });
  it('measures a logged-in page in every state, as long as it is never served from the page cache', () => {
    const member = { name: 'my-account', member: true };
    expect(stateCheck(hit, member, 'bypass')).toBeNull();
    expect(stateCheck(warm, member, 'bypass')).toBeNull();
    expect(stateCheck(hit, member, 'hit')).toBe('a personal page was served from the page cache');
  });
});
