import { formatDate, isoDay } from '../../format/date';
import { nl } from '../../texts/nl';
import { SiteLink } from '../SiteLink';
import { HeaderFacts, HeaderFrame } from './HeaderParts';
import { addressLine, routePlannerUrl, type HeaderImage, type HeaderLink, type SimpleAddress } from './types';

export interface RegionActivityHeaderProps {
  title: string;
  activityType?: string | null;
  /** Day of the activity (ISO); an end date on another day makes it a period. */
  startDate: string;
  endDate?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  /** Walk-in time ('inloop'). */
  entryTime?: string | null;
  address?: SimpleAddress | null;
  /** The more-information button (an external page of the organiser, or the location). */
  moreInfo?: HeaderLink | null;
  image?: HeaderImage;
}

function DateValue({ start, end }: { start: string; end?: string | null }) {
  const first = <time dateTime={isoDay(start)}>{formatDate(start)}</time>;
  if (!end || isoDay(end) === isoDay(start)) return first;
  return (
    <>
      {first} – <time dateTime={isoDay(end)}>{formatDate(end)}</time>
    </>
  );
}

/** The header of an activity: when, from when to walk in, where, with route planning and more information. */
export function RegionActivityHeader(props: RegionActivityHeaderProps) {
  const t = nl.headers;
  const { title, activityType, startDate, endDate, startTime, endTime, entryTime, address, moreInfo, image } = props;
  const before = activityType ? <p className="an-pagehead__meta"><span className="an-pagehead__label">{activityType}</span></p> : null;
  return (
    <HeaderFrame variant="region-activity" title={title} image={image} before={before}>
      <HeaderFacts
        facts={[
          { label: t.date, value: <DateValue start={startDate} end={endDate} /> },
          { label: t.time, value: startTime ? t.timeRange(startTime, endTime ?? '') : null },
          { label: t.walkIn, value: entryTime ? t.walkInTime(entryTime) : null },
          { label: t.address, value: address ? addressLine(address) : null },
        ]}
      />
      <p className="an-pagehead__actions">
        {address ? (
          <SiteLink href={routePlannerUrl(address)} className="an-button">
            {t.routePlanner}
          </SiteLink>
        ) : null}
        {moreInfo ? (
          <SiteLink href={moreInfo.url} className="an-button an-button--secondary">
            {moreInfo.title || t.moreInfo}
          </SiteLink>
        ) : null}
      </p>
    </HeaderFrame>
  );
}
