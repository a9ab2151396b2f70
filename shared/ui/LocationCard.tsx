import type { LocationCardView } from '../model/places';
import { nl } from '../texts/nl';
import { SiteLink } from './SiteLink';

/** A location in a list (spec section 3, 'Location list item'): type, title as the link, address, distance. */
export function LocationCard({ card, headingLevel = 2, currentPath }: { card: LocationCardView; headingLevel?: 2 | 3; currentPath?: string }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="an-card an-location-card">
      <div className="an-card__body">
        {card.type ? <p className="an-card__label">{card.type}</p> : null}
        <Heading className="an-card__title">
          <SiteLink href={card.url} currentPath={currentPath} className="an-card__link">
            {card.title}
          </SiteLink>
        </Heading>
        {card.address ? <p className="an-location-card__address">{card.address}</p> : null}
        {card.distance ? (
          <p className="an-location-card__distance">
            {nl.regions.card.distance}: {card.distance}
          </p>
        ) : null}
      </div>
    </li>
  );
}
