import type { Image } from '../contract/common';
import { formatDate, isoDay } from '../format/date';
import { truncate } from '../format/truncate';
import { nl } from '../texts/nl';
import { CARD_TEXT_LENGTH } from './Card';
import { ResponsiveImage } from './ResponsiveImage';
import { SiteLink } from './SiteLink';
import { IMAGE_SIZES } from './image-sizes';
import { hy } from '../format/hyphenate';

/** The crops of a news card (spec section 3, news item: 380x235, 760x470, 1520x940). */
export const NEWS_CROP_WIDTHS = [380, 760, 1520] as const;

export interface NewsCardProps {
  title: string;
  url: string;
  /** Publication date (ISO). */
  date: string;
  image?: Image | null;
  /** Plain text; shortened at a word boundary. */
  intro?: string;
  /** Above the title: the category, or 'Regionaal nieuws'. */
  label?: string | null;
  /** The parent-page button of a regional news card: the region's page. */
  parent?: { label: string; url: string } | null;
  headingLevel?: 2 | 3;
  /** Extra classes on the card (the home page marks the cards phones do not show). */
  className?: string;
  currentPath?: string;
}

/** Only the news crops of a header image; the other renditions are not meant for cards. */
function newsCrops(image: Image): Image {
  const crops = image.crops.filter((c) => c.family === 'card' && (NEWS_CROP_WIDTHS as readonly number[]).includes(c.width));
  return { ...image, alt: '', crops: crops.length > 0 ? crops : image.crops };
}

/**
 * A news card (spec section 2, card types news and regional news): image,
 * label, title, date in words with a machine date, introduction, and 'Lees het
 * bericht' as the link that covers the card. A regional card also carries a
 * button to its region's page, above that link. A list item: put it in a list.
 */
export function NewsCard({ title, url, date, image, intro, label, parent, headingLevel = 3, className, currentPath }: NewsCardProps) {
  const t = nl.news;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const day = isoDay(date);
  return (
    <li className={`an-card an-news-card${className ? ` ${className}` : ''}`}>
      {image ? <ResponsiveImage image={newsCrops(image)} family="card" sizes={IMAGE_SIZES.cards} className="an-card__image" /> : null}
      <div className="an-card__body">
        {label ? <p className="an-news-card__label">{label}</p> : null}
        <Heading className="an-card__title">{hy(title)}</Heading>
        {day ? (
          <p className="an-news-card__date">
            <span className="an-visually-hidden">{t.published} </span>
            <time dateTime={day}>{formatDate(date)}</time>
          </p>
        ) : null}
        {intro ? <p className="an-card__text">{truncate(intro, CARD_TEXT_LENGTH)}</p> : null}
        <SiteLink href={url} currentPath={currentPath} className="an-news-card__link">
          {t.readMessage}
          <span className="an-visually-hidden">: {title}</span>
        </SiteLink>
        {parent ? (
          <SiteLink href={parent.url} currentPath={currentPath} className="an-button an-button--secondary an-news-card__parent">
            {t.toRegion(parent.label)}
          </SiteLink>
        ) : null}
      </div>
    </li>
  );
}
