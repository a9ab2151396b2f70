/**
 * A conversation (forum or group): the opening post and a page of 20
 * replies with the Paginator, the follow control and the reply form for a
 * member ('Log in of registreer om te reageren' for a visitor), a calm note
 * before replying to a conversation quiet for six months, the line 'Nieuw
 * sinds je laatste bezoek' before the first unread reply, and a moderator's
 * tools. Public forum conversations are indexable with DiscussionForumPosting
 * data; group conversations are not.
 */
import { pagedTitle } from '../../lists';
import { toPlainText } from '../../format/rich-text';
import { formatDate } from '../../format/date';
import type { PersonalKind } from '../../forms/forum';
import { isOldConversation, pageCountOfReplies, positionHref, type ConversationDetail, type ConversationPage, type FollowLevel, type TopicView } from '../../model/forum';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { Paginator } from '../../ui/Paginator';
import { forbiddenLoaded, ForbiddenView } from '../account/messages';
import { EMPTY_FORM, hasErrors, Notice, type FormState } from '../account/parts';
import type { ForumPostingFacts, Loaded, ScreenContext, ScreenModule } from '../screen';
import { authorName, communityTrail, FollowControl, ForumFrame, LoginToWrite } from './parts';
import { PostArticle } from './post';
import { PostForm } from './post-form';
import { ConversationTools } from './tools';
import { NOTICES, noticeOf } from './notices';

const t = nl.forum.conversation;

export type ConversationData =
  | { kind: 'forbidden'; returnTo: string; loggedIn: boolean }
  | {
      kind: 'conversation';
      conversation: ConversationDetail;
      page: number;
      pageCount: number;
      view: ConversationPage;
      member: boolean;
      moderator: boolean;
      token: string | null;
      level: FollowLevel | null;
      old: boolean;
      reviewed: boolean;
      form: FormState;
      personal: PersonalKind[];
      notice: string | null;
      topics: TopicView[];
    };

/** The id in a conversation's address ('12-net-de-diagnose' → 12). */
export function conversationIdOf(value: string | undefined): number | null {
  const m = /^(\d{1,12})(?:-|$)/.exec(value ?? '');
  return m ? Number(m[1]) : null;
}

function ReplyArea({ data }: { data: Extract<ConversationData, { kind: 'conversation' }> }) {
  const { conversation } = data;
  if (!data.member || !data.token) return <LoginToWrite text={t.loginToReply} returnTo={conversation.path} />;
  if (conversation.locked) return <p className="an-forum__locked">{t.locked}</p>;
  if (conversation.state !== 'open') return null;
  return (
    <section className="an-forum__reply" aria-labelledby="reageren">
      <h2 id="reageren">{t.replyTitle}</h2>
      {data.old ? <p className="an-forum__old">{t.oldNote(formatDate(conversation.lastActivityAt))}</p> : null}
      {data.reviewed ? <p className="an-field__hint">{nl.forum.compose.reviewed}</p> : null}
      <PostForm action={href('forum-reply', { conversation: String(conversation.id) })} token={data.token} form={data.form} submit={t.replySubmit} bodyLabel={t.replyLabel} personal={data.personal} />
    </section>
  );
}

export function ConversationView({ data }: { data: ConversationData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  const { conversation, view } = data;
  const pageHref = data.page > 1 ? `${conversation.path}?page=${data.page}` : conversation.path;
  return (
    <ForumFrame title={conversation.title}>
      <p className="an-forum__context">
        {conversation.group ? `${t.inGroup} ${conversation.group.name}` : conversation.topic ? `${nl.forum.summary.inTopic}: ${conversation.topic.name}` : null}
        {conversation.locked ? <span className="an-tag">{nl.forum.summary.locked}</span> : null}
      </p>
      <Notice text={data.notice} />
      {data.moderator && data.token ? <ConversationTools conversation={{ id: conversation.id, title: conversation.title, locked: conversation.locked, topicSlug: conversation.topic?.slug ?? null, inGroup: conversation.group !== null }} topics={data.topics} token={data.token} returnTo={pageHref} /> : null}
      <div className="an-posts">
        {view.posts.map((post) => (
          <PostArticle key={post.id} post={post} moderator={data.moderator} token={data.token} returnTo={pageHref} unreadMark={view.firstUnread !== null && post.position === view.firstUnread} />
        ))}
        {view.ownHeld.map((post) => (
          <PostArticle key={post.id} post={post} moderator={data.moderator} token={data.token} returnTo={pageHref} unreadMark={false} />
        ))}
      </div>
      <Paginator current={data.page} pageCount={data.pageCount} path={conversation.path} />
      {data.member && data.token ? (
        <FollowControl
          action={href('forum-follow', { conversation: String(conversation.id) })}
          legend={nl.forum.follow.conversationLegend}
          level={data.level}
          token={data.token}
          texts={nl.forum.follow.levels}
          returnTo={pageHref}
        />
      ) : null}
      <ReplyArea data={data} />
    </ForumFrame>
  );
}

function postingFacts(conversation: ConversationDetail, view: ConversationPage): ForumPostingFacts | undefined {
  const opening = view.opening;
  const visible = view.posts.filter((p) => p.state === 'visible' && p.position !== 0 && p.body);
  return {
    headline: conversation.title,
    text: opening?.body ? toPlainText(opening.body) : '',
    author: authorName(conversation.author),
    datePublished: conversation.createdAt,
    dateModified: conversation.lastActivityAt,
    replyCount: conversation.replyCount,
    comments: visible.map((p) => ({ author: authorName(p.author), text: p.body ? toPlainText(p.body) : '', datePublished: p.createdAt, url: positionHref(conversation.path, p.position ?? 0) })),
  };
}

export async function conversationLoaded(ctx: ScreenContext, input?: { form: FormState; personal?: PersonalKind[]; id?: number }, status = 200): Promise<Loaded<ConversationData> | null> {
  const id = input?.id ?? conversationIdOf(param(ctx.params, 'conversation'));
  if (id === null) return null;
  const raw = Number(param(ctx.params, 'page') ?? '1');
  const asked = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  // The answer to a post shows the last page, which the conversation's reply count tells (a read of its own).
  const last = input ? await ctx.forum.conversation(id) : null;
  const page = last?.kind === 'ok' ? pageCountOfReplies(last.conversation.replyCount) : asked;
  const found = await ctx.forum.conversationPage(id, page);
  if (found.kind === 'missing') return null;
  if (found.kind === 'forbidden') {
    const f = forbiddenLoaded(ctx.url.pathname, ctx.viewer !== null);
    return { ...f, data: { kind: 'forbidden', ...f.data } };
  }
  const { conversation, view, level, writer } = found;
  // A conversation asked for inside the wrong group (or the forum) is not there.
  const group = param(ctx.params, 'group');
  if ((group ?? null) !== (conversation.group?.slug ?? null) && !input) return null;
  const pageCount = pageCountOfReplies(conversation.replyCount);
  if (!view) return null;
  const member = ctx.viewer !== null;
  const moderator = ctx.viewer?.role === 'moderator';
  const [token, topics] = await Promise.all([member ? ctx.formToken() : null, moderator ? ctx.forum.topics() : [], found.markSeen()]);
  const form = input?.form ?? EMPTY_FORM;
  const indexable = conversation.group === null && conversation.state === 'open';
  const canonical = page > 1 ? `${conversation.path}?page=${page}` : conversation.path;
  // The opening post describes every page of the conversation (a later page says its number: worker/render/head.ts).
  const opening = view.opening?.body ? toPlainText(view.opening.body).replace(/\s+/g, ' ').trim().slice(0, 160) : '';
  const description = opening || t.metaDescription(conversation.title);
  const trail = conversation.group
    ? [{ title: nl.forum.groups.title, url: href('groups') }, { title: conversation.group.name, url: href('group', { group: conversation.group.slug }) }]
    : [{ title: nl.forum.overview.title, url: href('forum') }];
  return {
    data: {
      kind: 'conversation',
      conversation,
      page,
      pageCount,
      view,
      member,
      moderator,
      token,
      level,
      old: isOldConversation(conversation.lastActivityAt, ctx.now),
      reviewed: writer?.reviewed ?? false,
      form,
      personal: input?.personal ?? [],
      notice: noticeOf(param(ctx.params, NOTICES.param)),
      topics,
    },
    seo: {
      title: pagedTitle(conversation.title, page),
      titlePrefix: hasErrors(form) ? nl.account.errorPrefix : undefined,
      description,
      canonical: indexable ? canonical : null,
      robots: indexable ? 'index, follow' : 'noindex, nofollow',
      structuredData: indexable ? ['breadcrumbs', 'discussionForumPosting'] : ['breadcrumbs'],
      forumPosting: indexable ? postingFacts(conversation, view) : undefined,
      prev: page > 1 ? (page === 2 ? conversation.path : `${conversation.path}?page=${page - 1}`) : null,
      next: page < pageCount ? `${conversation.path}?page=${page + 1}` : null,
      page,
    },
    chrome: { breadcrumbs: communityTrail(...trail, { title: conversation.title, url: conversation.path }) },
    status,
  };
}

export const conversationScreen: ScreenModule<ConversationData> = { load: (ctx) => conversationLoaded(ctx), View: ConversationView };
