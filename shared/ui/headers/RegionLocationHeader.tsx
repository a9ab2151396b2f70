import { nl } from '../../texts/nl';
import { HeaderFacts, HeaderFrame } from './HeaderParts';
import { addressLine, type HeaderImage, type SimpleAddress } from './types';

export interface RegionLocationHeaderProps {
  title: string;
  locationType?: string | null;
  /** Where, when there is a place name rather than an address. */
  place?: string | null;
  address?: SimpleAddress | null;
  intro?: string | null;
  image?: HeaderImage;
}

/** The header of a location in a region: its type above the title, its address below. */
export function RegionLocationHeader({ title, locationType, place, address, intro, image }: RegionLocationHeaderProps) {
  const before = locationType ? <p className="an-pagehead__meta"><span className="an-pagehead__label">{locationType}</span></p> : null;
  return (
    <HeaderFrame variant="region-location" title={title} intro={intro} image={image} before={before}>
      <HeaderFacts
        facts={[
          { label: nl.headers.location, value: place },
          { label: nl.headers.address, value: address ? addressLine(address) : null },
        ]}
      />
    </HeaderFrame>
  );
}
