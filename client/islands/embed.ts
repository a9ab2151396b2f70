/**
 * The behaviour of an embedded video or frame, as a plain island (no React:
 * a first visit to a page with a video or a quiz frame loads no more script
 * than any other). The server rendered the placeholder (shared/islands/Embed.tsx);
 * this shows its consent button and, once marketing consent exists, puts the
 * iframe in its place. A frame grows with the height messages of its host.
 */
import { currentConsent, onConsentChange, ONLY_NECESSARY, saveConsent } from '../../shared/consent';
import { frameHeightFrom } from '../../shared/embeds';
import type { EmbedProps } from '../../shared/islands/Embed';

function frameFor({ kind, src, title, height = 480 }: EmbedProps): HTMLElement {
  const box = document.createElement('div');
  box.className = `an-embed an-embed--${kind} is-loaded`;
  const frame = document.createElement('iframe');
  frame.className = 'an-embed__frame';
  frame.src = src;
  frame.title = title;
  frame.loading = 'lazy';
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  if (kind === 'video') {
    frame.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture';
    frame.allowFullscreen = true;
  } else {
    frame.height = String(height);
    // The listener exists before the iframe does (spec section 4, Iframe).
    const origin = new URL(src).origin;
    window.addEventListener('message', (event) => {
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      const next = frameHeightFrom(event.data);
      if (next !== null) frame.height = String(next);
    });
  }
  box.appendChild(frame);
  return box;
}

export default function enhance(el: HTMLElement, props: EmbedProps): void {
  const placeholder = el.querySelector<HTMLElement>('.an-embed--placeholder');
  if (!placeholder) return;
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    stop();
    placeholder.replaceWith(frameFor(props));
  };
  const stop = onConsentChange((consent) => consent.marketing && load());
  if (currentConsent()?.marketing === true) return load();
  const button = placeholder.querySelector<HTMLButtonElement>('[data-embed-consent]');
  if (!button) return;
  button.hidden = false;
  button.addEventListener('click', () => saveConsent({ ...(currentConsent() ?? ONLY_NECESSARY), marketing: true }));
}
