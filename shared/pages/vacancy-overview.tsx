/**
 * The vacancy overview (page kind `vacancy_overview`, spec sections 2 and 4):
 * volunteer work at /vrijwilligerswerk with four filters (function, activity,
 * duration, availability: checkboxes from the taxonomies, by weight, their ids
 * repeated in the URL) and a place with a distance; paid jobs (the 'Werken
 * bij' page, `field_vacancy_scope` corporate) as a plain list. On the list
 * kit: a GET form, `?page` one-based, the Paginator on desktop and 'Meer
 * laden' on phones (a link to the next page; with JavaScript it appends in
 * place). An empty list, or a search that answers 404 (a place it cannot
 * find), shows the empty state with the non-binding contact request.
 */
import * as v from 'valibot';
import { TRACK_FILTERS_ATTR, vacancyEvent } from '../analytics';
import { VacancyOverviewFieldsSchema, type Term, type VacancyScope, type VacancySearch, type Vocabulary } from '../contract';
import { Island } from '../islands/Island';
import {
  apiPage,
  choiceOf,
  DISTANCES_KM,
  EmptyState,
  isPastEnd,
  KeptFilterForm,
  keptFilterProps,
  ListPaginator,
  listHref,
  pageCountOf,
  pageHints,
  readListQuery,
  ResultCount,
  resultRange,
  type FilterFormProps,
  type FilterGroup,
  type FilterOption,
  type ListQuery,
} from '../lists';
import { OPEN_VACANCY_TITLES, selectVacancyEvent, vacancyCardsOf, type VacancyCardView } from '../model/vacancy';
import { href } from '../routes';
import { nl } from '../texts/nl';
import { SplicedPart } from '../ui/reused-part';
import { DefaultHeader } from '../ui/headers/DefaultHeader';
import { VacancyCard } from '../ui/VacancyCard';
import { EditorialPage, headerImage } from './EditorialPage';
import type { PageView } from './page-view';
import { ListRegion } from './region/ListRegion';
import type { PageEnv, PageKindModule } from './types';

/** Vacancies per page of the overview (spec section 9 names 10 among its page sizes). */
export const VACANCY_PAGE_SIZE = 10;
/** A region's own list is the region view of spec section 7: six per page (spec section 9). */
export const REGION_VACANCY_PAGE_SIZE = 6;
/** The distance when a place is given without one (spec section 9: 'vacancy ... range 15'). */
export const DEFAULT_DISTANCE_KM = 15;

/** The filters, in the order of spec section 4, with their query name (repeated in the URL, sent as is to the search) and vocabulary. */
export const VACANCY_FILTERS = [
  { name: 'functionId', vocabulary: 'function_type' },
  { name: 'activityId', vocabulary: 'vrijwilligersactiviteit' },
  { name: 'durationId', vocabulary: 'durations' },
  { name: 'availabilityId', vocabulary: 'availability' },
] as const satisfies readonly { name: string; vocabulary: Vocabulary }[];
type FilterName = (typeof VACANCY_FILTERS)[number]['name'];
export type VacancyQuery = ListQuery<'plaats', FilterName | 'afstand'>;

export interface VacancyOverviewData {
  scope: VacancyScope;
  /** A region's own list (field_vacancy_region): its vacancies, no filters. */
  regional: boolean;
  pageSize: number;
  query: VacancyQuery;
  /** The filter form (volunteer work only). */
  filters: FilterFormProps | null;
  distance: number;
  /** Null: the search answered 404 (a place it cannot find). */
  total: number | null;
  pageCount: number;
  cards: VacancyCardView[];
}

const RESULTS_ID = 'vacatures-resultaten';
const COUNT_ID = 'vacatures-aantal';
const FILTERS_ID = 'vacature-filters';

function countText(data: VacancyOverviewData, shownTo: number): string {
  const t = nl.vacancies;
  const total = data.total ?? 0;
  const place = data.query.text.plaats;
  if (place) return t.near(total, data.distance, place);
  const range = resultRange(data.query.page, data.pageSize, data.cards.length, total);
  return range ? t.range(range.from, range.to, range.total) : t.shown(shownTo, total);
}

function Empty({ data }: { data: VacancyOverviewData }) {
  const t = nl.vacancies;
  if (data.scope === 'corporate') {
    return <EmptyState text={`${t.corporateEmpty} ${t.corporateEmptyHelp}`} action={{ label: t.toVolunteering, href: href('vacancies') }} />;
  }
  return (
    <div className="an-vacancy-empty">
      {data.total === null && data.query.text.plaats ? <p>{t.placeUnknown(data.query.text.plaats)}</p> : null}
      <p>{t.empty}</p>
      <p>{t.emptyHelp}</p>
      <p>
        <a
          className="an-button"
          href={href('apply-contact-request')}
          data-an-track={JSON.stringify(vacancyEvent('volunteer_info', { title: OPEN_VACANCY_TITLES[1], category: null, hours: null, location: null, type: 'landelijk' }))}
        >
          {t.contactRequest}
        </a>
      </p>
    </div>
  );
}

/** The cards of a page of vacancies, from the cards and the page's path only (reused markup: SplicedPart). */
function vacancyCards(cards: readonly VacancyCardView[], path: string) {
  return (
    <ul className="an-vacancy-list" data-list-items="">
      {cards.map((card) => (
        <VacancyCard key={card.id} vacancy={card} currentPath={path} track={selectVacancyEvent(card)} />
      ))}
    </ul>
  );
}

/** The results: count (a polite live region, so an update in place is announced), cards, and paging. */
function Results({ data, page }: { data: VacancyOverviewData; page: PageView }) {
  const t = nl.vacancies;
  const next = data.query.page < data.pageCount ? listHref(page.url, data.query, data.query.page + 1) : null;
  const empty = data.cards.length === 0;
  return (
    <section className="an-vacancy-results" id={RESULTS_ID} aria-labelledby={COUNT_ID} data-list-region="">
      <ResultCount id={COUNT_ID} live>
        {empty ? t.count(0) : countText(data, data.cards.length)}
      </ResultCount>
      {empty ? (
        <Empty data={data} />
      ) : (
        <>
          <SplicedPart source={data.cards} variant={page.url} render={vacancyCards} />
          {next ? (
            <p className="an-load-more">
              <a
                className="an-button an-button--secondary an-load-more__link"
                href={next}
                rel="next"
                data-load-more=""
                data-load-more-count={t.loadMoreCount(data.total ?? 0)}
              >
                {t.loadMore}
              </a>
            </p>
          ) : null}
          <div className="an-vacancy-results__pages">
            <ListPaginator path={page.url} query={data.query} pageCount={data.pageCount} />
          </div>
        </>
      )}
    </section>
  );
}

/**
 * The filter form of the volunteer-work overview: the place and range, and the
 * four vocabularies as groups of checkboxes. Made once per held search answer
 * and vocabularies (keptFilterProps), so its markup is reused (KeptFilterForm).
 */
function vacancyFilters(path: string, query: VacancyQuery, distance: number, options: readonly (readonly FilterOption[])[]): FilterFormProps {
  const t = nl.vacancies;
  const groups: FilterGroup[] = VACANCY_FILTERS.map((filter, i) => ({
    control: 'checkboxes',
    name: filter.name,
    label: t.filters[filter.name],
    options: options[i] ?? [],
    selected: query.filters[filter.name],
    collapsible: { chosen: t.chosen },
  }));
  const chosen = groups.some((group) => group.selected.length > 0) || Boolean(query.text.plaats);
  return {
    id: FILTERS_ID,
    action: path,
    label: t.filtersLabel,
    place: {
      name: 'plaats',
      value: query.text.plaats,
      label: t.placeLabel,
      hint: t.placeHint,
      distance: { name: 'afstand', options: DISTANCES_KM, selected: distance, label: t.distanceLabel },
    },
    groups,
    submitText: t.showResults,
    data: { [TRACK_FILTERS_ATTR]: '' },
    clear: chosen ? { href: path, label: t.clearFilters } : null,
  };
}

function VacancyOverview({ page, env, data }: { page: PageView; env: PageEnv; data: VacancyOverviewData }) {
  const header = <DefaultHeader title={page.title} intro={page.intro} image={headerImage(page)} primary={page.primaryLink} secondary={page.secondaryLink} currentPath={page.url} />;
  const volunteer = data.scope === 'volunteer' && !data.regional;
  // The list island swaps the whole region (filters and results) in place and appends 'Meer laden' pages.
  const wide = (
    <>
      <ListRegion id="vacatures">
        <div className={volunteer ? 'an-vacancy-overview' : 'an-vacancy-overview an-vacancy-overview--plain'}>
          {volunteer ? (
            <div className="an-vacancy-overview__filters">
              {data.filters ? <KeptFilterForm props={data.filters} /> : null}
            </div>
          ) : null}
          <Results data={data} page={page} />
        </div>
      </ListRegion>
      <Island name="vacancy-events" wake="load" props={{}} />
    </>
  );
  return <EditorialPage kind="vacancy-overview" page={page} env={env} header={header} wide={wide} />;
}

/** A vocabulary's terms as filter options, by weight (the content call sorts them). */
const optionsOf = (terms: readonly Term[]) => terms.filter((term) => term.status).map((term) => ({ value: String(term.tid), label: term.name }));

export const vacancyOverview: PageKindModule<VacancyOverviewData> = {
  Component: VacancyOverview,
  ogType: 'website',
  async load({ node, page, params, content }) {
    const t = nl.vacancies;
    const parsed = v.safeParse(VacancyOverviewFieldsSchema, node);
    const scope: VacancyScope = parsed.success ? parsed.output.field_vacancy_scope : 'volunteer';
    const regionId = parsed.success ? parsed.output.field_vacancy_region : null;
    // Filters only on the volunteer-work overview: paid jobs are few, and the region view has none.
    const volunteer = scope === 'volunteer' && regionId === null;
    const vocabularies = volunteer ? await Promise.all(VACANCY_FILTERS.map((filter) => content.taxonomy(filter.vocabulary))) : VACANCY_FILTERS.map(() => []);
    const options = vocabularies.map(optionsOf);
    const allowed = Object.fromEntries(VACANCY_FILTERS.map((filter, i) => [filter.name, (options[i] ?? []).map((o) => o.value)])) as Record<FilterName, string[]>;
    const query: VacancyQuery = readListQuery(params, {
      text: volunteer ? (['plaats'] as const) : [],
      filters: { ...allowed, afstand: DISTANCES_KM.map(String) },
    });
    const distance = Number(choiceOf(query, 'afstand', String(DEFAULT_DISTANCE_KM)));
    if (regionId !== null) {
      const list = await content.regionVacancies(regionId, apiPage(query.page));
      const pageCount = pageCountOf(list.Total, REGION_VACANCY_PAGE_SIZE);
      if (isPastEnd(query.page, pageCount)) return null;
      return {
        data: { scope, regional: true, pageSize: REGION_VACANCY_PAGE_SIZE, query, filters: null, distance, total: list.Total, pageCount, cards: vacancyCardsOf(list.Vacancies) },
        ...pageHints(page.url, query, pageCount),
      };
    }
    const search: VacancySearch | null = await content.vacancySearch({
      functionIds: query.filters.functionId,
      activityIds: query.filters.activityId,
      durationIds: query.filters.durationId,
      availabilityIds: query.filters.availabilityId,
      address: query.text.plaats ?? null,
      radius: distance,
      page: apiPage(query.page),
      pageSize: VACANCY_PAGE_SIZE,
      scope,
    });
    const total = search ? search.Total : null;
    const pageCount = pageCountOf(total ?? 0, VACANCY_PAGE_SIZE);
    if (isPastEnd(query.page, pageCount)) return null;
    const filtered = VACANCY_FILTERS.some((filter) => query.filters[filter.name].length > 0) || query.text.plaats !== undefined || query.filters.afstand.length > 0;
    // Kept with the held search answer and vocabularies; a search that failed or was not held makes them afresh ({}).
    const filters = volunteer
      ? keptFilterProps(search ?? {}, vocabularies, [page.url, query.text.plaats ?? null, distance, query.filters], () => vacancyFilters(page.url, query, distance, options))
      : null;
    return {
      data: { scope, regional: false, pageSize: VACANCY_PAGE_SIZE, query, filters, distance, total, pageCount, cards: search ? vacancyCardsOf(search.Items) : [] },
      ...pageHints(page.url, query, pageCount),
      // A filtered list is for the visitor, not for search engines (as search results: follow, no index).
      ...(filtered ? { robots: 'noindex, follow' } : {}),
    };
  },
};
