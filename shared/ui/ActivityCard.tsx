import type { ActivityCardView } from '../model/places';
import { formatDate } from '../format/date';
import { truncate } from '../format/truncate';
import { nl } from '../texts/nl';
import { CARD_TEXT_LENGTH } from './Card';
import { SiteLink } from './SiteLink';

/**
 * An activity in a list (spec section 3, 'Activity item'): type, title, when
 * (date, times, walk-in), where, the distance from the place searched for, and
 * the title as the link that covers the card. A list item: put it in a list.
 */
export function ActivityCard({ card, headingLevel = 3, currentPath }: { card: ActivityCardView; headingLevel?: 2 | 3; currentPath?: string }) {
  const t = nl.regions.card;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="an-card an-activity-card">
      <div className="an-card__body">
        {card.type ? <p className="an-card__label">{card.type}</p> : null}
        <Heading className="an-card__title">
          <SiteLink href={card.url} currentPath={currentPath} className="an-card__link">
            {card.title}
          </SiteLink>
        </Heading>
        <dl className="an-activity-card__facts">
          <dt>{t.when}</dt>
          <dd>
            <time dateTime={card.start}>{formatDate(card.start)}</time>
            {card.end !== card.start ? (
              <>
                {' – '}
                <time dateTime={card.end}>{formatDate(card.end)}</time>
              </>
            ) : null}
            {card.startTime ? <>, {t.time(card.startTime, card.endTime)}</> : null}
            {card.entryTime ? <> ({t.walkIn(card.entryTime)})</> : null}
          </dd>
          {card.place ? (
            <>
              <dt>{t.where}</dt>
              <dd>{card.place}</dd>
            </>
          ) : null}
          {card.distance ? (
            <>
              <dt>{t.distance}</dt>
              <dd>{card.distance}</dd>
            </>
          ) : null}
        </dl>
        {card.intro ? <p className="an-card__text">{truncate(card.intro, CARD_TEXT_LENGTH)}</p> : null}
      </div>
    </li>
  );
}
