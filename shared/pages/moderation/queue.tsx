/**
 * `/beheer/meldingen`: what waits for a moderator, oldest first: posts held
 * for review, reported posts (with each report's reason and note) and posts
 * with a flagged word. Per item the moderator approves (or, for a public
 * post, leaves it), hides with a reason (mailed to the author), restores,
 * and for the conversation locks, unlocks or moves it.
 */
import { formatDate } from '../../format/date';
import { isPastEnd, ListPaginator, pageCountOf, readListQuery } from '../../lists';
import type { ListPage, PostView } from '../../model/forum';
import type { QueueItemView } from '../../model/moderation';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { RichTextBody } from '../../ui/RichTextBody';
import { ForbiddenView } from '../account/messages';
import { Notice } from '../account/parts';
import { NOTICES, noticeOf } from '../forum/notices';
import { dateTime } from '../forum/parts';
import { ModeratorTools } from '../forum/post';
import { ConversationTools } from '../forum/tools';
import type { ScreenModule } from '../screen';
import { ModerationFrame, moderationSeo, refuseUnlessModerator, type Guarded } from './frame';
import { SubjectTools } from './subject-tools';

const t = nl.moderation;
const PAGE = 20;

type QueueData = Guarded<{ page: ListPage<QueueItemView>; current: number; pageCount: number; token: string; notice: string | null; topics: [string, string][] }>;

/** The subject as the post tools of the conversation page expect it (forum posts only). */
function asPost(item: QueueItemView): PostView | null {
  const s = item.subject;
  if (!s || s.kind !== 'post') return null;
  return {
    id: s.id,
    position: null,
    author: { username: s.author, photoUrl: null },
    createdAt: s.createdAt,
    editedAt: null,
    state: s.state as PostView['state'],
    body: s.body,
    own: false,
    canEdit: false,
    canDelete: false,
    canReport: false,
    flagged: item.cause !== 'review',
  };
}

function Item({ item, token, topics }: { item: QueueItemView; token: string; topics: [string, string][] }) {
  const s = item.subject;
  const post = asPost(item);
  const headingId = `melding-${item.id}`;
  return (
    <li className="an-queue__item">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="an-queue__title">
          <span className="an-tag">{t.queue.causes[item.cause]}</span> {s ? s.context : t.queue.gone}
        </h2>
        <p className="an-thread__meta">
          <span>
            {t.queue.opened} <time dateTime={item.openedAt}>{dateTime(item.openedAt)}</time>
          </span>
          {s ? (
            <span>
              {t.queue.by} {s.author ?? nl.account.deletedUser}
            </span>
          ) : null}
          {s ? <span>{t.queue.states[s.state as keyof typeof t.queue.states] ?? s.state}</span> : null}
        </p>
        {s?.body ? <RichTextBody doc={s.body} className="an-richtext an-queue__text" /> : null}
        {item.reports.length > 0 ? (
          <section className="an-queue__reports">
            <h3>{t.queue.reports}</h3>
            <ul>
              {item.reports.map((r, i) => (
                <li key={i}>
                  {(nl.forum.report.reasons as Record<string, string>)[r.reason] ?? r.reason} ({t.queue.reportedBy} {r.reporter ?? nl.account.deletedUser}, {formatDate(r.createdAt)})
                  {r.note ? <p className="an-queue__note">{r.note}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {s?.path ? (
          <p>
            <a href={s.path}>{t.queue.view}</a>
          </p>
        ) : null}
        {post ? <ModeratorTools post={post} token={token} returnTo={href('moderation')} /> : null}
        {s?.tools ? <SubjectTools tools={s.tools} token={token} label={s.context} /> : null}
        {s?.conversation ? (
          <ConversationTools conversation={{ ...s.conversation, title: s.context }} topics={topics.map(([slug, name]) => ({ slug, name }))} token={token} returnTo={href('moderation')} moveId={`verplaats-melding-${item.id}`} />
        ) : null}
      </article>
    </li>
  );
}

function QueueView({ data }: { data: QueueData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  return (
    <ModerationFrame title={t.queue.title} intro={t.queue.intro} current="queue">
      <Notice text={data.notice} />
      <p className="an-list__count">{t.queue.count(data.page.total)}</p>
      {data.page.items.length === 0 ? <p>{t.queue.empty}</p> : null}
      <ol className="an-queue">
        {data.page.items.map((item) => (
          <Item key={item.id} item={item} token={data.token} topics={data.topics} />
        ))}
      </ol>
      <ListPaginator path={href('moderation')} query={{ page: data.current, text: {}, filters: {} }} pageCount={data.pageCount} />
    </ModerationFrame>
  );
}

export const queueScreen: ScreenModule<QueueData> = {
  async load(ctx) {
    const refused = refuseUnlessModerator<never>(ctx, href('moderation'));
    if (refused) return refused as never;
    const query = readListQuery(ctx.params);
    const [page, token, topics] = await Promise.all([ctx.moderation.queue(query.page), ctx.formToken(), ctx.forum.topics()]);
    const pageCount = pageCountOf(page.total, PAGE);
    if (isPastEnd(query.page, pageCount)) return null;
    return {
      data: { kind: 'ok', page, current: query.page, pageCount, token, notice: noticeOf(param(ctx.params, NOTICES.param)), topics: topics.map((x) => [x.slug, x.name]) },
      seo: moderationSeo(t.queue.title),
    };
  },
  View: QueueView,
};
