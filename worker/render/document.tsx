import type { ReactNode } from 'react';
import { HeadExtras, type HeadExtrasData } from './head-extras';
import type { AssetManifest } from './manifest';
import { CONSENT_ASK_CLASS, CONSENT_COOKIE } from '../../shared/consent';
import { href } from '../../shared/routes';

export interface HeadData {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string;
  extras?: HeadExtrasData;
}

/**
 * The loader script, on every page: it wakes the islands and runs the cookie
 * banner that every page carries (shared/ui/ConsentBanner.tsx). Not `async`:
 * React hoists an async script into the head, where it ran as soon as it
 * arrived, often before the body was parsed, and never woke the islands that
 * were not there yet. A module script without `async` stays at the end of the
 * body and runs once the whole document is parsed.
 */
function IslandLoader({ src, nonce }: { src: string; nonce: string }) {
  return <script type="module" src={src} nonce={nonce} />;
}

/** Styles for what only works with JavaScript key on this class (shared/styles/page-chrome.css). */
export const JS_CLASS_SCRIPT =
  "var d=document.documentElement;d.classList.add('an-js');" +
  `if(!/(^|;\\s*)${CONSENT_COOKIE}=[^;]/.test(document.cookie)&&location.pathname!=='${href('cookies')}')d.classList.add('${CONSENT_ASK_CLASS}')`;

/** What the head needs besides the CMS metatags. */
export interface HeadContext {
  assets: AssetManifest;
  nonce: string;
  /** Anti-forgery token for credentialed API calls (worker/security/csrf.ts). */
  csrfToken?: string;
}

/** The head from the CMS metatags. It depends on nothing the body renders, so it can be sent first. */
export function DocumentHead({ head, assets, nonce, csrfToken }: { head: HeadData } & HeadContext) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {/* Before the first paint, so what only works with JavaScript (.an-js-only) does not shift the layout when it appears. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: JS_CLASS_SCRIPT }} />
      <title>{head.title}</title>
      {head.description ? <meta name="description" content={head.description} /> : null}
      <meta name="robots" content={head.robots} />
      {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
      {csrfToken ? <meta name="csrf-token" content={csrfToken} /> : null}
      <link rel="stylesheet" href={assets.css} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {head.extras ? <HeadExtras title={head.title} description={head.description} data={head.extras} nonce={nonce} /> : null}
    </head>
  );
}

/** The body: the page, then the island loader. */
export function DocumentBody({ assets, nonce, children }: { assets: AssetManifest; nonce: string; children: ReactNode }) {
  return (
    <body>
      {children}
      <IslandLoader src={assets.loader} nonce={nonce} />
    </body>
  );
}

/** The whole HTML document. */
export function Document({ head, assets, nonce, csrfToken, children }: { head: HeadData; children: ReactNode } & HeadContext) {
  return (
    <html lang="nl">
      <DocumentHead head={head} assets={assets} nonce={nonce} csrfToken={csrfToken} />
      <DocumentBody assets={assets} nonce={nonce}>
        {children}
      </DocumentBody>
    </html>
  );
}
