/**
 * `/regios/{regio}/locaties` (spec section 2, 'Locations list: filtered by
 * location type, paged'): a region's locations by title, ten per page, on
 * the list kit: `?locationType` (a `location_type` term, options by weight)
 * in a GET form, `?page` one-based (zero-based to the API), the Paginator,
 * prev/next in the head. The list island updates it in place with JavaScript.
 */
import { apiPage, choiceOf, EmptyState, isPastEnd, KeptFilterForm, keptFilterProps, listHref, ListPaginator, pageCountOf, pagedTitle, pageHints, readListQuery, ResultCount, resultRange, type FilterFormProps, type ListQuery } from '../lists';
import { loadedOnce, NO_SECOND_INPUT } from '../loaded-once';
import { regionSegment } from '../model/news';
import { LOCATION_PAGE_SIZE, toLocationCard, type LocationCardView } from '../model/places';
import { href } from '../routes';
import { regionListCrumbs } from './region/crumbs';
import { nl } from '../texts/nl';
import { DefaultHeader } from '../ui/headers/DefaultHeader';
import { LocationCard } from '../ui/LocationCard';
import { SplicedPart } from '../ui/reused-part';
import { ListRegion } from './region/ListRegion';
import { loaded, type ScreenModule } from './screen';

type LocationQuery = ListQuery<never, 'locationType'>;

export interface LocationOverviewData {
  title: string;
  intro: string;
  path: string;
  query: LocationQuery;
  /** The filter form (the location types), made once per held answer (KeptFilterForm). */
  filters: FilterFormProps;
  total: number;
  pageCount: number;
  cards: LocationCardView[];
}

const RESULTS_ID = 'locaties-resultaten';

function LocationOverview({ data }: { data: LocationOverviewData }) {
  const t = nl.regions.locations;
  const range = resultRange(data.query.page, LOCATION_PAGE_SIZE, data.cards.length, data.total);
  return (
    <article className="an-page an-page--location-overview">
      <DefaultHeader title={data.title} intro={data.intro} />
      <div className="an-container an-page__wide">
        <ListRegion id="locaties">
          <KeptFilterForm props={data.filters} />
          <section className="an-list" aria-labelledby={RESULTS_ID} data-list-results>
            <ResultCount id={RESULTS_ID} live>
              {range ? t.range(range.from, range.to, range.total) : t.count(0)}
            </ResultCount>
            {range ? (
              <>
                <SplicedPart source={data.cards} variant={data.path} render={locationCards} />
                <ListPaginator path={data.path} query={data.query} pageCount={data.pageCount} />
              </>
            ) : (
              <EmptyState text={t.empty} action={data.query.filters.locationType.length > 0 ? { label: t.all, href: data.path } : undefined} />
            )}
          </section>
        </ListRegion>
      </div>
    </article>
  );
}

/** The cards of a page of locations, from the cards and the page's path only (reused markup: SplicedPart). */
function locationCards(cards: readonly LocationCardView[], path: string) {
  return (
    <ul className="an-cards an-cards--3 an-location-list">
      {cards.map((card) => (
        <LocationCard key={card.id} card={card} currentPath={path} />
      ))}
    </ul>
  );
}

export const locationOverviewScreen: ScreenModule<LocationOverviewData> = {
  async load(ctx) {
    const name = typeof ctx.params.regio === 'string' ? ctx.params.regio : '';
    const [region, terms] = await Promise.all([name ? ctx.content.region(name) : Promise.resolve(null), ctx.content.taxonomy('location_type')]);
    if (!region) return null;
    const types = terms.map((term) => ({ value: String(term.tid), label: term.name }));
    const query: LocationQuery = readListQuery(ctx.params, { filters: { locationType: types.map((o) => o.value) } });
    const chosen = choiceOf(query, 'locationType', '');
    const list = await ctx.content.regionLocations(region.Id, chosen ? Number(chosen) : null, apiPage(query.page));
    const pageCount = pageCountOf(list.Total, LOCATION_PAGE_SIZE);
    if (isPastEnd(query.page, pageCount)) return null;
    const slug = regionSegment(region.Data.Path) ?? name;
    const path = href('region-locations', { regio: slug });
    const t = nl.regions.locations;
    const title = t.title(region.Title);
    // Both kept with the held answers (loadedOnce), so their markup is reused.
    const filters = keptFilterProps(list, [terms], [path, query.filters], () => ({
      id: 'locaties-filters',
      action: path,
      groups: [{ control: 'select' as const, name: 'locationType', label: t.typeLabel, options: types, selected: query.filters.locationType, anyOption: t.anyType }],
    }));
    const cards = loadedOnce(list.Locations, NO_SECOND_INPUT, 'location cards', () => list.Locations.map((item) => toLocationCard(item)));
    const data: LocationOverviewData = { title, intro: t.intro(region.Title), path, query, filters, total: list.Total, pageCount, cards };
    return loaded(
      data,
      {
        title: pagedTitle(title, query.page),
        description: t.description(region.Title),
        canonical: listHref(path, query),
        robots: 'index, follow',
        og: { type: 'website', image: null },
        structuredData: ['breadcrumbs'],
        ...pageHints(path, query, pageCount),
      },
      {
        chrome: {
          breadcrumbs: regionListCrumbs(region, { title: nl.regions.sections.locations, url: path }),
        },
      },
    );
  },
  View: LocationOverview,
};
