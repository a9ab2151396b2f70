/**
 * The list kit: what every list (overviews, news, locations, activities,
 * vacancies, search) shares. Parse the URL with `readListQuery`, ask the API
 * for `apiPage(query.page)`, answer 404 when `isPastEnd`, give the head
 * `pageHints`, and render `ResultCount`, `EmptyState`, `FilterForm` and
 * `ListPaginator`. shared/pages/overview-page.tsx is the example to follow.
 */
export { apiPage, choiceOf, DISTANCES_KM, listFilter, listPage, listText, MAX_TEXT_LENGTH, readListQuery, type ListQuery, type ListSpec } from './list-query';
export { isPastEnd, listHref, listParams, pageCountOf, pageHints, pagedTitle, resultRange, type PageHints } from './paging';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { FilterForm, KeptFilterForm, keptFilterProps, type FilterFormProps, type FilterGroup, type FilterOption, type PlaceFilter } from './FilterForm';
export { ListPaginator } from './ListPaginator';
export { ResultCount, type ResultCountProps } from './ResultCount';
