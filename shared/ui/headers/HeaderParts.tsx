import type { ReactNode } from 'react';
import { ResponsiveImage } from '../ResponsiveImage';
import { RichText } from '../RichText';
import { SiteLink } from '../SiteLink';
import type { HeaderImage, HeaderLink } from './types';
import { IMAGE_SIZES } from '../image-sizes';
import { hy } from '../../format/hyphenate';

/** The primary button and secondary link of a header. */
export function HeaderActions({ primary, secondary, currentPath }: { primary?: HeaderLink | null; secondary?: HeaderLink | null; currentPath?: string }) {
  if (!primary && !secondary) return null;
  return (
    <p className="an-pagehead__actions">
      {primary ? (
        <SiteLink href={primary.url} currentPath={currentPath} className="an-button">
          {primary.title}
        </SiteLink>
      ) : null}
      {secondary ? (
        <SiteLink href={secondary.url} currentPath={currentPath} className="an-pagehead__secondary">
          {secondary.title}
        </SiteLink>
      ) : null}
    </p>
  );
}

/** A header image: the header crops, loaded first. */
export function HeaderMedia({ image }: { image: HeaderImage }) {
  if (!image) return null;
  return (
    <div className="an-pagehead__media">
      <ResponsiveImage image={image} family="header" sizes={IMAGE_SIZES.pageHead} priority className="an-pagehead__image" />
    </div>
  );
}

/** The common frame: text column (title, extra, intro, actions) and an optional image. */
export function HeaderFrame({
  variant,
  title,
  subtitle,
  intro,
  image,
  before,
  children,
}: {
  variant: string;
  title: string;
  /** Plain text under the title. */
  subtitle?: string | null;
  /** Introduction as sanitised HTML. */
  intro?: string | null;
  image?: HeaderImage;
  /** Above the title (a date, a kind label). */
  before?: ReactNode;
  /** Below the introduction (facts, forms, actions). */
  children?: ReactNode;
}) {
  return (
    <header className={`an-pagehead an-pagehead--${variant}${image ? ' an-pagehead--with-image' : ''}`}>
      <div className="an-container an-pagehead__inner">
        <div className="an-pagehead__text">
          {before}
          <h1 className="an-pagehead__title">{hy(title)}</h1>
          {subtitle ? <p className="an-pagehead__subtitle">{subtitle}</p> : null}
          {intro ? <RichText html={intro} className="an-pagehead__intro" /> : null}
          {children}
        </div>
        <HeaderMedia image={image} />
      </div>
    </header>
  );
}

/** A list of labelled facts (date, time, address) under a header title. */
export function HeaderFacts({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  const shown = facts.filter((f) => f.value !== null && f.value !== undefined && f.value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="an-facts">
      {shown.map((fact) => (
        <div className="an-facts__row" key={fact.label}>
          <dt className="an-facts__label">{fact.label}</dt>
          <dd className="an-facts__value">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
