/**
 * The site search (spec section 2, `/zoeken?zoekterm&pijler`): tabs per kind
 * of result (links that keep the term), the results heading with the count
 * and the term, the synonyms and corrections searched too, hits with a label,
 * title, introduction and address, the Paginator; the no-result text with
 * suggestions; without a term nothing is searched and popular topics show.
 * Through the list kit (shared/lists/), a GET form and links: everything works
 * without JavaScript; the search field's suggestions are an island on top.
 */
import { searchResultsEvent } from '../analytics';
import { SEARCH_PAGE_SIZE, type SearchAnswer } from '../contract/search';
import { apiPage, choiceOf, isPastEnd, pageCountOf, pagedTitle, pageHints, readListQuery, type ListQuery } from '../lists';
import { href } from '../routes';
import { withScreens } from '../screen-search';
import { nl } from '../texts/nl';
import { SearchHeader } from '../ui/headers/SearchHeader';
import { SearchResults } from './search-results';
import { COMMUNITY_PAGE_SIZE, COMMUNITY_PREVIEW, type CommunitySearchAnswer } from './search-community';
import { KIND_OF, resultCount } from './search-counts';
import { loaded, NO_STORE, type ScreenModule } from './screen';

/** The `pijler` values (spec section 2) and the kind of hit each asks the API for. */
export const PIJLERS = ['alle', 'informatie', 'nieuws', 'regio', 'gesprekken', 'blogs'] as const;
export type Pijler = (typeof PIJLERS)[number];

export type SearchQuery = ListQuery<'zoekterm', 'pijler'>;

/** The highest page the site asks the API for. */
const MAX_PAGE = 10_000;

export interface SearchData {
  query: SearchQuery;
  /** What was searched for; null: nothing yet. */
  term: string | null;
  pijler: Pijler;
  /** The API's answer; null when nothing was searched or the search failed. */
  answer: SearchAnswer | null;
  failed: boolean;
  pageCount: number;
  /** Conversations and groups (spec result kinds Conversation and Group): a page on 'gesprekken', the first few on 'alle'. */
  community?: CommunitySearchAnswer | null;
  /** Blogs and entries (spec result kinds Blog and BlogPost, issue 38): a page on 'blogs', the first few on 'alle'. */
  blogs?: CommunitySearchAnswer | null;
  /** How many of the site's own screens answer the term (shown first on the first page; later pages number after them). */
  screens?: number;
  /** The site's own address, to show a hit's address in full. */
  siteHost: string;
}

function SearchPage({ data }: { data: SearchData }) {
  const t = nl.search;
  return (
    <article className="an-page an-page--search">
      <SearchHeader
        title={t.title}
        intro={t.intro}
        query={data.term ?? ''}
        hidden={{ pijler: data.pijler }}
        formLabel={t.formLabel}
        label={t.fieldLabel}
        suggest={{ endpoint: '/api/v1/es/suggest', texts: t.suggest }}
      />
      <div className="an-container an-page__wide">
        <SearchResults data={data} />
      </div>
    </article>
  );
}

const hostOf = (base: string) => base.replace(/^https?:\/\//, '');

export const searchScreen: ScreenModule<SearchData> = {
  async load(ctx) {
    const t = nl.search;
    const query: SearchQuery = readListQuery(ctx.params, { text: ['zoekterm'] as const, filters: { pijler: PIJLERS } });
    const pijler = choiceOf(query, 'pijler', 'alle') as Pijler;
    const term = query.text.zoekterm ?? null;
    const path = href('search');
    const breadcrumbs = [
      { title: nl.site.homeLabel, url: href('home') },
      { title: t.title, url: path },
    ];
    const base = { query, term, pijler, siteHost: hostOf(ctx.config.siteBase) };
    // No term: nothing is searched (spec section 4).
    if (term === null) {
      return loaded(
        { ...base, answer: null, failed: false, pageCount: 1, community: null, blogs: null, screens: 0 },
        { title: t.title, description: t.metaDescription, canonical: null, robots: 'noindex, follow' },
        { chrome: { breadcrumbs } },
      );
    }
    // No search has this many pages (ten hits each): not found, without asking.
    if (query.page > MAX_PAGE) return null;
    const blogTab = pijler === 'blogs';
    const conversations = pijler === 'gesprekken' || blogTab;
    const [found, community, blogs] = await Promise.all([
      ctx.content.siteSearch(term, KIND_OF[pijler], conversations ? 0 : apiPage(query.page)).catch((error: unknown): SearchAnswer | null => {
        ctx.reportError(error);
        return null;
      }),
      ctx.forum.search(term, pijler === 'gesprekken' ? query.page : 1, pijler === 'gesprekken' ? COMMUNITY_PAGE_SIZE : COMMUNITY_PREVIEW).catch((error: unknown) => {
        ctx.reportError(error);
        return null;
      }),
      ctx.blogs.search(term, blogTab ? query.page : 1, blogTab ? COMMUNITY_PAGE_SIZE : COMMUNITY_PREVIEW).catch((error: unknown) => {
        ctx.reportError(error);
        return null;
      }),
    ]);
    // The site's own screens that answer the term come first on the first page (shared/screen-search.ts);
    // every page counts them, and the pages are still counted by the index's own total.
    let answer = found;
    let pinned = 0;
    if (found && !conversations) {
      const merged = withScreens(found, term, KIND_OF[pijler]);
      answer = query.page === 1 ? merged.answer : { ...merged.answer, Items: found.Items };
      pinned = merged.pinned;
    }
    const own = blogTab ? blogs : community;
    const pageCount = conversations ? pageCountOf(own?.total ?? 0, COMMUNITY_PAGE_SIZE) : pageCountOf((answer?.TotalItems ?? 0) - pinned, SEARCH_PAGE_SIZE);
    if (answer && isPastEnd(query.page, pageCount)) return null;
    const title = pagedTitle(t.searchedTitle(term), query.page);
    return loaded(
      { ...base, answer, failed: answer === null, pageCount, community, blogs, screens: pinned },
      {
        title,
        description: t.metaDescription,
        canonical: null,
        // Search results are for the visitor, not for search engines (spec section 2: follow, no index).
        robots: 'noindex, follow',
        ...(answer ? pageHints(path, query, pageCount) : {}),
        events: answer ? [searchResultsEvent(term, pijler, resultCount({ answer, community, blogs }, pijler).total)] : [],
      },
      answer ? { chrome: { breadcrumbs } } : { chrome: { breadcrumbs }, status: 503, headers: { ...NO_STORE, 'retry-after': '60' } },
    );
  },
  View: SearchPage,
};
