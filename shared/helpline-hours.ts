/**
 * Whether the Dementietelefoon answers now, in Dutch time (Europe/Amsterdam,
 * summer time included), from the hours the CMS gives (shared/contract/helpline.ts).
 * Used by the plain island client/islands/helpline-status.ts in the browser;
 * no React, no valibot, no texts of its own.
 */
import type { HelplineHours } from './contract/helpline';

/** A Dutch calendar date and the minutes since its midnight, and its weekday (0 = Sunday). */
export interface DutchTime {
  date: string;
  minutes: number;
  weekday: number;
}

let format: Intl.DateTimeFormat | null = null;

/** The Dutch wall-clock time of an instant. */
export function dutchTime(now: Date): DutchTime {
  format = format || new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(now)) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, minutes: Number(parts.hour) * 60 + Number(parts.minute), weekday: new Date(`${date}T12:00:00Z`).getUTCDay() };
}

const toMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** '09:00' → '9:00', as Dutch texts write the hour. */
export const shortTime = (time: string): string => time.replace(/^0(\d)/, '$1');

/** The hours on one Dutch date (an exception, else the regular hours), or null when closed. */
export function hoursOn(date: string, hours: HelplineHours): { opens: string; closes: string } | null {
  const exception = hours.exceptions.find((e) => e.date === date);
  if (exception && exception.closed) return null;
  const opens = (exception && exception.opens) || hours.opens;
  const closes = (exception && exception.closes) || hours.closes;
  return toMinutes(opens) < toMinutes(closes) ? { opens, closes } : null;
}

/** The calendar date `days` after a Dutch date. */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Open now, or when it opens next: `when` is 'today' (later today, or the
 * coming morning after this evening's closing), 'tomorrow' (after a day it is
 * closed), or the weekday (0-6) of a later day; null when no opening in the
 * next two weeks (the CMS closed it).
 */
export type HelplineState = { open: true } | { open: false; when: 'today' | 'tomorrow' | number; time: string } | null;

export function helplineState(now: Date, hours: HelplineHours): HelplineState {
  const { date, minutes, weekday } = dutchTime(now);
  const today = hoursOn(date, hours);
  if (today && minutes >= toMinutes(today.opens) && minutes < toMinutes(today.closes)) return { open: true };
  if (today && minutes < toMinutes(today.opens)) return { open: false, when: 'today', time: shortTime(today.opens) };
  for (let days = 1; days <= 14; days++) {
    const next = hoursOn(addDays(date, days), hours);
    if (!next) continue;
    // After this evening's closing, the next morning is simply 'vanaf 9:00'.
    const when = days === 1 ? (today ? 'today' : 'tomorrow') : (weekday + days) % 7;
    return { open: false, when, time: shortTime(next.opens) };
  }
  return null;
}

/** The texts the island writes, from the server (nl.helplineStatus). */
export interface HelplineStatusTexts {
  open: string;
  /** 'Bereikbaar vanaf' */
  opensFrom: string;
  tomorrow: string;
  weekdays: readonly string[];
  /** The default, true at any hour (when the state is unknown). */
  always: string;
}

/** The status line: 'Nu bereikbaar', 'Bereikbaar vanaf 9:00', 'Bereikbaar vanaf morgen 9:00', 'Bereikbaar vanaf vrijdag 10:00'. */
export function helplineStatusText(state: HelplineState, t: HelplineStatusTexts): string {
  if (!state) return t.always;
  if (state.open) return t.open;
  const day = state.when === 'today' ? '' : state.when === 'tomorrow' ? `${t.tomorrow} ` : `${t.weekdays[state.when]} `;
  return `${t.opensFrom} ${day}${state.time}`;
}

/** The text that is true without JavaScript: 'Elke dag van 9:00 tot 23:00' (the regular hours). */
export function helplineAlwaysText(hours: HelplineHours, everyDay: string, until: string): string {
  return `${everyDay} ${shortTime(hours.opens)} ${until} ${shortTime(hours.closes)}`;
}
