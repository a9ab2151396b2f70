/**
 * The news overviews (spec section 2): `/nieuws` (national) and
 * `/regios/{regioName}/nieuws` (one region), ten per page, searched with
 * `?zoekterm` on the same path. Lists through the list kit (shared/lists/):
 * the URL holds page and term, the API gets zero-based pages, a page past the
 * end is the not-found page, prev/next hints go in the head. The search is a
 * GET form and paging is links: no island, it works without JavaScript.
 */
import type { NewsList, RegionRef } from '../contract';
import { apiPage, EmptyState, isPastEnd, listHref, ListPaginator, pageCountOf, pagedTitle, pageHints, readListQuery, ResultCount, resultRange, type ListQuery } from '../lists';
import { NEWS_PAGE_SIZE, newsFeedHref, regionNewsFeedHref, regionSegment, toNewsCard, type NewsCardView } from '../model/news';
import { href } from '../routes';
import { loadedOnce, NO_SECOND_INPUT } from '../loaded-once';
import { nl } from '../texts/nl';
import { SearchHeader } from '../ui/headers/SearchHeader';
import { NewsCards } from './region/sections';
import { loaded, NO_STORE, type Loaded, type ScreenContext, type ScreenModule } from './screen';

type NewsQuery = ListQuery<'zoekterm'>;

export interface NewsOverviewData {
  title: string;
  intro: string;
  /** The list's own path: the search form and page links go here. */
  path: string;
  query: NewsQuery;
  /** What was searched for; null for the plain list. */
  term: string | null;
  /** The search failed upstream: the page shows the failed state instead of results. */
  failed: boolean;
  total: number;
  pageCount: number;
  cards: NewsCardView[];
  searchLabel: string;
  feed: string;
}

const RESULTS_ID = 'nieuws-resultaten';

function Results({ data }: { data: NewsOverviewData }) {
  const t = nl.news;
  if (data.failed) {
    return (
      <>
        <h2 id={RESULTS_ID} className="an-list__count">
          {t.searchFailed}
        </h2>
        <EmptyState text={t.searchFailedHelp} action={{ label: t.allNews, href: data.path }} />
      </>
    );
  }
  const range = resultRange(data.query.page, NEWS_PAGE_SIZE, data.cards.length, data.total);
  if (data.term !== null && range === null) {
    return (
      <>
        <h2 id={RESULTS_ID} className="an-list__count">
          {t.notFound(data.term)}
        </h2>
        <EmptyState text={t.notFoundHelp} action={{ label: t.allNews, href: data.path }} />
      </>
    );
  }
  if (range === null) return <EmptyState text={t.empty} />;
  return (
    <>
      {data.term !== null ? (
        <h2 id={RESULTS_ID} className="an-list__count">
          {t.found(data.total, data.term)}
        </h2>
      ) : (
        <ResultCount id={RESULTS_ID}>{t.range(range.from, range.to, range.total)}</ResultCount>
      )}
      <NewsCards cards={data.cards} currentPath={data.path} headingLevel={data.term !== null ? 3 : 2} />
      <ListPaginator path={data.path} query={data.query} pageCount={data.pageCount} />
    </>
  );
}

function NewsOverview({ data }: { data: NewsOverviewData }) {
  return (
    <article className="an-page an-page--news-overview">
      <SearchHeader title={data.title} intro={data.intro} query={data.term ?? ''} action={data.path} label={data.searchLabel} formLabel={nl.news.searchForm} />
      <div className="an-container an-page__wide">
        <section className="an-news-results" aria-labelledby={RESULTS_ID}>
          <Results data={data} />
        </section>
        <p className="an-news-feed">
          <a href={data.feed}>{nl.news.feedLink}</a>
        </p>
      </div>
    </article>
  );
}

interface ListSource {
  title: string;
  intro: string;
  description: string;
  searchLabel: string;
  path: string;
  feed: string;
  breadcrumbs: { title: string; url: string }[];
  region: RegionRef | null;
  list(page: number): Promise<NewsList>;
  search(term: string, page: number): Promise<NewsList>;
  /**
   * HTTP status of a page whose search failed upstream. Spec section 8 gives the
   * national search's failure status 500 and the regional one 200 ('kind
   * failed'); an upstream that fails is a 503 with Retry-After everywhere on this
   * site, so the national page answers 503 and the regional one 200.
   */
  failedStatus: 503 | 200;
}

/**
 * One page of a news list or search. A failing search is the visitor's page
 * with the failed state (reported, never cached); a failing list is an error
 * like any other (stale answers from KV still serve it when there are any).
 */
async function loadList(ctx: ScreenContext, source: ListSource): Promise<Loaded<NewsOverviewData> | null> {
  const t = nl.news;
  const query = readListQuery(ctx.params, { text: ['zoekterm'] as const });
  const term = query.text.zoekterm ?? null;
  let list: NewsList | null = null;
  if (term === null) list = await source.list(apiPage(query.page));
  else {
    try {
      list = await source.search(term, apiPage(query.page));
    } catch (error) {
      ctx.reportError(error);
    }
  }
  const total = list?.TotalItems ?? 0;
  const pageCount = pageCountOf(total, NEWS_PAGE_SIZE);
  if (list && isPastEnd(query.page, pageCount)) return null;
  const data: NewsOverviewData = {
    title: source.title,
    intro: source.intro,
    path: source.path,
    query,
    term,
    failed: list === null,
    total,
    pageCount,
    // Held news gives the same frozen cards on every render (their markup is reused).
    cards: list ? loadedOnce(list.Items, source.region ?? NO_SECOND_INPUT, 'news cards', () => list.Items.map((item) => toNewsCard(item, source.region))) : [],
    searchLabel: source.searchLabel,
    feed: source.feed,
  };
  const hints = list ? pageHints(source.path, query, pageCount) : { prev: null, next: null };
  const title = term !== null ? t.searchTitle(source.title, term) : pagedTitle(source.title, query.page);
  return loaded(
    data,
    {
      title,
      description: source.description,
      canonical: listHref(source.path, query),
      // Search results are for the visitor, not for search engines (as the site search: follow, no index).
      robots: term !== null ? 'noindex, follow' : 'index, follow',
      og: { type: 'website', image: null },
      structuredData: ['breadcrumbs'],
      ...hints,
      feeds: [{ title: source.region ? t.regionFeedTitle(source.region.Title) : t.feedTitle, href: source.feed }],
    },
    list
      ? { chrome: { breadcrumbs: source.breadcrumbs } }
      : {
          chrome: { breadcrumbs: source.breadcrumbs },
          status: source.failedStatus,
          headers: source.failedStatus === 503 ? { ...NO_STORE, 'retry-after': '60' } : NO_STORE,
        },
  );
}

/** `/nieuws`: national news. */
export const newsOverviewScreen: ScreenModule<NewsOverviewData> = {
  load(ctx) {
    const t = nl.news;
    const path = href('news');
    return loadList(ctx, {
      title: t.title,
      intro: t.intro,
      description: t.metaDescription,
      searchLabel: t.searchLabel,
      path,
      feed: newsFeedHref(),
      breadcrumbs: [
        { title: nl.site.homeLabel, url: href('home') },
        { title: t.title, url: path },
      ],
      region: null,
      list: (page) => ctx.content.newsList(page),
      search: (term, page) => ctx.content.newsSearch(term, page),
      failedStatus: 503,
    });
  },
  View: NewsOverview,
};

/** `/regios/{regioName}/nieuws`: the news of one region; an unknown region is not found. */
export const regionNewsOverviewScreen: ScreenModule<NewsOverviewData> = {
  async load(ctx) {
    const t = nl.news;
    const name = typeof ctx.params.regioName === 'string' ? ctx.params.regioName : '';
    const region = name ? await ctx.content.region(name) : null;
    if (!region) return null;
    // The region's own segment (its page's path), so every spelling of the address has one canonical list.
    const path = href('region-news', { regioName: regionSegment(region.Data.Path) ?? name });
    return loadList(ctx, {
      title: t.regionTitle(region.Title),
      intro: t.regionIntro(region.Title),
      description: t.regionMetaDescription(region.Title),
      searchLabel: t.regionSearchLabel(region.Title),
      path,
      feed: regionNewsFeedHref(region.Data.Path) ?? newsFeedHref(),
      breadcrumbs: [
        { title: nl.site.homeLabel, url: href('home') },
        ...(region.Data.Path ? [{ title: region.Title, url: region.Data.Path }] : []),
        { title: t.title, url: path },
      ],
      region,
      list: (page) => ctx.content.regionNews(region, page),
      search: (term, page) => ctx.content.regionNewsSearch(region, term, page),
      failedStatus: 200,
    });
  },
  View: NewsOverview,
};
