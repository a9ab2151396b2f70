/**
 * The discussion groups: the list (`/ervaringen-delen/groepen`) and a group's
 * page with its conversations (`/ervaringen-delen/groepen/{groep}`). Members
 * join and leave with a button (a post). A closed group's conversations are
 * for its members only: others see the 403 page (visitors its log-in-or-
 * register variant), with the way to join.
 */
import { isPastEnd, ListPaginator, pageCountOf, readListQuery } from '../../lists';
import { CONVERSATIONS_PER_PAGE, type ConversationSummary, type GroupView } from '../../model/forum';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { Notice, TokenField } from '../account/parts';
import type { ScreenModule } from '../screen';
import { NOTICES, noticeOf } from './notices';
import { communityTrail, ConversationList, ForumFrame, LoginToWrite } from './parts';

const t = nl.forum.groups;
const crumbs = () => communityTrail({ title: t.title, url: href('groups') });

function GroupFacts({ group }: { group: GroupView }) {
  return (
    <p className="an-thread__meta">
      <span>{group.membership === 'closed' ? t.closed : t.open}</span>
      <span>{t.members(group.memberCount)}</span>
      {group.isMember ? <span>{t.youAreMember}</span> : null}
    </p>
  );
}

export const groupsScreen: ScreenModule<{ groups: GroupView[] }> = {
  async load(ctx) {
    return {
      data: { groups: await ctx.forum.groups() },
      seo: { title: t.title, description: t.metaDescription, canonical: href('groups'), robots: 'index, follow' },
      chrome: { breadcrumbs: crumbs() },
    };
  },
  View: ({ data }) => (
    <ForumFrame title={t.title} intro={t.intro}>
      <ul className="an-threads">
        {data.groups.map((group) => (
          <li className="an-thread" key={group.slug}>
            <h2 className="an-thread__title">
              <a href={href('group', { group: group.slug })}>{group.name}</a>
            </h2>
            <p>{group.description}</p>
            <GroupFacts group={group} />
          </li>
        ))}
      </ul>
    </ForumFrame>
  ),
};

export interface GroupData {
  group: GroupView;
  /** Null: the viewer may not read them (a closed group, not a member). */
  items: ConversationSummary[] | null;
  total: number;
  pageCount: number;
  page: number;
  token: string | null;
  member: boolean;
  notice: string | null;
}

function Membership({ data }: { data: GroupData }) {
  const { group } = data;
  if (!data.member || !data.token) return <LoginToWrite text={t.loginToJoin} returnTo={href('group', { group: group.slug })} />;
  return (
    <form method="post" action={href('group-membership', { group: group.slug })} className="an-forum__actions">
      <TokenField token={data.token} />
      <input type="hidden" name="member" value={group.isMember ? 'nee' : 'ja'} />
      <button type="submit" className={group.isMember ? 'an-button an-button--secondary' : 'an-button'}>
        {group.isMember ? t.leave : t.join}
      </button>
    </form>
  );
}

function GroupPage({ data }: { data: GroupData }) {
  const { group } = data;
  return (
    <ForumFrame title={group.name} intro={group.description}>
      <GroupFacts group={group} />
      <Notice text={data.notice} />
      <Membership data={data} />
      {data.items === null ? (
        <p className="an-forum__locked">{t.closedText}</p>
      ) : (
        <section aria-labelledby="groepsgesprekken">
          <h2 id="groepsgesprekken">{t.conversations}</h2>
          {group.isMember ? (
            <p>
              <a className="an-button" href={href('group-new', { group: group.slug })}>
                {t.newConversation}
              </a>
            </p>
          ) : null}
          {data.items.length === 0 ? <p>{t.empty}</p> : <ConversationList items={data.items} />}
          <ListPaginator path={href('group', { group: group.slug })} query={{ page: data.page, text: {}, filters: {} }} pageCount={data.pageCount} />
        </section>
      )}
      <p>
        <a href={href('groups')}>{t.back}</a>
      </p>
    </ForumFrame>
  );
}

export const groupScreen: ScreenModule<GroupData> = {
  async load(ctx) {
    const group = await ctx.forum.groupBySlug(param(ctx.params, 'group') ?? '');
    if (!group) return null;
    const query = readListQuery(ctx.params);
    const member = ctx.viewer !== null;
    const readable = group.membership === 'open' || group.isMember || ctx.viewer?.role === 'moderator';
    const page = readable ? await ctx.forum.conversations({ groupId: group.id }, query.page) : null;
    const pageCount = pageCountOf(page?.total ?? 0, CONVERSATIONS_PER_PAGE);
    if (isPastEnd(query.page, pageCount)) return null;
    const path = href('group', { group: group.slug });
    return {
      data: { group, items: page?.items ?? null, total: page?.total ?? 0, pageCount, page: query.page, token: member ? await ctx.formToken() : null, member, notice: noticeOf(param(ctx.params, NOTICES.param)) },
      // A group's conversations are not for search engines; its page may be found.
      seo: { title: group.name, description: group.description, canonical: path, robots: 'noindex, follow' },
      chrome: { breadcrumbs: [...crumbs(), { title: group.name, url: path }] },
    };
  },
  View: GroupPage,
};
