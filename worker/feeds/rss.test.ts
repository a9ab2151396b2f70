import { describe, expect, it } from 'vitest';
import { parseXml } from '../../tests/worker/xml';
import { rfc822, rss, xmlText, type FeedItem } from './rss';

const HOSTILE = [
  'Tom & Jerry <script>alert(1)</script>',
  '"Ik ben nog steeds dezelfde man" — \'t is goed',
  'Café 😀 ☕️ Zoë',
  ']]> <![CDATA[ x ]]>',
  'Control\u0000\u0001\u0008\u000b\u000c\u001f characters',
  'Lone surrogate \ud800 and \udfff and U+FFFE \ufffe',
  '&amp; &lt; &#x1F600; &nbsp;',
  '</title></item></channel></rss><rss>',
];

const item = (title: string, n = 0): FeedItem => ({
  title,
  link: `https://www.example.org/nieuws/bericht-${n}?a=1&b=<2>`,
  published: `2026-11-${String(20 - n).padStart(2, '0')}T09:00:00Z`,
  description: `${title} — inleiding`,
  category: title,
});

describe('RSS feeds', () => {
  it('stay well-formed XML whatever the titles hold, keeping the text the visitor should read', () => {
    const xml = rss({
      title: HOSTILE[0]!,
      link: 'https://www.example.org/nieuws',
      self: 'https://www.example.org/nieuws/feed.xml?x=1&y="2"',
      description: HOSTILE[1]!,
      items: HOSTILE.map(item),
    });
    const parsed = parseXml(xml);
    const titles = parsed.get('title')!;
    expect(titles[0]).toBe('Tom & Jerry <script>alert(1)</script>');
    expect(titles.slice(1)).toEqual([
      'Tom & Jerry <script>alert(1)</script>',
      '"Ik ben nog steeds dezelfde man" — \'t is goed',
      'Café 😀 ☕️ Zoë',
      ']]> <![CDATA[ x ]]>',
      'Control characters',
      'Lone surrogate  and  and U+FFFE ',
      '&amp; &lt; &#x1F600; &nbsp;',
      '</title></item></channel></rss><rss>',
    ]);
    expect(parsed.get('item')).toHaveLength(HOSTILE.length);
    expect(parsed.get('link')![1]).toBe('https://www.example.org/nieuws/bericht-0?a=1&b=<2>');
    expect(xml).not.toContain('<script>');
  });

  it('give every item a permanent guid, an RFC 822 date and its category, and the channel the newest date', () => {
    const xml = rss({ title: 'Nieuws', link: 'https://x.test/nieuws', self: 'https://x.test/nieuws/feed.xml', description: 'd', items: [item('Nieuw', 0), item('Ouder', 5)] });
    const parsed = parseXml(xml);
    expect(parsed.get('guid')).toEqual(['https://www.example.org/nieuws/bericht-0?a=1&b=<2>', 'https://www.example.org/nieuws/bericht-5?a=1&b=<2>']);
    expect(parsed.get('pubDate')).toEqual(['Fri, 20 Nov 2026 09:00:00 GMT', 'Sun, 15 Nov 2026 09:00:00 GMT']);
    expect(parsed.get('lastBuildDate')).toEqual(['Fri, 20 Nov 2026 09:00:00 GMT']);
    expect(parsed.get('category')).toEqual(['Nieuw', 'Ouder']);
    expect(parsed.get('language')).toEqual(['nl-nl']);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
  });

  it('are valid with no items and leave out an unreadable date', () => {
    const xml = rss({ title: 'Leeg', link: 'https://x.test/', self: 'https://x.test/feed.xml', description: 'd', items: [{ ...item('x'), published: 'gisteren' }] });
    const parsed = parseXml(xml);
    expect(parsed.get('pubDate')).toBeUndefined();
    expect(parsed.get('lastBuildDate')).toBeUndefined();
    expect(() => parseXml(rss({ title: 'Leeg', link: 'https://x.test/', self: 'https://x.test/feed.xml', description: 'd', items: [] }))).not.toThrow();
  });

  it('escape the five XML specials and drop what XML cannot hold', () => {
    expect(xmlText(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(xmlText('a\u0000b\ud83d')).toBe('ab');
    expect(xmlText('😀')).toBe('😀');
    expect(rfc822('nope')).toBeNull();
  });

  it('are checked by a parser that refuses broken XML (so the tests above can fail)', () => {
    expect(() => parseXml('<rss><title>a & b</title></rss>')).toThrow();
    expect(() => parseXml('<rss><title>a\u0001</title></rss>')).toThrow();
    expect(() => parseXml('<rss><title>a</rss>')).toThrow();
  });
});
