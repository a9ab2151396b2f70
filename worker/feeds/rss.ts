/**
 * RSS 2.0 from a template, escaped for any text the CMS may hold. No feed
 * library: the ones on npm build on Node's streams (not in Workers) and a
 * feed is small. What makes it safe is here and tested with hostile titles
 * (rss.test.ts): every text is escaped for XML, and characters XML 1.0 does
 * not allow at all (control characters, lone surrogates, U+FFFE/FFFF) are
 * dropped, since no escape makes them valid.
 */

export interface FeedItem {
  title: string;
  /** Absolute address of the article. */
  link: string;
  /** ISO date. */
  published: string;
  /** Plain text. */
  description: string;
  category?: string | null;
}

export interface Feed {
  title: string;
  /** Absolute address of the page the feed belongs to (the news overview). */
  link: string;
  /** Absolute address of the feed itself. */
  self: string;
  description: string;
  items: readonly FeedItem[];
}

/** Everything XML 1.0 allows in a document: tab, newline, carriage return and the rest of Unicode but surrogates and U+FFFE/FFFF. */
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML character data or attribute value. */
export function xmlText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RSS dates are RFC 822 ('Wed, 25 Nov 2026 08:00:00 GMT'); null for an unreadable date. */
export function rfc822(iso: string): string | null {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? new Date(time).toUTCString() : null;
}

const element = (name: string, text: string | null | undefined) => (text ? `<${name}>${xmlText(text)}</${name}>` : '');

function itemXml(item: FeedItem): string {
  return [
    '<item>',
    element('title', item.title),
    element('link', item.link),
    `<guid isPermaLink="true">${xmlText(item.link)}</guid>`,
    element('pubDate', rfc822(item.published)),
    element('description', item.description),
    element('category', item.category),
    '</item>',
  ].join('');
}

/** The feed as an RSS 2.0 document; its last build date is that of the newest item. */
export function rss(feed: Feed): string {
  const newest = feed.items.map((item) => rfc822(item.published)).find((date) => date !== null) ?? null;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', feed.title),
    element('link', feed.link),
    element('description', feed.description),
    '<language>nl-nl</language>',
    `<atom:link href="${xmlText(feed.self)}" rel="self" type="application/rss+xml"/>`,
    element('lastBuildDate', newest),
    ...feed.items.map(itemXml),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
