import type { ChildPageList } from '../contract';
import type { PageView } from './page-view';
import { pageNumber } from '../routes';
import { nl } from '../texts/nl';
import { Card, CardGrid } from '../ui/Card';
import { DefaultHeader } from '../ui/headers/DefaultHeader';
import { Paginator } from '../ui/Paginator';
import { pageCountFor, pageHref } from '../ui/pagination';
import { EditorialPage, headerImage } from './EditorialPage';
import type { PageEnv, PageKindModule } from './types';

/** Child pages per page of an overview (spec section 9, page size 10). */
export const OVERVIEW_PAGE_SIZE = 10;

interface OverviewData {
  list: ChildPageList;
  current: number;
  pageCount: number;
}

function OverviewPage({ page, env, data }: { page: PageView; env: PageEnv; data: OverviewData }) {
  const t = nl.pageKinds;
  const { list, current, pageCount } = data;
  const first = (current - 1) * OVERVIEW_PAGE_SIZE + 1;
  const header = <DefaultHeader title={page.title} intro={page.intro} image={headerImage(page)} primary={page.primaryLink} secondary={page.secondaryLink} currentPath={page.url} />;
  const wide =
    list.items.length === 0 ? (
      <p>{t.overviewEmpty}</p>
    ) : (
      <section className="an-overview" aria-labelledby="overzicht-aantal">
        <p className="an-overview__count" id="overzicht-aantal">
          {t.overviewCount(first, first + list.items.length - 1, list.total)}
        </p>
        <CardGrid>
          {list.items.map((item) => (
            <Card key={item.id} title={item.label} url={item.path} text={item.introduction} image={item.image} currentPath={page.url} />
          ))}
        </CardGrid>
        <Paginator current={current} pageCount={pageCount} path={page.url} />
      </section>
    );
  return <EditorialPage kind="overview" page={page} env={env} header={header} wide={wide} />;
}

/**
 * Cards of the child pages, ten per page by `?page=` (1-based). A page number
 * past the end has nothing to show (404); the head gets prev/next hints.
 */
export const overviewPage: PageKindModule<OverviewData> = {
  Component: OverviewPage,
  ogType: 'website',
  async load({ page, params, content }) {
    const current = pageNumber(params);
    const list = await content.children(page.id, current - 1, OVERVIEW_PAGE_SIZE);
    const pageCount = pageCountFor(list.total, OVERVIEW_PAGE_SIZE);
    if (current > pageCount) return null;
    return {
      data: { list, current, pageCount },
      prev: current > 1 ? pageHref(page.url, current - 1) : null,
      next: current < pageCount ? pageHref(page.url, current + 1) : null,
    };
  },
};
