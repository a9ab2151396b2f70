import { describe, expect, it } from 'vitest';
import { DEFAULT_HELPLINE_HOURS, type HelplineHours } from './contract/helpline';
import { dutchTime, helplineAlwaysText, helplineState, helplineStatusText } from './helpline-hours';
import { helplineStatus } from './texts/nl/offline';

const texts = { ...helplineStatus, always: 'Elke dag van 9:00 tot 23:00' };
const at = (iso: string, hours: HelplineHours = DEFAULT_HELPLINE_HOURS) => helplineStatusText(helplineState(new Date(iso), hours), texts);

const HOLIDAYS: HelplineHours = {
  opens: '09:00',
  closes: '23:00',
  exceptions: [
    { date: '2026-12-25', closed: true, opens: null, closes: null, reason: 'Eerste kerstdag' },
    { date: '2026-12-31', closed: false, opens: null, closes: '18:00', reason: 'Oudejaarsdag' },
    { date: '2027-01-01', closed: false, opens: '12:00', closes: null, reason: 'Nieuwjaarsdag' },
  ],
};

describe('the helpline open-now status, in Dutch time', () => {
  it('opens at 9:00 and closes at 23:00 (winter time, UTC+1)', () => {
    expect(at('2026-11-30T07:59:00Z')).toBe('Bereikbaar vanaf 9:00');
    expect(at('2026-11-30T08:00:00Z')).toBe('Nu bereikbaar');
    expect(at('2026-11-30T21:59:00Z')).toBe('Nu bereikbaar');
    expect(at('2026-11-30T22:00:00Z')).toBe('Bereikbaar vanaf 9:00');
    expect(at('2026-11-30T22:30:00Z')).toBe('Bereikbaar vanaf 9:00');
  });

  it('follows the change to summer time (28 March 2027, UTC+2 from 2:00)', () => {
    expect(dutchTime(new Date('2027-03-28T07:00:00Z'))).toMatchObject({ date: '2027-03-28', minutes: 9 * 60 });
    expect(at('2027-03-28T06:59:00Z')).toBe('Bereikbaar vanaf 9:00');
    expect(at('2027-03-28T07:00:00Z')).toBe('Nu bereikbaar');
    expect(at('2027-03-28T20:59:00Z')).toBe('Nu bereikbaar');
    expect(at('2027-03-28T21:00:00Z')).toBe('Bereikbaar vanaf 9:00');
  });

  it('follows the change back to winter time (25 October 2026, UTC+1 from 3:00)', () => {
    expect(at('2026-10-25T07:59:00Z')).toBe('Bereikbaar vanaf 9:00');
    expect(at('2026-10-25T08:00:00Z')).toBe('Nu bereikbaar');
    expect(at('2026-10-25T21:59:00Z')).toBe('Nu bereikbaar');
    expect(at('2026-10-25T22:00:00Z')).toBe('Bereikbaar vanaf 9:00');
  });

  it('takes the Dutch date across midnight for the CMS exceptions', () => {
    // 23:30 on 24 December: Christmas Day is closed, the 26th (a Saturday) opens as usual.
    expect(at('2026-12-24T22:30:00Z', HOLIDAYS)).toBe('Bereikbaar vanaf zaterdag 9:00');
    // 0:30 on Christmas Day, still the 24th in UTC.
    expect(at('2026-12-24T23:30:00Z', HOLIDAYS)).toBe('Bereikbaar vanaf morgen 9:00');
    expect(at('2026-12-25T12:00:00Z', HOLIDAYS)).toBe('Bereikbaar vanaf morgen 9:00');
  });

  it('uses a changed opening or closing time of one day', () => {
    expect(at('2026-12-31T16:59:00Z', HOLIDAYS)).toBe('Nu bereikbaar');
    expect(at('2026-12-31T17:00:00Z', HOLIDAYS)).toBe('Bereikbaar vanaf 12:00');
    expect(at('2027-01-01T10:59:00Z', HOLIDAYS)).toBe('Bereikbaar vanaf 12:00');
    expect(at('2027-01-01T11:00:00Z', HOLIDAYS)).toBe('Nu bereikbaar');
  });

  it('says the regular hours when it cannot tell (closed for two weeks)', () => {
    const closed: HelplineHours = { ...DEFAULT_HELPLINE_HOURS, opens: '23:00', closes: '09:00' };
    expect(at('2026-11-30T12:00:00Z', closed)).toBe('Elke dag van 9:00 tot 23:00');
  });

  it('writes the text that is true without JavaScript from the regular hours', () => {
    expect(helplineAlwaysText(DEFAULT_HELPLINE_HOURS, helplineStatus.everyDay, helplineStatus.until)).toBe('Elke dag van 9:00 tot 23:00');
    expect(helplineAlwaysText({ ...DEFAULT_HELPLINE_HOURS, opens: '08:30' }, helplineStatus.everyDay, helplineStatus.until)).toBe('Elke dag van 8:30 tot 23:00');
  });
});
