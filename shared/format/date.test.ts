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
