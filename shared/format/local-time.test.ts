import { describe, expect, it } from 'vitest';
import { amsterdamDateTime, amsterdamInstant, offsetMinutes } from './local-time';

describe('Dutch wall-clock times', () => {
  it.each([
    ['2026-12-08', '19:30', '2026-12-08T18:30:00.000Z', '2026-12-08T19:30:00+01:00'],
    ['2027-07-14', '19:30', '2027-07-14T17:30:00.000Z', '2027-07-14T19:30:00+02:00'],
    // The Sunday summer time starts (28 March 2027, 02:00 → 03:00) and ends (31 October 2027, 03:00 → 02:00).
    ['2027-03-28', '10:00', '2027-03-28T08:00:00.000Z', '2027-03-28T10:00:00+02:00'],
    ['2027-10-31', '10:00', '2027-10-31T09:00:00.000Z', '2027-10-31T10:00:00+01:00'],
  ])('%s %s in Amsterdam is %s UTC (%s)', (day, time, utc, iso) => {
    expect(new Date(amsterdamInstant(day, time)!).toISOString()).toBe(utc);
    expect(amsterdamDateTime(day, time)).toBe(iso);
  });

  it.each([['', '19:30'], ['2026-12-08', ''], ['gisteren', '19:30']])('reads %j %j as nothing', (day, time) => {
    expect(amsterdamInstant(day, time)).toBeNull();
  });

  it('keeps the offset per hour without missing a change of the clocks', () => {
    // Every 5 minutes over the days around both changes of 2027, against the runtime read at that very minute.
    const fresh = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', timeZoneName: 'longOffset' });
    const offsetAt = (ms: number) => {
      const name = fresh.formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')!.value;
      const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name)!;
      return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
    };
    for (const day of ['2027-03-27T00:00:00Z', '2027-10-30T00:00:00Z']) {
      const from = Date.parse(day);
      for (let ms = from; ms < from + 2 * 86_400_000; ms += 5 * 60_000) expect(offsetMinutes(ms), new Date(ms).toISOString()).toBe(offsetAt(ms));
    }
  });
});
