import { href } from '../../routes';
import { nl } from '../../texts/nl';
import { SearchForm } from '../SearchForm/SearchForm';
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
      <SearchForm
        variant="header"
        action={href('regions')}
        id="kop-regio-zoekterm"
        formLabel={t.regionSearchForm}
        label={t.regionSearchLabel}
        buttonText={t.regionSearchButton}
        value={query}
        autoComplete="postal-code"
      />
    </HeaderFrame>
  );
}
