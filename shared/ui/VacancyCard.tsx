import { formatDate, isoDay } from '../format/date';
import { formatDistance } from '../format/distance';
import type { VacancyCardView } from '../model/vacancy';
import { nl } from '../texts/nl';
import { SiteLink } from './SiteLink';
import { TRACK_ATTR } from '../analytics';
import { hy } from '../format/hyphenate';

export interface VacancyCardProps {
  vacancy: VacancyCardView;
  headingLevel?: 2 | 3;
  currentPath?: string;
  /** The select_vacancy event of this card, as JSON (shared/analytics.ts). */
  track?: string;
}

/**
 * A vacancy in a list: title (the link, covering the card), subtitle, and the
 * summary facts: where (the summary rule of spec section 3, with the distance
 * from a searched place), when, how long, the theme, and the last day to
 * apply. A list item: put it in a list.
 */
export function VacancyCard({ vacancy, headingLevel = 2, currentPath, track }: VacancyCardProps) {
  const t = nl.vacancies;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const day = vacancy.applyBefore ? isoDay(vacancy.applyBefore) : '';
  const where = vacancy.place
    ? vacancy.distance !== null
      ? `${vacancy.place} (${formatDistance(vacancy.distance)})`
      : vacancy.place
    : null;
  // A paid job has hours, a contract and a department where volunteer work has availability, duration and theme.
  const corporate = vacancy.kind === 'corporate';
  const facts = [
    { label: t.where, value: where },
    corporate ? { label: t.corporate.availability, value: vacancy.hours } : { label: t.when, value: vacancy.availability },
    { label: corporate ? t.corporate.duration : t.duration, value: vacancy.duration },
    { label: corporate ? t.corporate.theme : t.theme, value: vacancy.theme },
  ].filter((fact) => fact.value);
  return (
    <li className="an-card an-vacancy-card" data-vacancy-id={vacancy.id}>
      <div className="an-card__body">
        <Heading className="an-card__title">
          <SiteLink href={vacancy.url} currentPath={currentPath} className="an-card__link" data={track ? { [TRACK_ATTR]: track } : undefined}>
            {hy(vacancy.title)}
          </SiteLink>
        </Heading>
        {vacancy.subTitle ? <p className="an-card__text">{vacancy.subTitle}</p> : null}
        {facts.length ? (
          <dl className="an-vacancy-card__facts">
            {facts.map((fact) => (
              <div key={fact.label} className="an-vacancy-card__fact">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {day ? (
          <p className="an-vacancy-card__deadline">
            {t.applyBefore} <time dateTime={day}>{formatDate(day)}</time>
          </p>
        ) : null}
      </div>
    </li>
  );
}
