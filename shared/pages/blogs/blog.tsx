/**
 * A member's blog (spec section 2: blog page, follow/unfollow):
 * `/blogs/{gebruikersnaam}?page=…`, its title, introduction and entries
 * newest first (visitors: the public ones), the follow button for other
 * members ('Log in om deze blog te volgen' for visitors), and for its owner
 * the way to write and manage. Indexed when it has public entries.
 */
import { isPastEnd, ListPaginator, pageCountOf, pagedTitle, pageHints, readListQuery, type ListQuery } from '../../lists';
import { ENTRIES_PER_PAGE, type BlogView, type EntrySummary } from '../../model/blog';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { Notice } from '../account/parts';
import type { ScreenModule } from '../screen';
import { communityTrail } from '../forum/parts';
import { BlogsFrame, blogNotice, EntryList, FollowButton, NOTICE_PARAM } from './parts';

const t = nl.blogs.blog;

export interface BlogPageData {
  blog: BlogView;
  query: ListQuery;
  items: EntrySummary[];
  total: number;
  pageCount: number;
  own: boolean;
  member: boolean;
  following: boolean;
  token: string | null;
  notice: string | null;
}

function BlogPage({ data }: { data: BlogPageData }) {
  const { blog } = data;
  const pagePath = data.query.page > 1 ? `${blog.path}?page=${data.query.page}` : blog.path;
  return (
    <BlogsFrame title={blog.title} intro={blog.intro || undefined}>
      <Notice text={data.notice} />
      <div className="an-blog__actions">
        {data.own ? (
          <p className="an-account__actions">
            <a className="an-button" href={href('blog-write')}>
              {nl.blogs.mine.write}
            </a>
            <a className="an-button an-button--secondary" href={href('my-blog')}>
              {t.manage}
            </a>
          </p>
        ) : data.member && data.token ? (
          <FollowButton action={href('blog-follow', { username: blog.username })} following={data.following} token={data.token} returnTo={pagePath} />
        ) : (
          <p>
            <a href={href('login', { terug: blog.path })}>{t.loginToFollow}</a>
          </p>
        )}
      </div>
      <h2>{t.entries}</h2>
      {data.items.length === 0 ? <p>{data.own ? t.emptyOwn : t.empty}</p> : <EntryList entries={data.items} headingLevel={3} />}
      <ListPaginator path={blog.path} query={data.query} pageCount={data.pageCount} />
    </BlogsFrame>
  );
}

export const blogScreen: ScreenModule<BlogPageData> = {
  async load(ctx) {
    const username = param(ctx.params, 'username') ?? '';
    const blog = await ctx.blogs.blog(username);
    if (!blog) return null;
    const query = readListQuery(ctx.params);
    const { items, total } = await ctx.blogs.blogEntries(blog, query.page);
    const pageCount = pageCountOf(total, ENTRIES_PER_PAGE);
    if (isPastEnd(query.page, pageCount)) return null;
    const member = ctx.viewer !== null;
    const own = ctx.viewer?.id === blog.id;
    const [following, token] = await Promise.all([member && !own ? ctx.blogs.follows(blog.id) : false, member ? ctx.formToken() : null]);
    // A blog with nothing public is not for search engines (its members-only entries are not either).
    const indexable = items.some((e) => e.visibility === 'public') || (total > 0 && !member);
    return {
      data: { blog, query, items, total, pageCount, own, member, following, token, notice: blogNotice(param(ctx.params, NOTICE_PARAM)) },
      seo: {
        title: pagedTitle(blog.title, query.page),
        description: blog.intro || t.defaultTitle(blog.username),
        canonical: indexable ? (query.page > 1 ? `${blog.path}?page=${query.page}` : blog.path) : null,
        robots: indexable ? 'index, follow' : 'noindex, follow',
        ...pageHints(blog.path, query, pageCount),
      },
      chrome: {
        breadcrumbs: communityTrail({ title: nl.blogs.overview.title, url: href('blogs') }, { title: blog.title, url: blog.path }),
      },
    };
  },
  View: BlogPage,
};
