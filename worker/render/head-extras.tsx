import type { DataLayerEntry, PageEntry } from '../../shared/analytics';
import { PAGE_ENTRY_ID } from '../../shared/analytics';
import { serializeKept, serializeProps } from '../../shared/islands/types';
import { nl } from '../../shared/texts/nl';
import { useContext } from 'react';
import { PartMarkupContext } from '../../shared/ui/reused-part';
import { KEPT_AS, keptWithOwner } from './kept';

/** What a page adds to the head beyond title, description, robots and canonical. */
export interface HeadExtrasData {
  /** Previous and next page of a paged list. */
  prev?: string | null;
  next?: string | null;
  /** News feeds of the page (RSS 2.0), absolute addresses. */
  feeds?: { title: string; href: string }[];
  /** Open Graph; null for pages that are not meant to be shared (errors). */
  og?: { type: 'website' | 'article'; url: string; image: string | null } | null;
  /** schema.org objects, each in its own JSON-LD script. */
  jsonLd?: object[];
  /** Injected CMS CSS, already sanitised. */
  css?: string;
  /** The analytics tracking entry of the page. */
  pageEntry?: PageEntry | null;
  /** The page's own analytics events. */
  events?: DataLayerEntry[];
}

/**
 * Head elements for findability and the page's data: prev/next hints, Open
 * Graph, JSON-LD (with the CSP nonce), injected CSS (with the nonce) and the
 * tracking entry (a JSON data block, never executed).
 */
export function HeadExtras({ title, description, data, nonce }: { title: string; description: string | null; data: HeadExtrasData; nonce: string }) {
  const { prev, next, feeds = [], og, jsonLd = [], css, pageEntry, events = [] } = data;
  // One element for the data layer: the entry alone, or a list of the entry and the page's events.
  const dataLayer = events.length > 0 ? [...(pageEntry ? [pageEntry] : []), ...events] : pageEntry;
  const parts = useContext(PartMarkupContext);
  // A frozen item was made by headFor with loadedOnce (deep-frozen, kept with a held answer: a vacancy's JobPosting
  // with its whole text): serialised once, and in a page render sent as the bytes kept with it (worker/render/parts.tsx).
  const ldJson = (item: object) => {
    if (!Object.isFrozen(item)) return serializeProps(item);
    const json = serializeKept(item, true);
    return parts?.piece ? parts.piece(keptWithOwner(item, KEPT_AS.json, 'json-ld', () => json)) : json;
  };
  return (
    <>
      {prev ? <link rel="prev" href={prev} /> : null}
      {next ? <link rel="next" href={next} /> : null}
      {feeds.map((feed) => (
        <link key={feed.href} rel="alternate" type="application/rss+xml" title={feed.title} href={feed.href} />
      ))}
      {og ? (
        <>
          <meta property="og:type" content={og.type} />
          <meta property="og:title" content={title} />
          {description ? <meta property="og:description" content={description} /> : null}
          <meta property="og:url" content={og.url} />
          <meta property="og:site_name" content={nl.site.name} />
          <meta property="og:locale" content="nl_NL" />
          {og.image ? <meta property="og:image" content={og.image} /> : null}
          <meta name="twitter:card" content={og.image ? 'summary_large_image' : 'summary'} />
        </>
      ) : null}
      {jsonLd.map((item, index) => (
        <script key={index} type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: ldJson(item) }} />
      ))}
      {css ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} /> : null}
      {dataLayer ? <script type="application/json" id={PAGE_ENTRY_ID} dangerouslySetInnerHTML={{ __html: serializeProps(dataLayer) }} /> : null}
    </>
  );
}
