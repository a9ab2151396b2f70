import { useEffect, useRef, useState } from 'react';
import type { Image } from '../contract/common';
import { currentConsent, onConsentChange, saveConsent, ONLY_NECESSARY } from '../consent';
import { frameHeightFrom } from '../embeds';
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
 * placeholder (no request to the host); after hydration the placeholder offers
 * a button that gives marketing consent, and the iframe replaces it as soon
 * as consent exists, here or anywhere on the page (CONSENT_EVENT).
 */
export default function Embed({ kind, src, title, provider, fallbackUrl, height = 480, image }: EmbedProps) {
  const [ready, setReady] = useState(false);
  const [allowed, setAllowed] = useState(false);
  const [frameHeight, setFrameHeight] = useState(height);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The message listener exists before the iframe does (spec section 4, Iframe).
  useEffect(() => {
    if (kind !== 'frame') return;
    const origin = new URL(src).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frameRef.current?.contentWindow) return;
      const next = frameHeightFrom(event.data);
      if (next !== null) setFrameHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [kind, src]);

  useEffect(() => {
    setReady(true);
    setAllowed(currentConsent()?.marketing === true);
    return onConsentChange((consent) => setAllowed(consent.marketing));
  }, []);

  if (allowed) {
    return (
      <div className={`an-embed an-embed--${kind} is-loaded`}>
        <iframe
          ref={frameRef}
          className="an-embed__frame"
          src={src}
          title={title}
          height={kind === 'frame' ? frameHeight : undefined}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow={kind === 'video' ? 'autoplay; encrypted-media; fullscreen; picture-in-picture' : undefined}
          allowFullScreen={kind === 'video'}
        />
      </div>
    );
  }

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
          <button
            type="button"
            className="an-button"
            hidden={!ready}
            onClick={() => saveConsent({ ...(currentConsent() ?? ONLY_NECESSARY), marketing: true })}
          >
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
