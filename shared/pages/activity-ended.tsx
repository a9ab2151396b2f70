/**
 * An activity whose day has passed (issue 36): its page stays (links to it
 * keep working) but says that it is over and points on: the next time the
 * same activity takes place at its location, or else what is coming there,
 * or else the region's activities. The page kind leaves out the calendar
 * file and asks search engines not to index it (activity-page.tsx); the
 * sitemap and the site search leave it out too.
 */
import type { ActivityFields, ActivityList } from '../contract';
import { formatDate } from '../format/date';
import { endingTodayOrLater, toActivityCard, type ActivityCardView } from '../model/places';
import { regionSegment } from '../model/news';
import { href } from '../routes';
import { nl } from '../texts/nl';
import { SiteLink } from '../ui/SiteLink';
import { ActivityCards } from './region/sections';

/** At most this many coming activities of the location are shown. */
const COMING = 3;

export interface EndedActivity {
  /** The last day it took place (YYYY-MM-DD). */
  lastDay: string;
  /** The next occurrence of the same kind of activity at the same location. */
  next: ActivityCardView | null;
  /** Otherwise: what is coming at the location. */
  coming: ActivityCardView[];
  location: { label: string; url: string } | null;
  /** The region's activities, when nothing is coming at the location. */
  regionActivities: string | null;
}

/** Whether an activity has ended before `today` (the Dutch day, YYYY-MM-DD). */
export function hasEnded(fields: Pick<ActivityFields, 'field_start_date' | 'field_end_date'>, today: string): boolean {
  return (fields.field_end_date ?? fields.field_start_date).slice(0, 10) < today;
}

/** What the page of an ended activity shows, from its location's coming activities (the first page, soonest first). */
export function endedActivity(fields: ActivityFields, ownPath: string, coming: ActivityList | null, today: string): EndedActivity {
  const cards = coming ? endingTodayOrLater(coming.Activities.filter((a) => a.Data.Path !== ownPath).map((item) => toActivityCard(item)), today) : [];
  const typeId = fields.field_activity_type?.id;
  const sameKind = coming?.Activities.find((a) => a.Data.Path !== ownPath && typeId !== undefined && a.Type?.Id === typeId);
  const next = sameKind ? (cards.find((c) => c.url === sameKind.Data.Path) ?? null) : null;
  const segment = fields.field_regio?.url ? regionSegment(fields.field_regio.url) : null;
  const location = fields.field_location?.label ? { label: fields.field_location.label, url: fields.field_location.url ?? '' } : null;
  return {
    lastDay: (fields.field_end_date ?? fields.field_start_date).slice(0, 10),
    next,
    coming: next ? [] : cards.slice(0, COMING),
    location,
    regionActivities: segment ? href('region-activities', { regio: segment }) : null,
  };
}

/** The notice and the ways on, above the activity's own text. */
export function EndedActivityNotice({ ended, currentPath }: { ended: EndedActivity; currentPath: string }) {
  const t = nl.regions.activity;
  return (
    <section className="an-activity-ended" aria-labelledby="activiteit-voorbij">
      <h2 id="activiteit-voorbij" className="an-activity-ended__title">
        {t.ended}
      </h2>
      <p>{t.endedOn(formatDate(ended.lastDay))}</p>
      {ended.next ? (
        <>
          <h3>{t.nextTime}</h3>
          <ActivityCards cards={[ended.next]} currentPath={currentPath} />
        </>
      ) : ended.coming.length > 0 ? (
        <>
          <h3>{ended.location ? t.comingAt(ended.location.label) : t.comingSoon}</h3>
          <ActivityCards cards={ended.coming} currentPath={currentPath} />
        </>
      ) : (
        <p>{t.noneComing}</p>
      )}
      <ul className="an-linklist">
        {ended.location?.url ? (
          <li>
            <SiteLink href={ended.location.url}>{t.allAtLocation(ended.location.label)}</SiteLink>
          </li>
        ) : null}
        {ended.regionActivities ? (
          <li>
            <SiteLink href={ended.regionActivities}>{t.allInRegion}</SiteLink>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
