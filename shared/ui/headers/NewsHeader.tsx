import { formatDate, isoDay } from '../../format/date';
import { nl } from '../../texts/nl';
import { SiteLink } from '../SiteLink';
import { HeaderFrame } from './HeaderParts';
import type { HeaderImage } from './types';

export interface NewsHeaderProps {
  title: string;
  /** Publication date (ISO). */
  published: string;
  intro?: string | null;
  image?: HeaderImage;
  category?: string | null;
  /** The region of a regional article, named and linked. */
  region?: { label: string; url: string } | null;
}

/** The header of a news article: category, region and publication date above the title. */
export function NewsHeader({ title, published, intro, image, category, region }: NewsHeaderProps) {
  const day = isoDay(published);
  const before = (
    <p className="an-pagehead__meta">
      {category ? <span className="an-pagehead__label">{category}</span> : null}
      {region ? (
        <SiteLink href={region.url} className="an-pagehead__region">
          {nl.news.region} {region.label}
        </SiteLink>
      ) : null}
      {day ? (
        <span>
          {nl.headers.publishedOn} <time dateTime={day}>{formatDate(published)}</time>
        </span>
      ) : null}
    </p>
  );
  return <HeaderFrame variant="news" title={title} intro={intro} image={image} before={before} />;
}
