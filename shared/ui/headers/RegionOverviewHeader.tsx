import { nl } from '../../texts/nl';
import { HeaderFrame } from './HeaderParts';
import type { HeaderImage } from './types';

export interface RegionOverviewHeaderProps {
  title: string;
  intro?: string | null;
  image?: HeaderImage;
  /** The place or postcode searched for. */
  query?: string;
}

/** The header of the region overview: a region search (GET /regios?zoekterm=) that works without JavaScript. */
export function RegionOverviewHeader({ title, intro, image, query = '' }: RegionOverviewHeaderProps) {
  const t = nl.headers;
  return (
    <HeaderFrame variant="region-overview" title={title} intro={intro} image={image}>
      <form className="an-searchbar an-pagehead__search" method="get" action="/regios" role="search" aria-label={t.regionSearchForm}>
        <label className="an-searchbar__label" htmlFor="kop-regio-zoekterm">
          {t.regionSearchLabel}
        </label>
        <div className="an-searchbar__row">
          <input className="an-input" id="kop-regio-zoekterm" name="zoekterm" type="search" defaultValue={query} autoComplete="postal-code" />
          <button className="an-button" type="submit">
            {t.regionSearchButton}
          </button>
        </div>
      </form>
    </HeaderFrame>
  );
}
