import type { Image } from '../contract/common';
import { nl } from '../texts/nl';
import { ResponsiveImage } from '../ui/ResponsiveImage';

export interface EmbedProps {
  kind: 'video' | 'frame';
  /** Player or frame address (an allow-listed host, shared/embeds.ts). */
  src: string;
  /** Accessible name of the iframe. */
  title: string;
  /** Who serves it, as shown to the visitor: 'YouTube', 'www.riddle.com'. */
  provider: string;
  /** The no-JavaScript, no-consent way to see it: the content on its own site. */
  fallbackUrl: string;
  /** Frames: initial height in px (grows with the frame's height messages). */
  height?: number;
  /** Optional still from the CMS (never a thumbnail from the video host). */
  image?: Image | null;
}

/**
 * Embedded video or frame behind marketing consent. The server renders only a
 * placeholder (no request to the host). It is a plain island (no React in the
 * browser, client/islands/embed.ts): awake, it shows the button that gives
 * marketing consent, and puts the iframe in the placeholder's place as soon as
 * consent exists, here or anywhere on the page (CONSENT_EVENT).
 */
export default function Embed({ kind, provider, fallbackUrl, image }: EmbedProps) {
  const t = nl.blocks.embed;
  return (
    <div className={`an-embed an-embed--${kind} an-embed--placeholder`}>
      {image ? <ResponsiveImage image={image} family="wide" className="an-embed__still" /> : null}
      <div className="an-embed__notice">
        <p className="an-embed__title">{t.placeholderTitle(kind === 'video' ? t.video : t.frame)}</p>
        <p>
          {kind === 'video' ? t.videoOf(provider) : t.frameOf(provider)} {t.consentNeeded}
        </p>
        <p className="an-embed__actions">
          <button type="button" className="an-button" data-embed-consent="" hidden>
            {t.accept}
          </button>
          <a className="an-embed__fallback" href={fallbackUrl} target="_blank" rel="noopener noreferrer">
            {kind === 'video' ? t.watchOn(provider) : t.openFrame}
            <span className="an-visually-hidden"> {nl.blocks.newWindow}</span>
          </a>
        </p>
      </div>
    </div>
  );
}
