import { describe, expect, it } from 'vitest';
import { activityEvents, calendarFile, type CalendarActivity } from './ics';

const NOW = new Date('2026-11-25T12:00:00Z');

const activity = (fields: Partial<CalendarActivity> = {}): CalendarActivity => ({
  id: 7,
  title: 'Alzheimer Café Leusden',
  description: 'Een avond over zorg, thuis en samen.',
  startDate: '2026-12-14',
  endDate: '2026-12-14',
  startTime: '19:30',
  endTime: '21:30',
  location: ['Dorpshuis De Schakel', 'Hamersveldseweg 12, 3833 GR Leusden'],
  geo: { lat: 52.13, lon: 5.43 },
  url: 'https://www.example.org/regios/eemland/activiteiten/alzheimer-cafe-leusden-2026-12-14',
  ...fields,
});

/** The .ics text with folded lines joined again (RFC 5545 section 3.1). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('calendar files', () => {
  it('writes an evening activity in winter as UTC (19:30 in Amsterdam is 18:30Z)', () => {
    const text = unfold(calendarFile({ name: 'Activiteiten', url: 'https://www.example.org/x', host: 'www.example.org', activities: [activity()], now: NOW }));
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('DTSTART:20261214T183000Z');
    expect(text).toContain('DTEND:20261214T203000Z');
    expect(text).toContain('UID:activiteit-7-20261214@www.example.org');
    expect(text).toContain('SUMMARY:Alzheimer Café Leusden');
  });

  it('writes a summer time as UTC two hours earlier', () => {
    const [event] = activityEvents(activity({ startDate: '2026-06-08', endDate: '2026-06-08' }), 'h', NOW);
    expect((event!.start as Date).toISOString()).toBe('2026-06-08T17:30:00.000Z');
  });

  it('escapes commas, semicolons and backslashes in text (RFC 5545 section 3.3.11) and ends lines with CRLF', () => {
    const text = unfold(calendarFile({ name: 'x', url: 'https://www.example.org/x', host: 'h', activities: [activity({ title: 'Lezing: eten, drinken; slapen \\ rust' })], now: NOW }));
    expect(text).toContain('SUMMARY:Lezing: eten\\, drinken\\; slapen \\\\ rust');
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
  });

  it('folds lines longer than 75 octets', () => {
    const text = calendarFile({ name: 'x', url: 'https://www.example.org/x', host: 'h', activities: [activity({ description: 'Lange uitleg over de middag. '.repeat(20) })], now: NOW });
    const lines = text.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('makes a weekly series of a walking group over several weeks, each at its own Dutch time across the change to winter time', () => {
    const events = activityEvents(activity({ startDate: '2026-10-20', endDate: '2026-11-03', startTime: '10:00', endTime: '11:30' }), 'h', NOW);
    expect(events.map((e) => (e.start as Date).toISOString())).toEqual(['2026-10-20T08:00:00.000Z', '2026-10-27T09:00:00.000Z', '2026-11-03T09:00:00.000Z']);
    expect(new Set(events.map((e) => e.id)).size).toBe(3);
  });

  it('makes an activity without times one all-day event up to and including its last day', () => {
    const text = unfold(calendarFile({ name: 'x', url: 'https://www.example.org/x', host: 'h', activities: [activity({ startTime: '', endTime: '', startDate: '2026-12-01', endDate: '2026-12-02' })], now: NOW }));
    expect(text).toContain('DTSTART;VALUE=DATE:20261201');
    expect(text).toContain('DTEND;VALUE=DATE:20261203');
  });

  it('makes no event of an activity without a usable date', () => {
    expect(activityEvents(activity({ startDate: 'nooit', endDate: '' }), 'h', NOW)).toEqual([]);
  });
});
