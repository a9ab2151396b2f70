/**
 * A region's dashboard: what the region search shows for a place (spec
 * sections 2 and 4: highlights, activities within 10 km of the place, the
 * latest news, facilities, dementia information, vacancies, all regional
 * information) and what the region's own page shows (its coming activities,
 * plus the locations and 'Over de regio').
 */
import type { OverDeRegioTeaser, RegionRef, RegionTeaser } from '../../contract';
import type { GeoPlace } from '../../contract/geo';
import { isoDay } from '../../format/date';
import { regionSegment, regionNewsHref, toNewsCard, type NewsCardView } from '../../model/news';
import {
  currentHighlights,
  DASHBOARD_ACTIVITIES,
  dementiaInformation,
  REGION_SEARCH_RADIUS_KM,
  regionCalendarHref,
  toActivityCard,
  type ActivityCardView,
} from '../../model/places';
import { loadedOnce, NO_SECOND_INPUT } from '../../loaded-once';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import type { ContentReader } from '../screen';
import { loadNearestVacancies, NearestVacancies, type NearestVacanciesData } from '../vacancy-nearest';
import { AboutTeaser, ActivityCards, NewsCards, Section, SubMenu, TeaserCards, type SubMenuItem } from './sections';

/** News items the dashboard shows. */
const DASHBOARD_NEWS = 3;

export interface RegionDashboardData {
  region: { id: number; title: string; path: string; slug: string };
  /** The place searched for (region search); null on the region's own page. */
  place: GeoPlace | null;
  term: string | null;
  highlights: RegionTeaser[];
  activities: { cards: ActivityCardView[]; total: number; heading: string; more: string };
  news: { cards: NewsCardView[]; more: string | null };
  services: RegionTeaser[];
  /** Issue 15: the open vacancies within 10 km of the place searched for, else the region's own; `list` is the region's vacancy list. */
  vacancies: { nearest: NearestVacanciesData; list: string };
  dementia: RegionTeaser[];
  about: OverDeRegioTeaser | null;
  /** The region's own page: its locations overview and calendar. */
  locations: string | null;
  calendar: string | null;
}

/**
 * Loads every section in parallel. With a place (the region search): the
 * activities within 10 km of it, with their distance; without: the region's
 * own coming activities.
 */
export async function loadRegionDashboard(content: ContentReader, region: RegionRef, today: Date, search: { term: string; place: GeoPlace | null } | null): Promise<RegionDashboardData> {
  const slug = regionSegment(region.Data.Path) ?? '';
  const day = isoDay(today.toISOString());
  const vacancyList = slug ? href('region-vacancies', { regio: slug }) : href('vacancies');
  const [highlights, activities, news, services, own, generic, about, nearest] = await Promise.all([
    content.regionHighlights(region.Id),
    search ? content.closestActivities(search.term, REGION_SEARCH_RADIUS_KM, null, 0) : content.regionActivities(region.Id, { type: null, city: null }, 0),
    content.regionNews(region, 0),
    content.regionServices(region.Id),
    content.regionDementiaInfo(region.Id),
    content.genericDementiaInfo(),
    content.overDeRegio(region.Id),
    loadNearestVacancies(content, search ? { place: search.term } : { region: { id: region.Id, title: region.Title }, list: vacancyList }),
  ]);
  const t = nl.regions;
  const from = search?.place ?? null;
  return {
    region: { id: region.Id, title: region.Title, path: region.Data.Path, slug },
    place: from,
    term: search?.term ?? null,
    highlights: loadedOnce(highlights, NO_SECOND_INPUT, `highlights ${day}`, () => currentHighlights(highlights, day)),
    activities: {
      cards: loadedOnce(activities.Activities, from ?? NO_SECOND_INPUT, 'dashboard activities', () => activities.Activities.slice(0, DASHBOARD_ACTIVITIES).map((item) => toActivityCard(item, from))),
      total: activities.Total,
      heading: search ? t.activitiesNear(REGION_SEARCH_RADIUS_KM, from?.label ?? search.term) : t.sections.activities,
      more: search
        ? href('activity-search', { plaats: search.term, afstand: REGION_SEARCH_RADIUS_KM })
        : slug
          ? href('region-activities', { regio: slug })
          : href('activity-search'),
    },
    news: {
      cards: loadedOnce(news.Items, NO_SECOND_INPUT, `dashboard news ${region.Title}\n${region.Data.Path}`, () => news.Items.slice(0, DASHBOARD_NEWS).map((item) => toNewsCard(item, region))),
      more: regionNewsHref(region.Data.Path),
    },
    services,
    vacancies: { nearest, list: vacancyList },
    dementia: loadedOnce(own, generic, 'dementia information', () => dementiaInformation(own, generic)),
    about,
    locations: search || !slug ? null : href('region-locations', { regio: slug }),
    calendar: search || !slug ? null : regionCalendarHref(slug),
  };
}

/** The sub-menu entries of the sections that have something to show, in the spec's order. */
export function dashboardMenu(data: RegionDashboardData): SubMenuItem[] {
  const s = nl.regions.sections;
  const items: (SubMenuItem | null)[] = [
    data.highlights.length > 0 ? { id: 'uitgelicht', label: s.highlights } : null,
    { id: 'activiteiten', label: s.activities },
    data.locations ? { id: 'locaties', label: s.locations } : null,
    { id: 'nieuws', label: s.news },
    data.services.length > 0 ? { id: 'voorzieningen', label: s.services } : null,
    { id: 'vacatures', label: s.vacancies },
    data.dementia.length > 0 ? { id: 'informatie-over-dementie', label: s.dementia } : null,
    data.about ? { id: data.locations ? 'over-de-regio' : 'alle-regionale-informatie', label: data.locations ? s.about : s.allInfo } : null,
  ];
  return items.filter((item): item is SubMenuItem => item !== null);
}

/** The sections, below the sub-menu. */
export function RegionDashboard({ data, currentPath, menu = true }: { data: RegionDashboardData; currentPath: string; menu?: boolean }) {
  const t = nl.regions;
  const s = t.sections;
  const region = data.region.title;
  return (
    <>
      {menu ? <SubMenu items={dashboardMenu(data)} /> : null}
      {data.highlights.length > 0 ? (
        <Section id="uitgelicht" title={s.highlights}>
          <TeaserCards items={data.highlights} currentPath={currentPath} />
        </Section>
      ) : null}
      <Section id="activiteiten" title={data.activities.heading} more={{ label: data.place || data.term ? t.allActivitiesNear(data.place?.label ?? data.term ?? '') : t.allActivities, href: data.activities.more }}>
        {data.activities.cards.length > 0 ? (
          <>
            <p className="an-list__count">{t.activities.count(data.activities.total)}</p>
            <ActivityCards cards={data.activities.cards} currentPath={currentPath} />
          </>
        ) : (
          <p>{t.activities.emptyText}</p>
        )}
        {data.calendar ? (
          <p className="an-region-section__calendar">
            <a href={data.calendar}>{t.activities.calendarFeed}</a>
          </p>
        ) : null}
      </Section>
      {data.locations ? (
        <Section id="locaties" title={s.locations} more={{ label: t.locationsLink(region), href: data.locations }}>
          <p>{t.locationsText(region)}</p>
        </Section>
      ) : null}
      <Section id="nieuws" title={s.news} more={data.news.more ? { label: t.allNews, href: data.news.more } : null}>
        {data.news.cards.length > 0 ? <NewsCards cards={data.news.cards} currentPath={currentPath} /> : <p>{t.noNews}</p>}
      </Section>
      {data.services.length > 0 ? (
        <Section id="voorzieningen" title={s.services}>
          <TeaserCards items={data.services} currentPath={currentPath} />
        </Section>
      ) : null}
      <Section id="vacatures" title={s.vacancies} more={{ label: t.vacanciesLink(region), href: data.vacancies.list }}>
        <p>{t.vacanciesText(region)}</p>
        <NearestVacancies data={data.vacancies.nearest} currentPath={currentPath} />
        {data.place || data.term ? (
          <p>
            <a href={data.vacancies.nearest.more.href}>{data.vacancies.nearest.more.label}</a>
          </p>
        ) : null}
      </Section>
      {data.dementia.length > 0 ? (
        <Section id="informatie-over-dementie" title={s.dementia}>
          <TeaserCards items={data.dementia} currentPath={currentPath} />
        </Section>
      ) : null}
      {data.about ? (
        <Section id={data.locations ? 'over-de-regio' : 'alle-regionale-informatie'} title={data.locations ? s.about : s.allInfo}>
          <AboutTeaser about={data.about} currentPath={currentPath} />
        </Section>
      ) : null}
    </>
  );
}
