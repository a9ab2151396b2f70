import { Hono } from 'hono';
import * as v from 'valibot';
import { ActivityFieldsSchema, type ActivityItem } from '../../shared/contract';
import { plainText } from '../../shared/contract/plain-text';
import { regionSegment } from '../../shared/model/news';
import { addressLines } from '../../shared/model/address';
import { ACTIVITY_PAGE_SIZE } from '../../shared/model/places';
import { ROUTES } from '../../shared/routes';
import { nl } from '../../shared/texts/nl';
import { calendarFile, type CalendarActivity } from '../calendar/ics';
import type { AppEnv } from '../env';
import { siteBase } from '../render/screen';

/**
 * Calendar files (worker/calendar/ics.ts):
 *   /regios/{regio}/activiteiten.ics          the region's coming activities, to subscribe to
 *   /regios/{regio}/activiteiten/{slug}.ics   one activity ('Zet in je agenda'), a download
 * Both read the same KV-cached content as the pages.
 */
export const calendarRoutes = new Hono<AppEnv>();

const patternOf = (name: string): string => ROUTES.find((route) => route.name === name)?.pattern ?? '/';
const REGION_LIST = patternOf('region-activities');
/** At most this many pages of six: a region's coming year fits easily. */
const MAX_PAGES = 30;
const HEADERS = { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'public, max-age=3600' };

function fromItem(item: ActivityItem, base: string): CalendarActivity {
  return {
    id: item.Id,
    title: item.Title,
    description: item.Introduction,
    startDate: item.StartDate,
    endDate: item.EndDate ?? item.StartDate,
    startTime: item.StartTime,
    endTime: item.EndTime,
    location: addressLines(item.Address),
    geo: item.Lat !== null && item.Lon !== null ? { lat: item.Lat, lon: item.Lon } : null,
    url: new URL(item.Data.Path, base + '/').toString(),
  };
}

calendarRoutes.get(`${REGION_LIST}.ics`, async (c) => {
  const content = c.get('content');
  const region = await content.region(c.req.param('regio') ?? '');
  if (!region || !regionSegment(region.Data.Path)) return c.notFound();
  const first = await content.regionActivities(region.Id, { type: null, city: null }, 0);
  const pages = Math.min(MAX_PAGES, Math.ceil(first.Total / ACTIVITY_PAGE_SIZE));
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => content.regionActivities(region.Id, { type: null, city: null }, i + 1)));
  const base = siteBase(c);
  const text = calendarFile({
    name: nl.regions.activities.calendarFeedTitle(region.Title),
    url: new URL(region.Data.Path, base + '/').toString(),
    host: new URL(base).host,
    activities: [first, ...rest].flatMap((page) => page.Activities).map((item) => fromItem(item, base)),
    now: new Date(),
  });
  return c.body(text, 200, HEADERS);
});

calendarRoutes.get(`${REGION_LIST}/:file{[^/]+\\.ics}`, async (c) => {
  const path = c.req.path.replace(/\.ics$/, '');
  const node = await c.get('content').page(path);
  if (!node || node.type !== 'activiteit' || !node.status) return c.notFound();
  const parsed = v.safeParse(ActivityFieldsSchema, node);
  if (!parsed.success) return c.notFound();
  const f = parsed.output;
  const base = siteBase(c);
  const activity: CalendarActivity = {
    id: node.id,
    title: node.label,
    description: plainText(node.field_introduction_wysiwyg?.value ?? ''),
    startDate: f.field_start_date.slice(0, 10),
    endDate: (f.field_end_date ?? f.field_start_date).slice(0, 10),
    startTime: f.field_start_time ?? '',
    endTime: f.field_end_time ?? '',
    location: addressLines(f.field_address),
    geo: f.field_geo,
    url: new URL(node.path.alias, base + '/').toString(),
  };
  const text = calendarFile({ name: node.label, url: activity.url, host: new URL(base).host, activities: [activity], now: new Date() });
  const file = (path.split('/').pop() ?? 'activiteit').replace(/[^a-z0-9-]/gi, '');
  return c.body(text, 200, { ...HEADERS, 'content-disposition': `attachment; filename="${file}.ics"` });
});
