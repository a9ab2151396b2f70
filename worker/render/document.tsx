import { useContext, type ReactNode } from 'react';
import { IslandRendererContext } from '../../shared/islands/Island';
import { HeadExtras, type HeadExtrasData } from './head-extras';
import type { AssetManifest } from './manifest';
import type { IslandCollector } from './islands';

export interface HeadData {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string;
  extras?: HeadExtrasData;
}

/** The loader script, emitted only when the page rendered at least one island. */
function IslandLoader({ src, nonce }: { src: string; nonce: string }) {
  const renderer = useContext(IslandRendererContext) as IslandCollector | null;
  if (!renderer || renderer.count === 0) return null;
  return <script type="module" src={src} nonce={nonce} async />;
}

/** The HTML document: head from the CMS metatags, then the page. */
export function Document({
  head,
  assets,
  nonce,
  csrfToken,
  children,
}: {
  head: HeadData;
  assets: AssetManifest;
  nonce: string;
  /** Anti-forgery token for credentialed API calls (worker/security/csrf.ts). */
  csrfToken?: string;
  children: ReactNode;
}) {
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        {head.description ? <meta name="description" content={head.description} /> : null}
        <meta name="robots" content={head.robots} />
        {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
        {csrfToken ? <meta name="csrf-token" content={csrfToken} /> : null}
        <link rel="stylesheet" href={assets.css} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {head.extras ? <HeadExtras title={head.title} description={head.description} data={head.extras} nonce={nonce} /> : null}
      </head>
      <body>
        {children}
        <IslandLoader src={assets.loader} nonce={nonce} />
      </body>
    </html>
  );
}
