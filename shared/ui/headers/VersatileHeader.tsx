import { ResponsiveImage } from '../ResponsiveImage';
import { RichText } from '../RichText';
import { HeaderActions } from './HeaderParts';
import { overlayColour, type HeaderImage, type HeaderLink } from './types';
import { hy } from '../../format/hyphenate';

export interface VersatileHeaderProps {
  title: string;
  /** A short line above the title (a campaign, a kind of gift). */
  eyebrow?: string | null;
  /** The overlay text: a message on the image, separate from the title. */
  overlayText?: string | null;
  overlayColor?: string | null;
  intro?: string | null;
  image?: HeaderImage;
  primary?: HeaderLink | null;
  secondary?: HeaderLink | null;
  currentPath?: string;
}

/**
 * The versatile header for campaign-like pages: a wide image with an optional
 * overlay message, and the title, introduction and actions in a coloured band.
 */
export function VersatileHeader({ title, eyebrow, overlayText, overlayColor, intro, image, primary, secondary, currentPath }: VersatileHeaderProps) {
  const colour = overlayColour(overlayColor);
  return (
    <header className={`an-hero an-hero--versatile an-hero--${colour}`}>
      {image ? (
        <div className="an-hero__media">
          <ResponsiveImage image={image} family="wide" slot="hero" priority className="an-hero__image" />
          {overlayText ? (
            <p className="an-hero__overlay">{overlayText}</p>
          ) : null}
        </div>
      ) : null}
      <div className="an-container an-hero__inner">
        <div className="an-hero__panel">
          {eyebrow ? <p className="an-hero__eyebrow">{eyebrow}</p> : null}
          <h1 className="an-hero__title">{hy(title)}</h1>
          {overlayText && !image ? <p className="an-hero__overlay-text">{overlayText}</p> : null}
          {intro ? <RichText html={intro} className="an-hero__intro" /> : null}
          <HeaderActions primary={primary} secondary={secondary} currentPath={currentPath} />
        </div>
      </div>
    </header>
  );
}
