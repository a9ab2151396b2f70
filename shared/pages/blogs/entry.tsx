/**
 * An entry (spec section 2: blog entry): `/blogs/{gebruikersnaam}/{slug}`:
 * title, kind, byline, header image, the text (read mode: no toolbar), then
 * members' reactions (as the forum's replies: the same article, reporting and
 * moderation) with the reaction form in blog mode. A public entry is indexed
 * with BlogPosting data; a members-only entry is not, and a visitor gets the
 * 403 page with log in or register (spec sections 4 and 6). A draft or held
 * entry shows only to its author (and moderators), never indexed.
 */
import { toPlainText } from '../../format/rich-text';
import type { PersonalKind } from '../../forms/forum';
import { pageCountOf, ListPaginator } from '../../lists';
import { REACTIONS_PER_PAGE, type BlogView, type EntryDetail, type ReactionView } from '../../model/blog';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { IMAGE_SIZES } from '../../ui/image-sizes';
import { RichTextBody } from '../../ui/RichTextBody';
import { forbiddenLoaded, ForbiddenView } from '../account/messages';
import { EMPTY_FORM, hasErrors, Notice, type FormState } from '../account/parts';
import { authorName, communityTrail, LoginToWrite } from '../forum/parts';
import { PostArticle, ModeratorTools } from '../forum/post';
import { PostForm } from '../forum/post-form';
import type { BlogPostingFacts, Loaded, ScreenContext, ScreenModule } from '../screen';
import { BlogsFrame, blogNotice, Byline, FollowButton, KindTag, MembersTag, NOTICE_PARAM } from './parts';
import { entryAsPost, reactionActions } from './reaction-parts';

const t = nl.blogs.entry;

export type EntryData =
  | { kind: 'forbidden'; returnTo: string; loggedIn: boolean }
  | {
      kind: 'entry';
      entry: EntryDetail;
      blog: BlogView;
      reactions: ReactionView[];
      ownHeld: ReactionView[];
      reactionTotal: number;
      page: number;
      pageCount: number;
      member: boolean;
      moderator: boolean;
      following: boolean;
      token: string | null;
      form: FormState;
      personal: PersonalKind[];
      notice: string | null;
    };

type Shown = Extract<EntryData, { kind: 'entry' }>;

function StateNote({ entry }: { entry: EntryDetail }) {
  if (entry.state === 'draft') return <p className="an-post__note an-post__note--held">{t.draft}</p>;
  if (entry.state === 'held') return <p className="an-post__note an-post__note--held">{t.held}</p>;
  if (entry.state === 'hidden' || entry.state === 'refused') return <p className="an-post__note">{t.hidden}</p>;
  return null;
}

function OwnerLinks({ data }: { data: Shown }) {
  const { entry } = data;
  type Link = { href: string; text: string };
  const all: (Link | null)[] = [
    entry.own ? { href: href('blog-edit', { entry: String(entry.id) }), text: t.edit } : null,
    entry.own ? { href: href('blog-delete', { entry: String(entry.id) }), text: t.remove } : null,
    entry.canReport ? { href: href('blog-entry-report', { username: data.blog.username, slug: entry.slug }), text: t.report } : null,
  ];
  const links = all.filter((l): l is Link => l !== null);
  if (links.length === 0) return null;
  return (
    <ul className="an-post__actions" aria-label={entry.title}>
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href}>{l.text}</a>
        </li>
      ))}
    </ul>
  );
}

function Reactions({ data }: { data: Shown }) {
  const { entry, blog } = data;
  const from = (data.page - 1) * REACTIONS_PER_PAGE;
  return (
    <section className="an-entry__reactions" aria-labelledby="reacties">
      <h2 id="reacties">
        {t.reactionsTitle} <span className="an-tabs__count">{data.reactionTotal}</span>
      </h2>
      {data.reactions.length === 0 && data.ownHeld.length === 0 ? <p>{t.reactionsEmpty}</p> : null}
      <div className="an-posts">
        {[...data.reactions, ...data.ownHeld].map((r, i) => (
          <PostArticle
            key={r.id}
            post={{ ...r, position: r.state === 'held' ? null : from + i + 1 }}
            moderator={data.moderator}
            token={data.token}
            returnTo={entry.path}
            unreadMark={false}
            anchor={`reactie-${r.id}`}
            actions={reactionActions(blog.username, entry.slug, r)}
            moderateAction={href('moderate-blog', { kind: 'reactie', id: String(r.id) })}
          />
        ))}
      </div>
      <ListPaginator path={entry.path} query={{ page: data.page, text: {}, filters: {} }} pageCount={data.pageCount} />
      {!data.member || !data.token ? (
        <LoginToWrite text={t.loginToReact} returnTo={entry.path} />
      ) : entry.state === 'published' ? (
        <section className="an-forum__reply" aria-labelledby="reageren">
          <h2 id="reageren">{t.reactTitle}</h2>
          <PostForm action={href('blog-react', { username: blog.username, slug: entry.slug })} token={data.token} form={data.form} submit={t.reactSubmit} bodyLabel={t.reactLabel} personal={data.personal} />
        </section>
      ) : null}
    </section>
  );
}

function EntryView({ data }: { data: EntryData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  const { entry, blog } = data;
  return (
    <BlogsFrame title={entry.title}>
      <Notice text={data.notice} />
      <p className="an-entry-card__tags">
        <KindTag kind={entry.kind} />
        {entry.visibility === 'members' ? <MembersTag /> : null}
      </p>
      <Byline entry={entry} />
      {entry.visibility === 'members' ? <p className="an-field__hint">{t.membersNote}</p> : null}
      <StateNote entry={entry} />
      {entry.image ? (
        <figure className="an-entry__image">
          <ResponsiveImage image={{ ...entry.image, alt: entry.headerAlt }} family="header" sizes={IMAGE_SIZES.entryHead} priority />
        </figure>
      ) : null}
      <article className={entry.kind === 'poem' ? 'an-entry an-entry--poem' : 'an-entry'} aria-label={entry.title}>
        {entry.body ? <RichTextBody doc={entry.body} /> : null}
      </article>
      <OwnerLinks data={data} />
      {data.moderator && data.token ? <ModeratorTools post={entryAsPost(entry)} token={data.token} returnTo={entry.path} action={href('moderate-blog', { kind: 'bijdrage', id: String(entry.id) })} /> : null}
      {data.member && data.token && !entry.own ? (
        <FollowButton action={href('blog-follow', { username: blog.username })} following={data.following} token={data.token} returnTo={entry.path} />
      ) : null}
      <p>
        <a href={blog.path}>{t.back(blog.title)}</a>
      </p>
      <Reactions data={data} />
    </BlogsFrame>
  );
}

function postingFacts(entry: EntryDetail, blog: BlogView, base: string): BlogPostingFacts {
  return {
    headline: entry.title,
    text: entry.body ? toPlainText(entry.body) : '',
    author: authorName(entry.author),
    authorUrl: base + blog.path,
    datePublished: entry.publishedAt,
    dateModified: entry.updatedAt,
    image: entry.image ? base + entry.image.url : null,
    blog: { name: blog.title, url: base + blog.path },
    commentCount: entry.reactionCount,
    genre: nl.blogs.kindLabel[entry.kind],
  };
}

export async function entryLoaded(ctx: ScreenContext, input?: { form: FormState; personal?: PersonalKind[] }, status = 200): Promise<Loaded<EntryData> | null> {
  const username = param(ctx.params, 'username') ?? '';
  const slug = param(ctx.params, 'slug') ?? '';
  const found = await ctx.blogs.entry(username, slug);
  if (found.kind === 'missing') return null;
  if (found.kind === 'forbidden') {
    const f = forbiddenLoaded(ctx.url.pathname, false);
    return { ...f, data: { kind: 'forbidden', ...f.data } };
  }
  const entry = found.entry;
  const blog = (await ctx.blogs.blog(username))!;
  const raw = Number(param(ctx.params, 'page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const member = ctx.viewer !== null;
  const [reactions, token, following] = await Promise.all([ctx.blogs.reactions(entry, page), member ? ctx.formToken() : null, member && !entry.own ? ctx.blogs.follows(blog.id) : false]);
  const pageCount = pageCountOf(reactions.page.total, REACTIONS_PER_PAGE);
  if (page > pageCount) return null;
  const form = input?.form ?? EMPTY_FORM;
  const indexable = entry.visibility === 'public' && entry.state === 'published';
  const description = entry.body ? toPlainText(entry.body).replace(/\s+/g, ' ').slice(0, 160) : null;
  return {
    data: {
      kind: 'entry',
      entry,
      blog,
      reactions: reactions.page.items,
      ownHeld: reactions.ownHeld,
      reactionTotal: reactions.page.total,
      page,
      pageCount,
      member,
      moderator: ctx.viewer?.role === 'moderator',
      following,
      token,
      form,
      personal: input?.personal ?? [],
      notice: blogNotice(param(ctx.params, NOTICE_PARAM)),
    },
    seo: {
      title: entry.title,
      titlePrefix: hasErrors(form) ? nl.account.errorPrefix : undefined,
      description,
      canonical: indexable ? entry.path : null,
      robots: indexable ? 'index, follow' : 'noindex, nofollow',
      og: indexable ? { type: 'article', image: entry.image?.url ?? null } : undefined,
      structuredData: indexable ? ['breadcrumbs', 'blogPosting'] : ['breadcrumbs'],
      blogPosting: indexable ? postingFacts(entry, blog, ctx.config.siteBase) : undefined,
      prev: page > 1 ? (page === 2 ? entry.path : `${entry.path}?page=${page - 1}`) : null,
      next: page < pageCount ? `${entry.path}?page=${page + 1}` : null,
    },
    chrome: {
      breadcrumbs: communityTrail({ title: nl.blogs.overview.title, url: href('blogs') }, { title: blog.title, url: blog.path }, { title: entry.title, url: entry.path }),
    },
    status,
  };
}

export const entryScreen: ScreenModule<EntryData> = { load: (ctx) => entryLoaded(ctx), View: EntryView };
