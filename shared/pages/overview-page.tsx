import type { ChildPageList } from '../contract';
import { apiPage, EmptyState, isPastEnd, ListPaginator, pageCountOf, pageHints, readListQuery, ResultCount, resultRange, type ListQuery } from '../lists';
import type { PageView } from './page-view';
import { nl } from '../texts/nl';
import { Card, CardGrid } from '../ui/Card';
import { DefaultHeader } from '../ui/headers/DefaultHeader';
import { EditorialPage, headerImage } from './EditorialPage';
import type { PageEnv, PageKindModule } from './types';

/** Child pages per page of an overview (spec section 9, page size 10). */
export const OVERVIEW_PAGE_SIZE = 10;

interface OverviewData {
  list: ChildPageList;
  query: ListQuery;
  pageCount: number;
}

function OverviewPage({ page, env, data }: { page: PageView; env: PageEnv; data: OverviewData }) {
  const t = nl.pageKinds;
  const { list, query, pageCount } = data;
  const range = resultRange(query.page, OVERVIEW_PAGE_SIZE, list.items.length, list.total);
  const header = <DefaultHeader title={page.title} intro={page.intro} image={headerImage(page)} primary={page.primaryLink} secondary={page.secondaryLink} currentPath={page.url} />;
  const wide =
    range === null ? (
      <EmptyState text={t.overviewEmpty} />
    ) : (
      <section className="an-overview" aria-labelledby="overzicht-aantal">
        <ResultCount id="overzicht-aantal" className="an-overview__count">
          {t.overviewCount(range.from, range.to, range.total)}
        </ResultCount>
        <CardGrid>
          {list.items.map((item) => (
            <Card key={item.id} title={item.label} url={item.path} text={item.introduction} image={item.image} currentPath={page.url} />
          ))}
        </CardGrid>
        <ListPaginator path={page.url} query={query} pageCount={pageCount} />
      </section>
    );
  return <EditorialPage kind="overview" page={page} env={env} header={header} wide={wide} />;
}

/**
 * Cards of the child pages, ten per page by `?page=` (1-based). A page number
 * past the end has nothing to show (404); the head gets prev/next hints.
 * The example of a list: every list reads its URL, pages, counts and links
 * through the list kit (shared/lists/) as this one does.
 */
export const overviewPage: PageKindModule<OverviewData> = {
  Component: OverviewPage,
  ogType: 'website',
  async load({ page, params, content }) {
    const query = readListQuery(params);
    const list = await content.children(page.id, apiPage(query.page), OVERVIEW_PAGE_SIZE);
    const pageCount = pageCountOf(list.total, OVERVIEW_PAGE_SIZE);
    if (isPastEnd(query.page, pageCount)) return null;
    return { data: { list, query, pageCount }, ...pageHints(page.url, query, pageCount) };
  },
};
