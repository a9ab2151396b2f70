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

const HOUR_MS = 3_600_000;
/** Offsets by UTC hour, bounded: a page's dates ask for a few hours, again and again. */
const offsetByHour = new Map<number, number>();
const OFFSETS_KEPT = 4096;

/** Minutes Amsterdam is ahead of UTC at an instant, read from the runtime's time-zone data. */
function offsetOf(ms: number): number {
  const p = Object.fromEntries(PARTS.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return Math.round((local - Math.floor(ms / 1000) * 1000) / 60_000);
}

/**
 * Minutes Amsterdam is ahead of UTC at an instant. Amsterdam's clocks change
 * on a whole UTC hour (01:00 UTC, since 1977), so the offset holds for the
 * whole hour and is read once per hour: formatToParts was 8 % of an activity
 * page's CPU time (docs/performance.md).
 */
export function offsetMinutes(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let minutes = offsetByHour.get(hour);
  if (minutes === undefined) {
    if (offsetByHour.size >= OFFSETS_KEPT) offsetByHour.clear();
    minutes = offsetOf(hour * HOUR_MS);
    offsetByHour.set(hour, minutes);
  }
  return minutes;
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
