/**
 * Dates as the site shows them (spec section 2, "Card date format: day, month
 * name, year; machine attribute YYYY-MM-DD"), always in Dutch time, so a page
 * rendered at the edge in another time zone shows the same day.
 */
const MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];

const DAY_PARTS = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' });

type DayParts = { readonly year: number; readonly month: number; readonly day: number };

/**
 * Days already worked out, by the string asked for. The same few dates (news
 * and activity cards, page headers) are formatted on every render, and the
 * Intl call was the largest own cost of a KV-warm home render by profile. A
 * pure function of the string, so nothing of a visitor is kept; bounded by
 * starting over when full.
 */
const known = new Map<string, DayParts | null>();
const MAX_KNOWN = 4096;

/** Year, month (1-12) and day in Amsterdam, or null for an unreadable date. */
function dayParts(iso: string): DayParts | null {
  // A UTC instant is kept by its minute: days turn on whole minutes in every
  // time zone the rules know, and "now" (a new millisecond each request) then
  // is worked out once a minute instead of on every render.
  const key = UTC_INSTANT.test(iso) ? iso.slice(0, 16) + 'Z' : iso;
  let parts = known.get(key);
  if (parts === undefined) {
    parts = computeDayParts(key);
    if (known.size >= MAX_KNOWN) known.clear();
    known.set(key, parts);
  }
  return parts;
}
const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z$/;

function computeDayParts(iso: string): DayParts | null {
  // A bare day ('2026-03-01') is that day everywhere, not midnight UTC.
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (bare) return Object.freeze({ year: Number(bare[1]), month: Number(bare[2]), day: Number(bare[3]) });
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return null;
  const parts = Object.fromEntries(DAY_PARTS.formatToParts(new Date(time)).map((p) => [p.type, p.value]));
  return Object.freeze({ year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) });
}

/** '2026-03-01T10:00:00Z' -> '1 maart 2026'; '' for an unreadable date. */
export function formatDate(iso: string): string {
  const p = dayParts(iso);
  return p ? `${p.day} ${MONTHS[p.month - 1]} ${p.year}` : '';
}

/** '2026-03-01T10:00:00Z' -> '2026-03-01', for `<time datetime>`. */
export function isoDay(iso: string): string {
  const p = dayParts(iso);
  return p ? `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}` : '';
}

const OFFSET = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Amsterdam', timeZoneName: 'longOffset' });

/**
 * The last second of a day in Dutch time, as an ISO instant with its offset:
 * '2027-01-04' → '2027-01-04T23:59:59+01:00' (summer: +02:00). A deadline
 * that is 'that day' lasts until midnight in the Netherlands. '' for an
 * unreadable date.
 */
export function endOfDutchDay(iso: string): string {
  const day = isoDay(iso);
  if (!day) return '';
  // Noon UTC is on the same Dutch day in every season, so its offset is that day's.
  const name = OFFSET.formatToParts(new Date(`${day}T12:00:00Z`)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+01:00';
  const offset = /GMT([+-]\d{2}:\d{2})/.exec(name)?.[1] ?? '+01:00';
  return `${day}T23:59:59${offset}`;
}
