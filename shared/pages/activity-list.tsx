/**
 * The activity lists (spec sections 2, 4, 5 and 9), six per page, soonest first:
 * - `/regios/{regio}/activiteiten`: a region's activities, filtered by type
 *   (`?type`), place (`?plaats`, the places of its activities) and range
 *   (`?afstand`, 5-50 km around that place). A range widens the place to its
 *   surroundings (the closest-activities call) and reloads the type options
 *   to the types found there.
 * - `/activiteiten/zoeken`: activities near a typed place or postcode within
 *   a radius (25 km unless chosen), of one type or all; a blank place (after
 *   trimming) falls back to the search by type alone, nationally.
 * Every filter change starts again at page 1 (the form carries no page). The
 * forms are GET forms; the list island updates the list in place. Cards show
 * the distance from the place searched for and link on with it (`?plaats`).
 */
import type { ActivityItem, ActivityList, TypeRef } from '../contract';
import type { GeoPlace } from '../contract/geo';
import { apiPage, choiceOf, DISTANCES_KM, EmptyState, isPastEnd, KeptFilterForm, keptFilterProps, listHref, ListPaginator, pageCountOf, pagedTitle, pageHints, readListQuery, ResultCount, resultRange, type FilterFormProps, type ListQuery } from '../lists';
import { regionSegment } from '../model/news';
import { ACTIVITY_PAGE_SIZE, ACTIVITY_SEARCH_RADIUS_KM, activitySearchOf, regionCalendarHref, toActivityCard, typeSourceOf, type ActivityCardView } from '../model/places';
import { href } from '../routes';
import { regionListCrumbs } from './region/crumbs';
import { nl } from '../texts/nl';
import { DefaultHeader } from '../ui/headers/DefaultHeader';
import { Island } from '../islands/Island';
import { loadedOnce, NO_SECOND_INPUT } from '../loaded-once';
import { ListRegion } from './region/ListRegion';
import { ActivityCards } from './region/sections';
import { loaded, NO_STORE, type ScreenContext, type ScreenModule, type Seo } from './screen';

type ActivityQuery = ListQuery<'plaats', 'type' | 'afstand'>;

export interface ActivityListData {
  title: string;
  intro: string;
  path: string;
  query: ActivityQuery;
  /** The region's list or the national search. */
  kind: 'region' | 'search';
  /** The filter form: the groups, and the search's free place text (the national search only). */
  filters: FilterFormProps;
  /** What the count says, and the state of the list. */
  state: 'list' | 'place-not-found' | 'failed';
  heading: string;
  total: number;
  pageCount: number;
  cards: ActivityCardView[];
  calendar: string | null;
}

const RESULTS_ID = 'activiteiten-resultaten';
const FILTERS_ID = 'activiteiten-filters';
const distanceOptions = DISTANCES_KM.map(String);

function ActivityListView({ data }: { data: ActivityListData }) {
  const t = nl.regions.activities;
  const range = resultRange(data.query.page, ACTIVITY_PAGE_SIZE, data.cards.length, data.total);
  return (
    <article className="an-page an-page--activities">
      <DefaultHeader title={data.title} intro={data.intro} />
      <div className="an-container an-page__wide">
        {data.kind === 'search' ? (
          <Island
            name="use-location"
            props={{ input: 'activiteiten-filters-plaats', texts: { button: t.useLocation, locating: t.locating, located: t.located, denied: t.locationDenied } }}
            wake="idle"
          />
        ) : null}
        <ListRegion id="activiteiten">
          <KeptFilterForm props={data.filters} />
          <section className="an-list" aria-labelledby={RESULTS_ID} data-list-results>
            <ResultCount id={RESULTS_ID} live>
              {data.heading}
            </ResultCount>
            {range ? (
              <>
                <ActivityCards cards={data.cards} currentPath={data.path} headingLevel={2} />
                <ListPaginator path={data.path} query={data.query} pageCount={data.pageCount} />
              </>
            ) : data.state === 'list' ? (
              <EmptyState text={t.emptyText} action={{ label: t.all, href: data.path }} />
            ) : null}
          </section>
        </ListRegion>
        {data.calendar ? (
          <p className="an-region-section__calendar">
            <a href={data.calendar}>{t.calendarFeed}</a>
          </p>
        ) : null}
      </div>
    </article>
  );
}

const typeOptions = (types: readonly TypeRef[]) => types.map((type) => ({ value: String(type.Id), label: type.Name }));
/**
 * A page of cards, with the distance from `from`; with a place, they link on with it (`?plaats`).
 * Kept with a held answer (loadedOnce), so their markup is reused.
 */
const cardsOf = (items: readonly ActivityItem[], from: GeoPlace | null, place: string | null): ActivityCardView[] =>
  loadedOnce(items, from ?? NO_SECOND_INPUT, `activity cards ${place ?? ''}`, () => {
    const cards = items.map((item) => toActivityCard(item, from));
    return place ? cards.map((card) => ({ ...card, url: `${card.url}?${new URLSearchParams({ plaats: place })}` })) : cards;
  });

function seoOf(title: string, description: string, path: string, query: ActivityQuery, pageCount: number, filtered: boolean): Seo {
  return {
    title: pagedTitle(title, query.page),
    description,
    canonical: listHref(path, query),
    // A filtered list is for the visitor; the plain list (and its pages) for everyone.
    robots: filtered ? 'noindex, follow' : 'index, follow',
    og: { type: 'website', image: null },
    structuredData: ['breadcrumbs'],
    ...pageHints(path, query, pageCount),
  };
}

/** The place for distances on the cards; a place the geocoder does not know or a failing geocoder leaves them out. */
async function placeOf(ctx: ScreenContext, place: string | null): Promise<GeoPlace | null> {
  if (!place) return null;
  try {
    return await ctx.content.geocode(place);
  } catch (error) {
    ctx.reportError(error);
    return null;
  }
}

/** `/regios/{regio}/activiteiten`. */
export const regionActivitiesScreen: ScreenModule<ActivityListData> = {
  async load(ctx) {
    const name = typeof ctx.params.regio === 'string' ? ctx.params.regio : '';
    const region = name ? await ctx.content.region(name) : null;
    if (!region) return null;
    const t = nl.regions.activities;
    const cities = await ctx.content.regionCities(region.Id);
    // The place and range first: they decide which types are on offer.
    const early = readListQuery(ctx.params, { filters: { plaats: cities, afstand: distanceOptions } as Record<'plaats' | 'afstand', readonly string[]> });
    const city = choiceOf(early, 'plaats', '') || null;
    const radius = city ? Number(choiceOf(early, 'afstand', '')) || null : null;
    const source = typeSourceOf(city, radius);
    const types = source.kind === 'closest' ? await ctx.content.closestActivityTypes(source.place, source.radius) : await ctx.content.regionActivityTypes(region.Id);
    const query = readListQuery(ctx.params, { text: [] as 'plaats'[], filters: { type: types.map((x) => String(x.Id)), plaats: cities, afstand: distanceOptions } });
    const type = Number(choiceOf(query, 'type', '')) || null;
    const list: ActivityList = radius && city ? await ctx.content.closestActivities(city, radius, type, apiPage(query.page)) : await ctx.content.regionActivities(region.Id, { type, city }, apiPage(query.page));
    const pageCount = pageCountOf(list.Total, ACTIVITY_PAGE_SIZE);
    if (isPastEnd(query.page, pageCount)) return null;
    const from = radius && city ? await placeOf(ctx, city) : null;
    const slug = regionSegment(region.Data.Path) ?? name;
    const path = href('region-activities', { regio: slug });
    const range = resultRange(query.page, ACTIVITY_PAGE_SIZE, list.Activities.length, list.Total);
    const title = t.title(region.Title);
    const data: ActivityListData = {
      title,
      intro: t.intro(region.Title),
      path,
      query,
      kind: 'region',
      filters: keptFilterProps(list, [types, cities], [path, query.filters], () => ({
        id: FILTERS_ID,
        action: path,
        groups: [
          { control: 'select', name: 'type', label: t.typeLabel, options: typeOptions(types), selected: query.filters.type, anyOption: t.anyType },
          { control: 'select', name: 'plaats', label: t.cityLabel, options: cities.map((c) => ({ value: c, label: c })), selected: query.filters.plaats, anyOption: t.anyCity },
          { control: 'select', name: 'afstand', label: t.rangeLabel, options: DISTANCES_KM.map((km) => ({ value: String(km), label: nl.lists.distanceOption(km) })), selected: query.filters.afstand, anyOption: t.onlyHere },
        ],
      })),
      state: 'list',
      heading: radius && city ? t.near(list.Total, radius, city) : range ? t.range(range.from, range.to, range.total) : t.count(0),
      total: list.Total,
      pageCount,
      cards: cardsOf(list.Activities, from, from ? city : null),
      calendar: regionCalendarHref(slug),
    };
    const filtered = query.filters.type.length + query.filters.plaats.length + query.filters.afstand.length > 0;
    return loaded(data, seoOf(title, t.description(region.Title), path, query, pageCount, filtered), {
      chrome: {
        breadcrumbs: regionListCrumbs(region, { title: nl.regions.sections.activities, url: path }),
      },
    });
  },
  View: ActivityListView,
};

/** `/activiteiten/zoeken`. */
export const activitySearchScreen: ScreenModule<ActivityListData> = {
  async load(ctx) {
    const t = nl.regions.activities;
    const terms = await ctx.content.taxonomy('activity_type');
    const query: ActivityQuery = readListQuery(ctx.params, { text: ['plaats'] as const, filters: { type: terms.map((x) => String(x.tid)), afstand: distanceOptions } });
    const radius = Number(choiceOf(query, 'afstand', String(ACTIVITY_SEARCH_RADIUS_KM)));
    const type = Number(choiceOf(query, 'type', '')) || null;
    const search = activitySearchOf(query.text.plaats, radius);
    const path = href('activity-search');
    let state: ActivityListData['state'] = 'list';
    let from: GeoPlace | null = null;
    let list: ActivityList = { Activities: [], Total: 0 };
    try {
      if (search.kind === 'closest') {
        from = await ctx.content.geocode(search.place);
        if (from) list = await ctx.content.closestActivities(search.place, search.radius, type, apiPage(query.page));
        else state = 'place-not-found';
      } else list = await ctx.content.activitiesByType(type, apiPage(query.page));
    } catch (error) {
      ctx.reportError(error);
      state = 'failed';
    }
    const pageCount = pageCountOf(list.Total, ACTIVITY_PAGE_SIZE);
    if (state === 'list' && isPastEnd(query.page, pageCount)) return null;
    const range = resultRange(query.page, ACTIVITY_PAGE_SIZE, list.Activities.length, list.Total);
    const place = search.kind === 'closest' ? search.place : null;
    const heading =
      state === 'failed' ? t.searchFailed : state === 'place-not-found' ? t.placeNotFound(place ?? '') : from ? t.near(list.Total, radius, from.label) : range ? t.range(range.from, range.to, range.total) : t.count(0);
    const data: ActivityListData = {
      title: t.searchTitle,
      intro: t.searchIntro,
      path,
      query,
      kind: 'search',
      filters: keptFilterProps(list, [terms], [path, query.text.plaats ?? null, radius, query.filters], () => ({
        id: FILTERS_ID,
        action: path,
        place: { name: 'plaats', value: query.text.plaats, hint: t.placeHint, distance: { name: 'afstand', options: DISTANCES_KM, selected: radius } },
        groups: [{ control: 'select', name: 'type', label: t.typeLabel, options: terms.map((x) => ({ value: String(x.tid), label: x.name })), selected: query.filters.type, anyOption: t.anyType }],
      })),
      state,
      heading,
      total: list.Total,
      pageCount,
      cards: cardsOf(list.Activities, from, from ? place : null),
      calendar: null,
    };
    const filtered = Boolean(query.text.plaats) || query.filters.type.length + query.filters.afstand.length > 0;
    const seo = seoOf(t.searchTitle, t.searchDescription, path, query, pageCount, filtered);
    return loaded(data, seo, {
      chrome: {
        breadcrumbs: [
          { title: nl.site.homeLabel, url: href('home') },
          { title: t.searchTitle, url: path },
        ],
      },
      ...(state === 'failed' ? { status: 503, headers: { ...NO_STORE, 'retry-after': '60' } } : {}),
    });
  },
  View: ActivityListView,
};
