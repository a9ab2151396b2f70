/**
 * The public pages of ask an expert (spec section 2: the expert overview
 * 'Stel een vraag' at /onze-ondersteuning/experts): the overview of groups
 * with their experts and topics, a group, a topic with its published
 * questions and answers, and an expert's profile. Content: indexable,
 * nothing personal, page-cached for every anonymous visitor.
 */
import { href, param } from '../../routes';
import type { ExpertGroupDetail, ExpertProfileView, ExpertTopicView, PublishedAnswer } from '../../model/experts';
import { nl } from '../../texts/nl';
import type { ScreenModule, Seo } from '../screen';
import { AnswerArticle, AskButton, ExpertList, ExpertPhoto, ExpertsFrame, expertCrumbs } from './parts';

const t = nl.experts;

const publicSeo = (title: string, description: string, canonical: string): Seo => ({ title, description, canonical, robots: 'index, follow', structuredData: ['breadcrumbs'] });

function TopicList({ topics }: { topics: readonly ExpertTopicView[] }) {
  return (
    <ul className="an-experts__topics">
      {topics.map((topic) => (
        <li key={topic.id}>
          <a href={topic.path}>{topic.name}</a> <span className="an-experts__count">({t.group.answers(topic.count)})</span>
        </li>
      ))}
    </ul>
  );
}

function OverviewView({ data }: { data: { groups: ExpertGroupDetail[] } }) {
  return (
    <ExpertsFrame title={t.overview.title} intro={t.overview.intro} wide>
      <AskButton />
      <section aria-labelledby="zo-werkt-het" className="an-experts__how">
        <h2 id="zo-werkt-het">{t.overview.howTitle}</h2>
        <ol>
          {t.overview.how.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <h2>{t.overview.groupsTitle}</h2>
      <ul className="an-experts__groups">
        {data.groups.map(({ group, experts, topics }) => (
          <li key={group.id} className="an-experts__group">
            <h3>
              <a href={group.path}>{group.name}</a>
            </h3>
            <p>{group.description}</p>
            <ExpertList experts={experts} />
            {topics.length > 0 ? (
              <>
                <p className="an-qa__label">{t.overview.topics}</p>
                <TopicList topics={topics} />
              </>
            ) : null}
            <AskButton group={group.slug} label={t.group.ask} hidden={t.group.askGroup(group.name)} />
          </li>
        ))}
      </ul>
    </ExpertsFrame>
  );
}

export const expertOverviewScreen: ScreenModule<{ groups: ExpertGroupDetail[] }> = {
  async load(ctx) {
    const groups = await ctx.experts.overview();
    return {
      data: { groups },
      seo: publicSeo(t.overview.title, t.overview.metaDescription, href('experts')),
      chrome: { breadcrumbs: expertCrumbs() },
    };
  },
  View: OverviewView,
};

function GroupView({ data }: { data: ExpertGroupDetail }) {
  const { group, experts, topics } = data;
  return (
    <ExpertsFrame title={group.name} intro={group.description}>
      <AskButton group={group.slug} label={t.group.ask} />
      <h2>{t.group.expertsTitle}</h2>
      {experts.length > 0 ? <ExpertList experts={experts} /> : <p>{t.group.noExperts}</p>}
      <h2>{t.group.topicsTitle}</h2>
      <TopicList topics={topics} />
    </ExpertsFrame>
  );
}

export const expertGroupScreen: ScreenModule<ExpertGroupDetail> = {
  async load(ctx) {
    const detail = await ctx.experts.group(param(ctx.params, 'group') ?? '');
    if (!detail) return null;
    const { group } = detail;
    return {
      data: detail,
      seo: publicSeo(group.name, t.group.metaDescription(group.name, group.description), group.path),
      chrome: { breadcrumbs: expertCrumbs({ title: group.name, url: group.path }) },
    };
  },
  View: GroupView,
};

interface TopicData {
  topic: ExpertTopicView;
  answers: PublishedAnswer[];
}

function TopicView({ data }: { data: TopicData }) {
  const { topic, answers } = data;
  return (
    <ExpertsFrame title={topic.name} intro={topic.description}>
      <AskButton group={topic.group.slug} topic={topic.slug} label={t.topic.ask} />
      <h2>{t.topic.answersTitle}</h2>
      {answers.length === 0 ? <p>{t.topic.empty}</p> : <p className="an-field__hint">{t.topic.anonymous}</p>}
      {answers.map((answer) => (
        <AnswerArticle key={answer.id} answer={answer} />
      ))}
      {answers.length > 2 ? <AskButton group={topic.group.slug} topic={topic.slug} label={t.topic.ask} /> : null}
    </ExpertsFrame>
  );
}

export const expertTopicScreen: ScreenModule<TopicData> = {
  async load(ctx) {
    const found = await ctx.experts.topic(param(ctx.params, 'group') ?? '', param(ctx.params, 'topic') ?? '');
    if (!found) return null;
    const { topic } = found;
    const groupPath = href('expert-group', { group: topic.group.slug });
    return {
      data: found,
      seo: publicSeo(topic.name, t.topic.metaDescription(topic.name, topic.description), topic.path),
      chrome: { breadcrumbs: expertCrumbs({ title: topic.group.name, url: groupPath }, { title: topic.name, url: topic.path }) },
    };
  },
  View: TopicView,
};

interface ProfileData {
  profile: ExpertProfileView;
  answers: PublishedAnswer[];
}

function ProfileView({ data }: { data: ProfileData }) {
  const { profile, answers } = data;
  return (
    <ExpertsFrame title={profile.displayName}>
      <div className="an-expert-profile">
        <ExpertPhoto expert={profile} size={160} />
        <dl className="an-profile__facts">
          <div className="an-profile__fact">
            <dt>{t.profile.profession}</dt>
            <dd>{profile.profession}</dd>
          </div>
          <div className="an-profile__fact">
            <dt>{t.profile.group}</dt>
            <dd>
              <a href={profile.group.path}>{profile.group.name}</a>
            </dd>
          </div>
        </dl>
      </div>
      <p className="an-profile__bio">{profile.introduction}</p>
      <AskButton group={profile.group.slug} label={t.profile.ask} />
      <h2>{t.profile.answersTitle}</h2>
      {answers.length === 0 ? <p>{t.profile.noAnswers}</p> : null}
      {answers.map((answer) => (
        <AnswerArticle key={answer.id} answer={answer} showTopic />
      ))}
    </ExpertsFrame>
  );
}

export const expertProfileScreen: ScreenModule<ProfileData> = {
  async load(ctx) {
    const found = await ctx.experts.profile(param(ctx.params, 'username') ?? '');
    if (!found) return null;
    const { profile } = found;
    return {
      data: found,
      seo: publicSeo(profile.displayName, t.profile.metaDescription(profile.displayName, profile.profession), profile.path),
      chrome: { breadcrumbs: expertCrumbs({ title: profile.group.name, url: profile.group.path }, { title: profile.displayName, url: profile.path }) },
    };
  },
  View: ProfileView,
};
