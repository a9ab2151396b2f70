/**
 * /experts/vragen: the experts' work queue. An expert sees the questions of
 * their own group (a moderator those of every group): their own questions
 * first (claimed, with reactions back from askers), then the open ones
 * oldest first with 'Oppakken', then what they answered and what colleagues
 * hold. Personal data shows only on a question's own page. Visitors get the
 * 403 page with log in or register; members without the role the plain one.
 * Always `private, no-store`.
 */
import { formatDate } from '../../format/date';
import { isPastEnd, ListPaginator, pageCountOf, readListQuery } from '../../lists';
import type { Viewer } from '../../model/account';
import { QUEUE_PAGE_SIZE, type ExpertQueue, type QueueItem } from '../../model/experts';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { ForbiddenView, forbiddenLoaded } from '../account/messages';
import { Notice, TokenField } from '../account/parts';
import type { Loaded, ScreenContext, ScreenModule } from '../screen';
import { ExpertsFrame } from './parts';

const t = nl.experts.queue;
const q = nl.experts.question;

export const PRIVATE = { 'cache-control': 'private, no-store' } as const;

export type ExpertGuarded<D> = { kind: 'forbidden'; returnTo: string; loggedIn: boolean } | ({ kind: 'ok' } & D);

const isExpert = (viewer: Viewer | null): boolean => viewer?.role === 'expert' || viewer?.role === 'moderator';

/** The 403 answer for anyone but an expert or moderator; null for them. */
export function refuseUnlessExpert<D>(ctx: ScreenContext, returnTo: string): Loaded<ExpertGuarded<D>> | null {
  if (isExpert(ctx.viewer)) return null;
  const f = forbiddenLoaded(returnTo, ctx.viewer !== null);
  return { ...f, data: { kind: 'forbidden', ...f.data } };
}

export const questionNotice = (value: string | undefined): string | null => (value && Object.hasOwn(q.notices, value) ? q.notices[value]! : null);

export const privateSeo = (title: string) => ({ title, robots: 'noindex, nofollow', canonical: null });

function Item({ item, token }: { item: QueueItem; token: string | null }) {
  const path = href('expert-question', { question: String(item.id) });
  return (
    <li className="an-thread">
      <h3 className="an-thread__title">
        <a href={path}>{q.title(item.id)}</a>
        {item.reaction ? <span className="an-tag an-tag--new">{t.reaction}</span> : null}
      </h3>
      <p className="an-queue__excerpt">{item.excerpt}</p>
      <p className="an-thread__meta">
        {item.topic ? <span>{item.topic}</span> : null}
        <span>{t.contact[item.contact]}</span>
        <span>
          {t.waiting} <time dateTime={item.waitingSince}>{formatDate(item.waitingSince)}</time>
        </span>
        {item.claimedBy && item.state === 'claimed' ? (
          <span>
            {t.heldBy} {item.claimedBy}
          </span>
        ) : null}
      </p>
      {token && item.state === 'open' ? (
        <form method="post" action={href('expert-question-act', { question: String(item.id), act: 'oppakken' })} className="an-moderate__form">
          <TokenField token={token} />
          <button type="submit" className="an-button an-button--secondary" aria-label={`${t.claim}: ${q.title(item.id)}`}>
            {t.claim}
          </button>
        </form>
      ) : null}
    </li>
  );
}

function Section({ id, title, items, empty, token = null }: { id: string; title: string; items: readonly QueueItem[]; empty?: string; token?: string | null }) {
  if (items.length === 0 && !empty) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? <p>{empty}</p> : null}
      <ul className="an-threads">
        {items.map((item) => (
          <Item key={item.id} item={item} token={token} />
        ))}
      </ul>
    </section>
  );
}

type QueueData = ExpertGuarded<{ queue: ExpertQueue | null; page: number; pageCount: number; token: string; notice: string | null }>;

function QueueView({ data }: { data: QueueData }) {
  if (data.kind === 'forbidden') return <ForbiddenView data={data} />;
  const { queue } = data;
  if (!queue) {
    return (
      <ExpertsFrame title={t.title} intro={t.noProfile}>
        <p>
          <a className="an-button" href={href('expert-own-profile')}>
            {t.profileLink}
          </a>
        </p>
      </ExpertsFrame>
    );
  }
  return (
    <ExpertsFrame title={t.title} intro={t.intro(queue.group?.name ?? null)}>
      <Notice text={data.notice} />
      <p>
        <a href={href('expert-own-profile')}>{t.profileEdit}</a>
      </p>
      <Section id="jouw-vragen" title={t.mineTitle} items={queue.mine} empty={t.mineEmpty} />
      <section aria-labelledby="open-vragen">
        <h2 id="open-vragen">{t.openTitle}</h2>
        <p className="an-list__count">{t.openCount(queue.open.total)}</p>
        {queue.open.items.length === 0 ? <p>{t.openEmpty}</p> : null}
        <ul className="an-threads">
          {queue.open.items.map((item) => (
            <Item key={item.id} item={item} token={data.token} />
          ))}
        </ul>
        <ListPaginator path={href('expert-queue')} query={{ page: data.page, text: {}, filters: {} }} pageCount={data.pageCount} />
      </section>
      <Section id="beantwoord" title={t.answeredTitle} items={queue.answered} />
      <Section id="bij-collegas" title={t.othersTitle} items={queue.others} />
    </ExpertsFrame>
  );
}

export const expertQueueScreen: ScreenModule<QueueData> = {
  async load(ctx) {
    const refused = refuseUnlessExpert<never>(ctx, href('expert-queue'));
    if (refused) return refused as never;
    const query = readListQuery(ctx.params);
    const [queue, token] = await Promise.all([ctx.experts.queue(query.page), ctx.formToken()]);
    const pageCount = pageCountOf(queue?.open.total ?? 0, QUEUE_PAGE_SIZE);
    if (queue && isPastEnd(query.page, pageCount)) return null;
    return {
      data: { kind: 'ok', queue, page: query.page, pageCount, token, notice: questionNotice(param(ctx.params, 'melding')) },
      seo: privateSeo(t.title),
      headers: { ...PRIVATE },
    };
  },
  View: QueueView,
};
