import { ResponsiveImage } from '../ResponsiveImage';
import { RichText } from '../RichText';
import { HeaderActions } from './HeaderParts';
import { overlayColour, type HeaderImage, type HeaderLink } from './types';
import { hy } from '../../format/hyphenate';

export interface HomeHeaderProps {
  /** The overlay text, the home page's main heading. */
  title: string;
  intro?: string | null;
  image?: HeaderImage;
  overlayColor?: string | null;
  primary?: HeaderLink | null;
  secondary?: HeaderLink | null;
}

/** The home page header: a wide image with the message in a coloured panel over it. */
export function HomeHeader({ title, intro, image, overlayColor, primary, secondary }: HomeHeaderProps) {
  return (
    <header className={`an-hero an-hero--home an-hero--${overlayColour(overlayColor)}`}>
      {image ? (
        <div className="an-hero__media">
          <ResponsiveImage image={image} family="wide" slot="hero" priority className="an-hero__image" />
        </div>
      ) : null}
      <div className="an-container an-hero__inner">
        <div className="an-hero__panel">
          <h1 className="an-hero__title">{hy(title)}</h1>
          {intro ? <RichText html={intro} className="an-hero__intro" /> : null}
          <HeaderActions primary={primary} secondary={secondary} currentPath="/" />
        </div>
      </div>
    </header>
  );
}
