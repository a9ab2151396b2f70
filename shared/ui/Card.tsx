import type { ReactNode } from 'react';
import type { Image } from '../contract/common';
import { truncate } from '../format/truncate';
import { ResponsiveImage } from './ResponsiveImage';
import { SiteLink } from './SiteLink';
import { IMAGE_SIZES } from './image-sizes';
import { hy } from '../format/hyphenate';

export interface CardProps {
  title: string;
  url: string;
  /** Plain text; shortened at a word boundary. */
  text?: string;
  image?: Image | null;
  /** A small label above the title (a partner's tag). */
  label?: string | null;
  headingLevel?: 2 | 3;
  /** Path of the page the card is on (link rules). */
  currentPath?: string;
}

/** The length card texts are shortened to. */
export const CARD_TEXT_LENGTH = 160;

/**
 * The head every card shares: the small label, then the title as the link
 * whose area covers the whole card (`an-card__link`).
 */
export function CardHead({ label, title, url, headingLevel = 2, currentPath }: Pick<CardProps, 'label' | 'title' | 'url' | 'headingLevel' | 'currentPath'>) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {label ? <p className="an-card__label">{label}</p> : null}
      <Heading className="an-card__title">
        <SiteLink href={url} currentPath={currentPath} className="an-card__link">
          {hy(title)}
        </SiteLink>
      </Heading>
    </>
  );
}

/** A card: image, label, title as the link (the whole card is clickable), a short text. */
export function Card({ title, url, text, image, label, headingLevel = 2, currentPath }: CardProps) {
  return (
    <article className="an-card">
      {image ? (
        <div className="an-card__media">
          <ResponsiveImage image={{ ...image, alt: '' }} family="card" sizes={IMAGE_SIZES.cards} className="an-card__image" />
        </div>
      ) : null}
      <div className="an-card__body">
        <CardHead label={label} title={title} url={url} headingLevel={headingLevel} currentPath={currentPath} />
        {text ? <p className="an-card__text">{truncate(text, CARD_TEXT_LENGTH)}</p> : null}
      </div>
    </article>
  );
}

/** Cards in a grid: one column on phones, up to `columns` on wide screens. */
export function CardGrid({ columns = 3, children }: { columns?: 2 | 3; children: ReactNode }) {
  return <div className={`an-cards an-cards--${columns}`}>{children}</div>;
}
