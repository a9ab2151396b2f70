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
 * Starts the island loader once the page has painted: the first contentful
 * paint (or, where the browser does not report paints, the load event). The
 * loader and the islands it wakes then never hold up the first paint on a
 * slow phone, nor share its bandwidth, and none of them enhances what the
 * visitor cannot see yet. It reads the loader's address from its own
 * `data-loader` and gives the module script its own nonce. At the end of the
 * body, so every island is parsed by the time the loader runs (an async script
 * in the head ran before the body was there and never woke the islands).
 */
export const LOADER_START_SCRIPT =
  '(function(c){var d=0;function go(){if(d++)return;var s=document.createElement("script");s.type="module";s.src=c.dataset.loader;s.nonce=c.nonce;document.body.appendChild(s)}' +
  'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:true})}catch(e){}' +
  'addEventListener("load",go)})(document.currentScript)';

/** The loader script, on every page: it wakes the islands and runs the cookie banner that every page carries (shared/ui/ConsentBanner.tsx). */
function IslandLoader({ src, nonce }: { src: string; nonce: string }) {
  return <script data-loader={src} nonce={nonce} dangerouslySetInnerHTML={{ __html: LOADER_START_SCRIPT }} />;
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
