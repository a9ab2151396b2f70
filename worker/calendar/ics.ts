/**
 * Calendar files (iCalendar, RFC 5545) of activities, made with the npm
 * package ical-generator (escaping, line folding, UIDs): 'Zet in je agenda'
 * per activity and the subscribable calendar of a region.
 *
 * Times are Dutch wall-clock times (an Alzheimer Café at 19:30 is 19:30 in
 * Amsterdam, winter or summer) written as UTC instants, so no VTIMEZONE is
 * needed and every calendar shows them in its own zone. An activity over
 * several days with times is a weekly series (the site's walking groups and
 * courses): one event per week from its first to its last day, each at its
 * own time, so a change to summer time never moves a session. Without times it
 * is one all-day event from its first to its last day.
 */
import ical, { type ICalEventData } from 'ical-generator';
import { amsterdamInstant } from '../../shared/format/local-time';

export interface CalendarActivity {
  id: number;
  title: string;
  description: string;
  /** 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  /** Venue and address, one line each. */
  location: string[];
  geo: { lat: number; lon: number } | null;
  /** The activity's page (absolute). */
  url: string;
}

const DAY_MS = 86_400_000;
/** A series never gets more sessions than a year of weeks. */
const MAX_SESSIONS = 53;

const dayMs = (day: string): number => Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The events of one activity (see the module's comment for series and all-day events). */
export function activityEvents(activity: CalendarActivity, host: string, stamp: Date): ICalEventData[] {
  const base = {
    summary: activity.title,
    description: activity.description ? `${activity.description}\n\n${activity.url}` : activity.url,
    url: activity.url,
    stamp,
    location: activity.location.length > 0 ? { title: activity.location[0]!, address: activity.location.slice(1).join(', '), ...(activity.geo ? { geo: activity.geo } : {}) } : null,
  };
  const first = dayMs(activity.startDate);
  const last = Math.max(first, dayMs(activity.endDate || activity.startDate));
  if (!Number.isFinite(first)) return [];
  if (!activity.startTime) {
    return [{ ...base, id: `activiteit-${activity.id}@${host}`, allDay: true, start: new Date(first), end: new Date(last + DAY_MS) }];
  }
  const events: ICalEventData[] = [];
  for (let day = first, n = 0; day <= last && n < MAX_SESSIONS; day += 7 * DAY_MS, n++) {
    const date = isoDay(day);
    const start = amsterdamInstant(date, activity.startTime);
    if (start === null) continue;
    const end = activity.endTime ? amsterdamInstant(date, activity.endTime) : null;
    events.push({
      ...base,
      id: `activiteit-${activity.id}-${date.replace(/-/g, '')}@${host}`,
      start: new Date(start),
      end: new Date(end !== null && end > start ? end : start + 3600_000),
    });
  }
  return events;
}

/** A calendar of activities as the text of an .ics file. */
export function calendarFile(options: { name: string; url: string; host: string; activities: readonly CalendarActivity[]; now: Date }): string {
  const calendar = ical({
    name: options.name,
    url: options.url,
    prodId: { company: 'Dementiezorg Nederland', product: 'Website', language: 'NL' },
    // Calendar apps look for new activities about twice a day.
    ttl: 12 * 3600,
  });
  for (const activity of options.activities) for (const event of activityEvents(activity, options.host, options.now)) calendar.createEvent(event);
  return calendar.toString();
}
