import { formatDate, isoDay } from '../../format/date';
import { nl } from '../../texts/nl';
import { HeaderFrame } from './HeaderParts';
import type { HeaderImage } from './types';

export interface NewsHeaderProps {
  title: string;
  /** Publication date (ISO). */
  published: string;
  intro?: string | null;
  image?: HeaderImage;
  category?: string | null;
}

/** The header of a news article: category and publication date above the title. */
export function NewsHeader({ title, published, intro, image, category }: NewsHeaderProps) {
  const before = (
    <p className="an-pagehead__meta">
      {category ? <span className="an-pagehead__label">{category}</span> : null}
      <span>
        {nl.headers.publishedOn} <time dateTime={isoDay(published)}>{formatDate(published)}</time>
      </span>
    </p>
  );
  return <HeaderFrame variant="news" title={title} intro={intro} image={image} before={before} />;
}
