/**
 * The blogs overview (spec section 2): `/blogs?soort=blog|gedicht&page=…`,
 * newest first, 'Gedichten' as a filter of its own, through the list kit (the
 * URL holds the state, links filter without JavaScript, the Paginator with
 * prev/next hints). Visitors see the public entries only; the anonymous page
 * holds nothing personal and stays in the page cache; a member's page shows
 * members-only entries too and is private.
 */
import { choiceOf, isPastEnd, listHref, ListPaginator, pageCountOf, pagedTitle, pageHints, readListQuery, ResultCount, type ListQuery } from '../../lists';
import { ENTRIES_PER_PAGE, KIND_PARAM, KIND_SLUGS, type EntryKind, type EntrySummary } from '../../model/blog';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import { communityTrail, LoginToWrite } from '../forum/parts';
import type { ScreenModule } from '../screen';
import { BlogsFrame, EntryList } from './parts';

const t = nl.blogs.overview;
type OverviewQuery = ListQuery<never, typeof KIND_PARAM>;

export interface BlogsOverviewData {
  query: OverviewQuery;
  kind: EntryKind | null;
  items: EntrySummary[];
  total: number;
  pageCount: number;
  member: boolean;
}

const KIND_OF_SLUG: Record<string, EntryKind> = { [KIND_SLUGS.blog]: 'blog', [KIND_SLUGS.poem]: 'poem' };

function KindLinks({ kind }: { kind: EntryKind | null }) {
  const link = (value: EntryKind | null, label: string) => (
    <li className="an-tabs__item">
      <a className="an-tabs__link" href={href('blogs', value ? { [KIND_PARAM]: KIND_SLUGS[value] } : {})} aria-current={kind === value ? 'page' : undefined}>
        {label}
      </a>
    </li>
  );
  return (
    <nav className="an-tabs" aria-label={t.filterLegend}>
      <ul className="an-tabs__list">
        {link(null, t.kinds.all)}
        {link('blog', t.kinds.blog)}
        {link('poem', t.kinds.poem)}
      </ul>
    </nav>
  );
}

function OverviewView({ data }: { data: BlogsOverviewData }) {
  return (
    <BlogsFrame title={t.title} intro={t.intro}>
      <p className="an-blogs__write">
        {data.member ? (
          <a className="an-button" href={href('blog-write')}>
            {t.write}
          </a>
        ) : null}
      </p>
      {data.member ? null : <LoginToWrite text={t.loginToWrite} returnTo={href('blog-write')} />}
      <KindLinks kind={data.kind} />
      <ResultCount id="blogs-aantal">{t.count(data.total)}</ResultCount>
      {data.items.length === 0 ? <p>{t.empty}</p> : <EntryList entries={data.items} />}
      <ListPaginator path={href('blogs')} query={data.query} pageCount={data.pageCount} />
    </BlogsFrame>
  );
}

export const blogsOverviewScreen: ScreenModule<BlogsOverviewData> = {
  async load(ctx) {
    const query: OverviewQuery = readListQuery(ctx.params, { filters: { [KIND_PARAM]: Object.keys(KIND_OF_SLUG) } as Record<typeof KIND_PARAM, string[]> });
    const kind = KIND_OF_SLUG[choiceOf(query, KIND_PARAM, '')] ?? null;
    const { items, total } = await ctx.blogs.entries(kind, query.page);
    const pageCount = pageCountOf(total, ENTRIES_PER_PAGE);
    if (isPastEnd(query.page, pageCount)) return null;
    const path = href('blogs');
    const title = kind === 'poem' ? t.kinds.poem : t.title;
    return {
      data: { query, kind, items, total, pageCount, member: ctx.viewer !== null },
      seo: {
        title: pagedTitle(title, query.page),
        description: t.metaDescription,
        canonical: listHref(path, query),
        robots: 'index, follow',
        ...pageHints(path, query, pageCount),
      },
      chrome: { breadcrumbs: communityTrail({ title: t.title, url: path }) },
    };
  },
  View: OverviewView,
};
