/**
 * Pieces the expert screens share: the frame with the helpline in sight, an
 * expert's card, a published question and answer, the 'Stel een vraag'
 * button and the breadcrumb trail under 'Onze ondersteuning'.
 */
import type { ReactNode } from 'react';
import type { Breadcrumb } from '../../contract/navigation';
import { formatDate } from '../../format/date';
import type { ExpertCard, PublishedAnswer } from '../../model/experts';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import { RichTextBody } from '../../ui/RichTextBody';
import { Helpline } from '../forum/parts';

const t = nl.experts;

export function ExpertsFrame({ title, intro, children, wide = false }: { title: string; intro?: ReactNode; children?: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'an-container an-experts an-experts--wide' : 'an-container an-experts'}>
      <h1>{title}</h1>
      {intro ? <p className="an-forum__intro">{intro}</p> : null}
      <Helpline />
      {children}
    </div>
  );
}

/** 'Stel een vraag', optionally for a group and a topic (the form then starts with them chosen). */
export function AskButton({ group, topic, label = t.overview.ask, hidden }: { group?: string; topic?: string; label?: string; hidden?: string }) {
  return (
    <p className="an-experts__ask">
      <a className="an-button" href={href('expert-ask', { groep: group ?? null, onderwerp: topic ?? null })}>
        {label}
        {hidden ? <span className="an-visually-hidden">{hidden}</span> : null}
      </a>
    </p>
  );
}

/** A photo in three sizes (a class each: the site's CSP allows no style attributes). */
export function ExpertPhoto({ expert, size = 64 }: { expert: Pick<ExpertCard, 'photoUrl' | 'displayName'>; size?: 40 | 64 | 160 }) {
  return expert.photoUrl ? (
    <img className={`an-expert__photo an-expert__photo--${size}`} src={expert.photoUrl} alt={t.profile.photoAlt(expert.displayName)} width={size} height={size} loading="lazy" />
  ) : (
    <span className={`an-expert__initial an-expert__photo--${size}`} aria-hidden="true">
      {expert.displayName.slice(0, 1).toUpperCase()}
    </span>
  );
}

export function ExpertCardView({ expert }: { expert: ExpertCard }) {
  return (
    <li className="an-expert">
      <ExpertPhoto expert={expert} />
      <p className="an-expert__text">
        <a className="an-expert__name" href={expert.path}>
          {expert.displayName}
        </a>
        <span className="an-expert__profession">{expert.profession}</span>
      </p>
    </li>
  );
}

export function ExpertList({ experts }: { experts: readonly ExpertCard[] }) {
  return (
    <ul className="an-experts__list">
      {experts.map((e) => (
        <ExpertCardView key={e.username} expert={e} />
      ))}
    </ul>
  );
}

/** A published question and answer: the question in the asker's (anonymised) words, the expert's answer. */
export function AnswerArticle({ answer, showTopic = false }: { answer: PublishedAnswer; showTopic?: boolean }) {
  const headingId = `vraag-${answer.id}`;
  return (
    <article className="an-qa" aria-labelledby={headingId}>
      <h3 id={headingId} className="an-qa__title">
        {answer.title}
      </h3>
      <p className="an-thread__meta">
        {showTopic ? <a href={answer.topic.path}>{answer.topic.name}</a> : null}
        <span>
          {t.topic.published} <time dateTime={answer.publishedAt.slice(0, 10)}>{formatDate(answer.publishedAt)}</time>
        </span>
      </p>
      <div className="an-qa__question">
        <p className="an-qa__label">{t.topic.question}</p>
        <p className="an-richtext-plain">{answer.question}</p>
      </div>
      <div className="an-qa__answer">
        <p className="an-qa__label">{answer.expert ? t.topic.answerBy(answer.expert.displayName) : t.topic.answer}</p>
        {answer.answer ? <RichTextBody doc={answer.answer} /> : null}
        {answer.expert ? (
          <p className="an-qa__expert">
            <ExpertPhoto expert={answer.expert} size={40} /> <a href={answer.expert.path}>{answer.expert.displayName}</a>, {answer.expert.profession.toLowerCase()}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** The CMS page the experts' pages stand under (spec section 2: /onze-ondersteuning/experts). */
const SUPPORT_PAGE = '/onze-ondersteuning';

/** Home › Onze ondersteuning › Vraag het een expert › … */
export function expertCrumbs(...more: Breadcrumb): Breadcrumb {
  return [
    { title: nl.site.homeLabel, url: href('home') },
    { title: t.overview.parent, url: SUPPORT_PAGE },
    { title: t.overview.title, url: href('experts') },
    ...more,
  ];
}
