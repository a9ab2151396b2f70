/**
 * The Dementietelefoon's hours as an editor would keep them: daily 9:00 to
 * 23:00 (spec section 1) and the coming holidays, counted from the day of
 * generation (the next Christmas, New Year's Eve and New Year's Day, and the
 * next King's Day with a later start), so the exceptions always lie ahead.
 */
import type { HelplineHours } from '../../shared/contract/helpline';

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The next date (today included) with this month and day. */
function next(today: number, month: number, day: number): string {
  const now = new Date(today);
  const year = now.getUTCFullYear();
  const thisYear = iso(year, month, day);
  return thisYear >= now.toISOString().slice(0, 10) ? thisYear : iso(year + 1, month, day);
}

export function buildHelplineHours(today: number): HelplineHours {
  const exceptions: HelplineHours['exceptions'] = [
    { date: next(today, 4, 27), closed: false, opens: '11:00', closes: null, reason: 'Koningsdag: later open' },
    { date: next(today, 12, 25), closed: false, opens: '10:00', closes: '18:00', reason: 'Eerste kerstdag' },
    { date: next(today, 12, 26), closed: false, opens: '10:00', closes: '18:00', reason: 'Tweede kerstdag' },
    { date: next(today, 12, 31), closed: false, opens: null, closes: '18:00', reason: 'Oudejaarsdag: eerder dicht' },
    { date: next(today, 1, 1), closed: true, opens: null, closes: null, reason: 'Nieuwjaarsdag: gesloten' },
  ];
  return { opens: '09:00', closes: '23:00', exceptions: exceptions.sort((a, b) => a.date.localeCompare(b.date)) };
}
