import { describe, expect, it } from 'vitest';
import { endOfDutchDay, formatDate, isoDay } from './date';

describe('dates', () => {
  it('shows day, Dutch month name and year, and the machine day', () => {
    expect(formatDate('2026-03-01T10:00:00Z')).toBe('1 maart 2026');
    expect(isoDay('2026-03-01T10:00:00Z')).toBe('2026-03-01');
  });

  it('uses the day in the Netherlands, not in UTC', () => {
    expect(isoDay('2026-06-30T23:30:00Z')).toBe('2026-07-01');
    expect(formatDate('2026-06-30T23:30:00Z')).toBe('1 juli 2026');
  });

  it('keeps a bare day as written and gives nothing for an unreadable date', () => {
    expect(formatDate('2026-12-24')).toBe('24 december 2026');
    expect(formatDate('morgen')).toBe('');
    expect(isoDay('morgen')).toBe('');
  });

  it('gives the same day when asked again, across the turn of the day and summer time', () => {
    const dates = ['2026-03-29T00:59:59Z', '2026-03-29T01:00:00Z', '2026-10-24T22:30:00Z', '2026-10-25T00:30:00Z', '2026-12-31T23:30:00Z', '2026-12-31T22:59:59Z'];
    const first = dates.map((d) => [formatDate(d), isoDay(d)]);
    const again = dates.map((d) => [formatDate(d), isoDay(d)]);
    expect(again).toEqual(first);
    expect(first.map(([, day]) => day)).toEqual(['2026-03-29', '2026-03-29', '2026-10-25', '2026-10-25', '2027-01-01', '2026-12-31']);
  });

  it('gives every instant of one minute the day of that minute, also the minute the day turns', () => {
    expect(isoDay('2026-06-30T21:59:59.999Z')).toBe('2026-06-30');
    expect(isoDay('2026-06-30T22:00:00.000Z')).toBe('2026-07-01');
    expect(isoDay('2026-06-30T22:00:59.999Z')).toBe('2026-07-01');
    expect(isoDay('2026-01-31T22:59:30Z')).toBe('2026-01-31');
    expect(isoDay('2026-01-31T23:00Z')).toBe('2026-02-01');
    expect(formatDate('2026-01-31T23:00:00.001Z')).toBe('1 februari 2026');
  });
});

describe('endOfDutchDay', () => {
  it('ends a day at 23:59:59 Dutch time, winter and summer', () => {
    expect(endOfDutchDay('2027-01-04')).toBe('2027-01-04T23:59:59+01:00');
    expect(endOfDutchDay('2027-07-04')).toBe('2027-07-04T23:59:59+02:00');
    // The instant is the same moment everywhere: one second before midnight in Amsterdam.
    expect(new Date(endOfDutchDay('2027-07-04')).toISOString()).toBe('2027-07-04T21:59:59.000Z');
    expect(endOfDutchDay('geen datum')).toBe('');
  });
});
