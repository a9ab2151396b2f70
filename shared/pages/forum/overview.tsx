/**
 * The forum overview (spec section 2: active and followed conversations,
 * show more, filters, follow/unfollow topic, new conversation):
 * `/ervaringen-delen/forum?onderwerp=…&lijst=gevolgd&page=…`. Through the list
 * kit: the URL holds the state, a GET form filters by topic, 'Toon meer'
 * appends the next page in place with JavaScript (the list island) and is a
 * link to the next page without it, the Paginator below. Anonymous pages
 * hold nothing personal and stay in the page cache.
 */
import { Island } from '../../islands/Island';
import { isPastEnd, listHref, listPage, ListPaginator, listText, pageCountOf, pagedTitle, pageHints, readListQuery, ResultCount, type ListQuery } from '../../lists';
import { CONVERSATIONS_PER_PAGE, type ConversationSummary, type FollowLevel, type TopicView } from '../../model/forum';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import type { ScreenModule } from '../screen';
import { communityTrail, ConversationList, FollowControl, ForumFrame, LoginToWrite } from './parts';

const t = nl.forum.overview;
const REGION_ID = 'forum-lijst';
const COUNT_ID = 'forum-aantal';

type OverviewQuery = ListQuery<never, 'onderwerp' | 'lijst'>;

export interface OverviewData {
  query: OverviewQuery;
  topics: TopicView[];
  topic: TopicView | null;
  list: 'actief' | 'gevolgd';
  items: ConversationSummary[];
  total: number;
  pageCount: number;
  member: boolean;
  token: string | null;
  topicLevel: FollowLevel | null;
  notice: string | null;
}

function Tabs({ data }: { data: OverviewData }) {
  if (!data.member) return null;
  const tab = (list: 'actief' | 'gevolgd', label: string) => (
    <li className="an-tabs__item">
      <a className="an-tabs__link" href={href('forum', list === 'gevolgd' ? { lijst: list } : {})} aria-current={data.list === list ? 'page' : undefined}>
        {label}
      </a>
    </li>
  );
  return (
    <nav className="an-tabs" aria-label={t.title}>
      <ul className="an-tabs__list">
        {tab('actief', t.active)}
        {tab('gevolgd', t.followed)}
      </ul>
    </nav>
  );
}

function TopicFilter({ data }: { data: OverviewData }) {
  if (data.list === 'gevolgd') return null;
  return (
    <form className="an-forum__filter" method="get" action={href('forum')}>
      <label className="an-field__label" htmlFor="onderwerp">
        {t.topicLabel}
      </label>
      <select className="an-input" id="onderwerp" name="onderwerp" defaultValue={data.topic?.slug ?? ''}>
        <option value="">{t.allTopics}</option>
        {data.topics.map((topic) => (
          <option key={topic.slug} value={topic.slug}>
            {topic.name}
          </option>
        ))}
      </select>
      <button type="submit" className="an-button an-button--secondary">
        {t.filterSubmit}
      </button>
    </form>
  );
}

function OverviewView({ data }: { data: OverviewData }) {
  const path = href('forum');
  const next = data.query.page < data.pageCount ? listHref(path, data.query, data.query.page + 1) : null;
  const returnTo = listHref(path, data.query, 1);
  return (
    <ForumFrame title={data.topic ? data.topic.name : t.title} intro={data.topic ? data.topic.description : t.intro}>
      {data.notice ? (
        <div className="an-notification" role="status">
          <p className="an-notification__text">{data.notice}</p>
        </div>
      ) : null}
      <p className="an-forum__actions">
        {data.member ? (
          <a className="an-button" href={href('forum-new', data.topic ? { onderwerp: data.topic.slug } : {})}>
            {t.newConversation}
          </a>
        ) : (
          <a className="an-button" href={href('login', { terug: href('forum-new') })}>
            {t.loginToStart}
          </a>
        )}
      </p>
      <section id={REGION_ID} className="an-forum__list" aria-labelledby={COUNT_ID} data-list-region="">
        <Tabs data={data} />
        <TopicFilter data={data} />
        {data.topic && data.member && data.token ? (
          <FollowControl
            action={href('topic-follow', { topic: data.topic.slug })}
            legend={nl.forum.follow.topicLegend(data.topic.name)}
            level={data.topicLevel}
            token={data.token}
            texts={nl.forum.follow.topicLevels}
            returnTo={returnTo}
          />
        ) : null}
        <h2 className="an-forum__list-title">{data.list === 'gevolgd' ? t.followed : t.active}</h2>
        <ResultCount id={COUNT_ID} live>
          {t.count(data.total)}
        </ResultCount>
        {data.items.length === 0 ? (
          <p>{data.list === 'gevolgd' ? t.followedEmpty : t.empty}</p>
        ) : (
          <>
            <ConversationList items={data.items} />
            {next ? (
              <p className="an-load-more">
                <a className="an-button an-button--secondary an-load-more__link" href={next} rel="next" data-load-more="" data-load-more-count={t.loadMoreCount(data.total)}>
                  {t.loadMore}
                </a>
              </p>
            ) : null}
            <ListPaginator path={path} query={data.query} pageCount={data.pageCount} />
          </>
        )}
      </section>
      {!data.member ? <LoginToWrite text={nl.forum.conversation.loginToReply} returnTo={path} /> : null}
      <Island name="list-filter" wake="idle" props={{ target: REGION_ID, texts: { loading: nl.lists.loading } }} />
    </ForumFrame>
  );
}

export const forumOverviewScreen: ScreenModule<OverviewData> = {
  async load(ctx) {
    const member = ctx.viewer !== null;
    const lists = member ? ['actief', 'gevolgd'] : ['actief'];
    const list = readListQuery(ctx.params, { filters: { lijst: lists } }).filters.lijst[0] === 'gevolgd' ? 'gevolgd' : 'actief';
    // The list is read with the topics (one round trip), so its topic is taken from the address as given;
    // when the topics say otherwise (an unknown or repeated topic), the right list is read again.
    const pageAsked = listPage(ctx.params);
    const asked = list === 'actief' ? listText(ctx.params, 'onderwerp') : null;
    const first = list === 'gevolgd' ? await ctx.forum.followed(pageAsked) : await ctx.forum.conversations(asked ? { topicSlug: asked } : { topicId: null }, pageAsked);
    const topics = await ctx.forum.topics();
    const query: OverviewQuery = readListQuery(ctx.params, { filters: { onderwerp: topics.map((topic) => topic.slug), lijst: lists } });
    const slug = query.filters.onderwerp[0];
    const topic = list === 'actief' && slug ? (topics.find((x) => x.slug === slug) ?? null) : null;
    const page = (topic?.slug ?? null) === asked ? first : await ctx.forum.conversations({ topicId: topic?.id ?? null }, query.page);
    const pageCount = pageCountOf(page.total, CONVERSATIONS_PER_PAGE);
    if (isPastEnd(query.page, pageCount)) return null;
    const [token, topicLevel] = member ? await Promise.all([ctx.formToken(), topic ? ctx.forum.followLevel('topic', topic.id) : null]) : [null, null];
    const path = href('forum');
    const title = topic ? topic.name : t.title;
    const saved = ctx.params.opgeslagen === 'ja' ? nl.forum.follow.saved : null;
    return {
      data: { query, topics, topic, list, items: page.items, total: page.total, pageCount, member, token, topicLevel, notice: saved },
      seo: {
        title: pagedTitle(title, query.page),
        description: topic?.description ?? t.metaDescription,
        canonical: list === 'gevolgd' ? null : listHref(path, query),
        robots: list === 'gevolgd' ? 'noindex, nofollow' : 'index, follow',
        ...pageHints(path, query, pageCount),
      },
      chrome: { breadcrumbs: communityTrail({ title: t.title, url: path }) },
    };
  },
  View: OverviewView,
};
