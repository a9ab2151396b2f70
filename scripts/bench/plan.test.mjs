import { describe, expect, it } from 'vitest';
import { BENCH_PLANS, benchPlan, listOf, persistFor, pickRoutes } from './plan.mjs';

const routes = [
  { name: 'ceiling', ceiling: true },
  { name: 'home' },
  { name: 'content' },
  { name: 'quiz' },
  { name: 'my-account', member: true },
];

describe('pickRoutes', () => {
  it('measures the default set (one route per family) in its own order, with the ceiling', () => {
    const { routes: picked, unknown } = pickRoutes(routes, ['my-account', 'home'], {});
    expect(picked.map((r) => r.name)).toEqual(['ceiling', 'my-account', 'home']);
    expect(unknown).toEqual([]);
  });

  it('measures every page route with --all, and only the named ones in a part run', () => {
    expect(pickRoutes(routes, ['home'], { all: true }).routes.map((r) => r.name)).toEqual(['ceiling', 'home', 'content', 'quiz', 'my-account']);
    expect(pickRoutes(routes, ['home'], { all: true, only: ['quiz'] }).routes.map((r) => r.name)).toEqual(['ceiling', 'quiz']);
  });

  it('returns the names it does not know instead of dropping them, the ceiling among them', () => {
    expect(pickRoutes(routes, ['home', 'gone'], {}).unknown).toEqual(['gone']);
    expect(pickRoutes(routes, [], { only: ['ceiling', 'home'] }).unknown).toEqual(['ceiling']);
  });
});

describe('benchPlan', () => {
  it('runs the default set quickly and the full run as before', () => {
    expect(benchPlan([])).toEqual(BENCH_PLANS.families);
    expect(benchPlan(['--all'])).toEqual(BENCH_PLANS.all);
    expect(BENCH_PLANS.families).toMatchObject({ scale: 1, rounds: 2, duration: 2, warmup: 1, strategies: 'production', origin: false });
    expect(BENCH_PLANS.all).toMatchObject({ scale: 10, rounds: 3, duration: 5, warmup: 2, strategies: 'all', origin: true });
  });

  it('lets --duration and --warmup override either set', () => {
    expect(benchPlan(['--duration', '4', '--all'])).toMatchObject({ set: 'all', duration: 4, warmup: 2 });
    expect(benchPlan(['--warmup', '3'])).toMatchObject({ set: 'families', duration: 2, warmup: 3 });
    expect(benchPlan(['--scale', '10'])).toMatchObject({ set: 'families', scale: 10 });
  });

  it('reads comma-separated lists, ignoring blanks', () => {
    expect(listOf(['--routes', 'home, quiz,,'], 'routes')).toEqual(['home', 'quiz']);
    expect(listOf([], 'routes')).toEqual([]);
  });
});

describe('the storage of a scale', () => {
  it('is one per scale, the full run keeping its own, so the default bench and Lighthouse (scale 1) share theirs', () => {
    expect(persistFor(10)).toBe('.wrangler/bench');
    expect(persistFor(1)).toBe('.wrangler/bench-scale-1');
    expect(persistFor(2)).not.toBe(persistFor(1));
  });
});
