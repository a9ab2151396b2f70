import type { ReactElement } from 'react';
import { nl } from '../texts/nl';
import { linkInfo } from '../links';

type Network = keyof typeof nl.pageChrome.socials;

/** The charity's profiles (fictional handles of this demo brand). */
export const SOCIAL_PROFILES: { network: Network; url: string }[] = [
  { network: 'x', url: 'https://x.com/dementiezorgnederland' },
  { network: 'facebook', url: 'https://www.facebook.com/dementiezorgnederland' },
  { network: 'linkedin', url: 'https://www.linkedin.com/company/dementiezorgnederland' },
  { network: 'youtube', url: 'https://www.youtube.com/@dementiezorgnederland' },
  { network: 'instagram', url: 'https://www.instagram.com/dementiezorgnederland' },
];

/** Simple glyphs drawn for this site, one per network. */
const GLYPHS: Record<Network, ReactElement> = {
  x: <path d="M6 5l12 14M18 5L6 19" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" fill="none" />,
  facebook: <path d="M14 20v-7h2.5l.5-3h-3V8.5c0-.9.3-1.5 1.6-1.5H17V4.3a20 20 0 0 0-2.4-.1C12.2 4.2 11 5.6 11 8v2H8.5v3H11v7z" fill="currentColor" />,
  linkedin: (
    <g fill="currentColor">
      <rect x="4" y="9" width="3.2" height="11" />
      <circle cx="5.6" cy="5.6" r="1.9" />
      <path d="M10 9h3v1.6c.6-1 1.8-1.9 3.6-1.9 3 0 3.4 2 3.4 4.5V20h-3.2v-6c0-1.3-.1-2.6-1.7-2.6s-1.9 1.2-1.9 2.5V20H10z" />
    </g>
  ),
  youtube: (
    <g>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="currentColor" />
      <path d="M10 9v6l5-3z" fill="var(--an-purple-dark)" />
    </g>
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="4" y="4" width="16" height="16" rx="5" />
      <circle cx="12" cy="12" r="3.6" />
      <circle cx="17" cy="7" r="0.6" fill="currentColor" />
    </g>
  ),
};

/** Links to the charity's social media: X, Facebook, LinkedIn, YouTube, Instagram. */
export function Socials() {
  const t = nl.pageChrome;
  return (
    <section className="an-socials" aria-labelledby="footer-volg-ons">
      <h2 className="an-footer__heading" id="footer-volg-ons">
        {t.socialsTitle}
      </h2>
      <ul className="an-socials__list">
        {SOCIAL_PROFILES.map(({ network, url }) => (
          <li key={network}>
            <a className="an-socials__link" href={url} {...linkInfo(url, '/').attrs}>
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {GLYPHS[network]}
              </svg>
              <span className="an-visually-hidden">
                {t.socials[network]} {nl.pageTools.newWindow}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
