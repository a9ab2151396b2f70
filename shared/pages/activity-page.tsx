/**
 * Page kind `activiteit` (spec sections 2 and 3): the region-activity header
 * (date, start and end time, walk-in time, address, route planning to address,
 * postcode and city, the more-information button), 'Zet in je agenda' (an
 * .ics download), its location and region, the distance from the place the
 * visitor searched from (`?plaats=`), and the blocks. JSON-LD Event.
 */
import { ActivityFieldsSchema, type ActivityFields } from '../contract';
import { distanceKm } from '../contract/geo';
import { amsterdamDateTime } from '../format/local-time';
import { formatDistance } from '../format/distance';
import { listText } from '../lists';
import { loadedOnce, NO_SECOND_INPUT } from '../loaded-once';
import { simpleAddress } from '../model/address';
import { activityCalendarHref } from '../model/places';
import { nl } from '../texts/nl';
import { RegionActivityHeader } from '../ui/headers/RegionActivityHeader';
import { SiteLink } from '../ui/SiteLink';
import { EditorialPage, headerImage } from './EditorialPage';
import { placeFacts } from './location-page';
import type { PageView } from './page-view';
import type { EventFacts } from './screen';
import type { PageEnv, PageKindModule } from './types';
import { nodeFields } from './node-fields';

interface ActivityData {
  fields: ActivityFields;
  calendar: string;
  /** '3,4 km van Amersfoort' when the visitor came with a place. */
  distance: string | null;
}

function ActivityPage({ page, env, data }: { page: PageView; env: PageEnv; data: ActivityData }) {
  const t = nl.regions;
  const f = data.fields;
  const address = simpleAddress(f.field_address);
  const more = f.field_external_link ? { title: f.field_external_link.title || t.activity.moreInfo, url: f.field_external_link.url, external: true } : null;
  const header = (
    <RegionActivityHeader
      title={page.title}
      activityType={f.field_activity_type?.label ?? null}
      startDate={f.field_start_date}
      endDate={f.field_end_date}
      startTime={f.field_start_time}
      endTime={f.field_end_time}
      entryTime={f.field_entry_time}
      address={address}
      moreInfo={more}
      image={headerImage(page)}
    />
  );
  const location = f.field_location;
  const region = f.field_regio;
  const before = (
    <div className="an-activity-facts">
      <dl className="an-activity-facts__list">
        {location?.label ? (
          <div className="an-contact__row">
            <dt>{t.activity.atLocation}</dt>
            <dd>{location.url ? <SiteLink href={location.url}>{location.label}</SiteLink> : location.label}</dd>
          </div>
        ) : null}
        {region?.label ? (
          <div className="an-contact__row">
            <dt>{t.activity.organisedBy}</dt>
            <dd>{region.url ? <SiteLink href={region.url}>{`Regio ${region.label}`}</SiteLink> : `Regio ${region.label}`}</dd>
          </div>
        ) : null}
        {data.distance ? (
          <div className="an-contact__row">
            <dt>{t.card.distance}</dt>
            <dd>{data.distance}</dd>
          </div>
        ) : null}
      </dl>
      <p className="an-activity-facts__calendar">
        <a className="an-button an-button--secondary" href={data.calendar} download aria-describedby="agenda-uitleg">
          {t.activity.addToCalendar}
        </a>
        <span className="an-field__hint" id="agenda-uitleg">
          {t.activity.addToCalendarHint}
        </span>
      </p>
    </div>
  );
  return <EditorialPage kind="activity" page={page} env={env} header={header} share before={before} />;
}

/** schema.org Event of an activity: start and end with the Dutch offset, at its location. */
export function eventFacts(page: PageView, f: ActivityFields): EventFacts | null {
  const startDay = f.field_start_date.slice(0, 10);
  const start = f.field_start_time ? amsterdamDateTime(startDay, f.field_start_time) : startDay;
  if (!start) return null;
  const endDay = (f.field_end_date ?? f.field_start_date).slice(0, 10);
  const end = f.field_end_time ? amsterdamDateTime(endDay, f.field_end_time) : endDay;
  const locationName = f.field_location?.label || f.field_address?.organization || page.title;
  return {
    name: page.title,
    startDate: start,
    endDate: end,
    description: page.metaDescription,
    location: f.field_address || f.field_geo ? placeFacts(locationName, { field_address: f.field_address, field_geo: f.field_geo, field_phone: null, field_email: null }, null) : null,
    moreInfo: f.field_external_link?.url ?? null,
  };
}

export const activityPage: PageKindModule<ActivityData> = {
  Component: ActivityPage,
  async load({ node, page, params, content }) {
    // Parsed, and its schema.org Event made, once per held answer.
    const fields = nodeFields('activity', ActivityFieldsSchema, node);
    const place = listText(params, 'plaats');
    let distance: string | null = null;
    if (place && fields.field_geo) {
      // A place the geocoder does not know, or a geocoder that fails, only leaves the distance out.
      const from = await content.geocode(place).catch(() => null);
      if (from) distance = nl.regions.card.distanceFrom(formatDistance(distanceKm(from, fields.field_geo)), from.label);
    }
    const event = loadedOnce(node, NO_SECOND_INPUT, 'activity event', () => eventFacts(page, fields));
    return { data: { fields, calendar: activityCalendarHref(page.url), distance }, ...(event ? { event } : {}) };
  },
};
