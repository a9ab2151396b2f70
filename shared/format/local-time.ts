/**
 * Dutch wall-clock times as instants: an activity 'on 8 December at 19:30' is
 * 19:30 in Amsterdam, winter time (+01:00) or summer time (+02:00), wherever
 * the page is rendered. For calendar files (UTC) and schema.org Event dates.
 */
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Minutes Amsterdam is ahead of UTC at an instant. */
function offsetMinutes(ms: number): number {
  const p = Object.fromEntries(PARTS.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return Math.round((local - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The instant (ms) of a day ('2026-12-08') and time ('19:30') in Amsterdam; null when either is unreadable. */
export function amsterdamInstant(day: string, time: string): number | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  const t = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (!Number.isFinite(wall)) return null;
  // The offset at the wall time read as UTC is right but for the hour around a change; check it once more.
  const first = wall - offsetMinutes(wall) * 60_000;
  return wall - offsetMinutes(first) * 60_000;
}

/** '2026-12-08' + '19:30' → '2026-12-08T19:30:00+01:00' (schema.org dates); null when unreadable. */
export function amsterdamDateTime(day: string, time: string): string | null {
  const instant = amsterdamInstant(day, time);
  if (instant === null) return null;
  const minutes = offsetMinutes(instant);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  const t = /^(\d{1,2}):(\d{2})/.exec(time)!;
  return `${day.slice(0, 10)}T${t[1]!.padStart(2, '0')}:${t[2]}:00${sign}${hh}:${mm}`;
}
