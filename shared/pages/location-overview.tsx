/**
 * `/regios/{regio}/locaties` (spec section 2, 'Locations list: filtered by
 * location type, paged'): a region's locations by title, ten per page, on
 * the list kit: `?locationType` (a `location_type` term, options by weight)
 * in a GET form, `?page` one-based (zero-based to the API), the Paginator,
 * prev/next in the head. The list island updates it in place with JavaScript.
 */
import { apiPage, choiceOf, EmptyState, FilterForm, isPastEnd, ListPaginator, listHref, pageCountOf, pageHints, readListQuery, ResultCount, resultRange, type ListQuery } from '../lists';
import { regionSegment } from '../model/news';
import { LOCATION_PAGE_SIZE, toLocationCard, type LocationCardView } from '../model/places';
import { href } from '../routes';
import { nl } from '../texts/nl';
import { DefaultHeader } from '../ui/headers/DefaultHeader';
import { LocationCard } from '../ui/LocationCard';
import { ListRegion } from './region/ListRegion';
import { loaded, type ScreenModule } from './screen';

type LocationQuery = ListQuery<never, 'locationType'>;

export interface LocationOverviewData {
  title: string;
  intro: string;
  path: string;
  query: LocationQuery;
  types: { value: string; label: string }[];
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
          <FilterForm
            id="locaties-filters"
            action={data.path}
            groups={[{ control: 'select', name: 'locationType', label: t.typeLabel, options: data.types, selected: data.query.filters.locationType, anyOption: t.anyType }]}
          />
          <section className="an-list" aria-labelledby={RESULTS_ID} data-list-results>
            <ResultCount id={RESULTS_ID} live>
              {range ? t.range(range.from, range.to, range.total) : t.count(0)}
            </ResultCount>
            {range ? (
              <>
                <ul className="an-cards an-cards--3 an-location-list">
                  {data.cards.map((card) => (
                    <LocationCard key={card.id} card={card} currentPath={data.path} />
                  ))}
                </ul>
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
    const data: LocationOverviewData = { title, intro: t.intro(region.Title), path, query, types, total: list.Total, pageCount, cards: list.Locations.map((item) => toLocationCard(item)) };
    return loaded(
      data,
      {
        title: query.page > 1 ? t.pageTitle(title, query.page) : title,
        description: t.description(region.Title),
        canonical: listHref(path, query),
        robots: 'index, follow',
        og: { type: 'website', image: null },
        structuredData: ['breadcrumbs'],
        ...pageHints(path, query, pageCount),
      },
      {
        chrome: {
          breadcrumbs: [
            { title: nl.site.homeLabel, url: href('home') },
            { title: region.Title, url: region.Data.Path },
            { title: nl.regions.sections.locations, url: path },
          ],
        },
      },
    );
  },
  View: LocationOverview,
};
