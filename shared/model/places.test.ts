import { describe, expect, it } from 'vitest';
import type { RegionTeaser } from '../contract';
import { activitySearchOf, currentHighlights, dementiaInformation, endingTodayOrLater, typeSourceOf } from './places';

const teaser = (id: number, fields: Partial<RegionTeaser> = {}): RegionTeaser =>
  ({ id, title: `Item ${id}`, introduction: '', url: `/item-${id}`, image: null, changed: null, start_date: null, end_date: null, ...fields }) as RegionTeaser;

describe('currentHighlights', () => {
  const today = '2026-11-25';
  it.each([
    ['starts today', '2026-11-25', '2026-12-31', true],
    ['ends today', '2026-11-01', '2026-11-25', true],
    ['runs around today', '2026-11-01', '2026-12-31', true],
    ['starts tomorrow', '2026-11-26', '2026-12-31', false],
    ['ended yesterday', '2026-10-01', '2026-11-24', false],
    ['has no start date', null, '2026-12-31', false],
    ['has no end date', '2026-11-01', null, false],
    ['has times in its dates and runs today', '2026-11-25T09:00:00+01:00', '2026-11-25T17:00:00+01:00', true],
  ])('a highlight that %s is shown: %s', (_name, start, end, shown) => {
    const items = [teaser(1, { start_date: start, end_date: end, changed: '2026-11-01T00:00:00Z' })];
    expect(currentHighlights(items, today).length).toBe(shown ? 1 : 0);
  });

  it('shows the newest change first and at most two', () => {
    const open = { start_date: '2026-11-01', end_date: '2026-12-31' };
    const items = [
      teaser(1, { ...open, changed: '2026-10-01T00:00:00Z' }),
      teaser(2, { ...open, changed: '2026-11-20T00:00:00Z' }),
      teaser(3, { ...open, changed: '2026-11-10T00:00:00Z' }),
      teaser(4, { start_date: '2027-01-01', end_date: '2027-02-01', changed: '2026-11-24T00:00:00Z' }),
    ];
    expect(currentHighlights(items, today).map((h) => h.id)).toEqual([2, 3]);
  });
});

describe('dementiaInformation', () => {
  const own = [teaser(1)];
  const generic = (n: number) => Array.from({ length: n }, (_, i) => teaser(100 + i));
  it.each([
    ['the region has its own items', own, generic(5), [1]],
    ['the region has none and the generic list has 3', [], generic(3), [100, 101, 102]],
    ['the region has none and the generic list has 4 (the last dropped)', [], generic(4), [100, 101, 102]],
    ['the region has none and the generic list has 6 (the last dropped)', [], generic(6), [100, 101, 102, 103, 104]],
    ['the region has none and neither has the generic list', [], [], []],
  ])('when %s', (_name, ownItems, genericItems, ids) => {
    expect(dementiaInformation(ownItems, genericItems).map((t) => t.id)).toEqual(ids);
  });
});

describe('endingTodayOrLater', () => {
  const today = '2026-11-25';
  const act = (id: number, start: string, end: string, startTime = '19:30') => ({ id, start, end, startTime });
  it('keeps activities that end today or later and drops the ones that ended, soonest first', () => {
    const items = [
      act(1, '2026-12-01', '2026-12-01'),
      act(2, '2026-11-24', '2026-11-24'),
      act(3, '2026-11-25', '2026-11-25', '10:00'),
      act(4, '2026-10-06', '2026-12-29'),
      act(5, '2026-11-25', '2026-11-25', '09:00'),
      act(6, '2026-09-01', '2026-11-24'),
    ];
    expect(endingTodayOrLater(items, today).map((a) => a.id)).toEqual([4, 5, 3, 1]);
  });
});

describe('activitySearchOf', () => {
  it.each([
    ['Amersfoort', 25, { kind: 'closest', place: 'Amersfoort', radius: 25 }],
    ['  Amersfoort  ', 10, { kind: 'closest', place: 'Amersfoort', radius: 10 }],
    ['', 25, { kind: 'byType' }],
    ['   ', 25, { kind: 'byType' }],
    ['\t\n', 5, { kind: 'byType' }],
    [null, 25, { kind: 'byType' }],
    [undefined, 25, { kind: 'byType' }],
  ])('the place %j searches %j', (place, radius, search) => {
    expect(activitySearchOf(place, radius)).toEqual(search);
  });
});

describe('typeSourceOf (a range change reloads the types)', () => {
  it.each([
    ['Amersfoort', 10, { kind: 'closest', place: 'Amersfoort', radius: 10 }],
    ['Amersfoort', 50, { kind: 'closest', place: 'Amersfoort', radius: 50 }],
    ['Amersfoort', null, { kind: 'region' }],
    [null, 10, { kind: 'region' }],
    [null, null, { kind: 'region' }],
  ])('city %j with range %j takes its types from %j', (city, range, source) => {
    expect(typeSourceOf(city, range)).toEqual(source);
  });
});

