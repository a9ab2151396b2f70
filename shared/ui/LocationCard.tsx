import type { LocationCardView } from '../model/places';
import { nl } from '../texts/nl';
import { CardHead } from './Card';

/** A location in a list (spec section 3, 'Location list item'): type, title as the link, address, distance. */
export function LocationCard({ card, headingLevel = 2, currentPath }: { card: LocationCardView; headingLevel?: 2 | 3; currentPath?: string }) {
  return (
    <li className="an-card an-location-card">
      <div className="an-card__body">
        <CardHead label={card.type} title={card.title} url={card.url} headingLevel={headingLevel} currentPath={currentPath} />
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
