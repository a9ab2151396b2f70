import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { RichTextBody } from './RichTextBody';
import { COLOR_BLUE, parseRichText, type RichText } from '../format/rich-text';
import { checkRichJson, limitToMode } from '../format/rich-text-schema';

const block = (text: string, extra: Record<string, unknown> = {}) => ({ key: 'k' + text.length, text, type: 'unstyled', depth: 0, inlineStyleRanges: [], entityRanges: [], data: {}, ...extra });
const linkDoc = (url: string) => ({ blocks: [block('klik hier', { entityRanges: [{ offset: 0, length: 9, key: 0 }] })], entityMap: { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url, title: 't', targetOption: '_blank' } } } });
const imageDoc = (src: string) => ({ blocks: [block(' ', { type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 0 }] })], entityMap: { 0: { type: 'IMAGE', mutability: 'IMMUTABLE', data: { src, alt: 'Een bos in de herfst' } } } });
const render = (doc: RichText) => renderToStaticMarkup(createElement(RichTextBody, { doc }));
/** What a stored body becomes on a page: parsed (dropping), then rendered. */
const page = (json: unknown) => {
  const doc = parseRichText(JSON.stringify(json));
  return doc ? render(doc) : '';
};

const DANGEROUS = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://example.org/1',
  'filesystem:https://example.org/x',
  'intent://x#Intent;end',
  '\u0000javascript:alert(1)',
];

describe('the rich-text schema against hostile input', () => {
  it.each(DANGEROUS)('refuses a link to %j on writing, and never renders it', (url) => {
    expect(checkRichJson(JSON.stringify(linkDoc(url)), 'blog')).toEqual({ ok: false, error: 'UnsafeLink' });
    const html = page(linkDoc(url));
    expect(html).toContain('klik hier');
    expect(html).not.toMatch(/href=/);
    expect(html.toLowerCase()).not.toMatch(/javascript|vbscript|data:/);
  });

  it.each(['https://example.org/a', 'http://example.org', 'mailto:hulp@example.org', 'tel:0800-5088', '/ervaringen-delen'])('takes a link to %j', (url) => {
    const checked = checkRichJson(JSON.stringify(linkDoc(url)), 'blog');
    expect(checked.ok).toBe(true);
    expect(page(linkDoc(url))).toContain(`href="${url}"`);
  });

  it.each(['EMBED', 'VIDEO', 'MENTION', 'SCRIPT', 'HTML', 'link', ''])('refuses an entity of type %j and drops it when stored', (type) => {
    const doc = { blocks: [block('tekst', { entityRanges: [{ offset: 0, length: 5, key: 0 }] })], entityMap: { 0: { type, data: { url: 'https://example.org', src: '/blobstorage/pictures/a.jpg' } } } };
    expect(checkRichJson(JSON.stringify(doc), 'full')).toMatchObject({ ok: false });
    expect(parseRichText(JSON.stringify(doc))!.entityMap).toEqual({});
    expect(page(doc)).toBe('<div class="an-richtext"><p><span>tekst</span></p></div>');
  });

  it.each([
    'https://evil.example/foto.jpg',
    '//evil.example/foto.jpg',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    '/files/foto.jpg',
    '/blobstorage/anders/foto.jpg',
    '/blobstorage/pictures/../geheim.jpg',
    '/blobstorage/pictures/foto.svg',
    '/blobstorage/pictures/foto.jpg?x=1',
  ])('refuses an image from %j and never renders it', (src) => {
    expect(checkRichJson(JSON.stringify(imageDoc(src)), 'full')).toMatchObject({ ok: false });
    expect(page(imageDoc(src))).not.toContain('<img');
  });

  it("takes and renders a picture of the site's own storage with its copies", () => {
    const src = '/blobstorage/pictures/herfstbos-a1.jpg';
    expect(checkRichJson(JSON.stringify(imageDoc(src)), 'full').ok).toBe(true);
    const html = page(imageDoc(src));
    expect(html).toContain('alt="Een bos in de herfst"');
    expect(html).toContain('/blobstorage/pictures-400w/herfstbos-a1_400w.jpg 400w');
    expect(html).toContain('/blobstorage/pictures-1160w/herfstbos-a1_1160w.jpg 1160w');
  });

  it('refuses an image outside an atomic block, and a second entity in one', () => {
    const inText = { blocks: [block('foto', { entityRanges: [{ offset: 0, length: 4, key: 0 }] })], entityMap: imageDoc('/blobstorage/pictures/a.jpg').entityMap };
    expect(checkRichJson(JSON.stringify(inText), 'full')).toEqual({ ok: false, error: 'BodyInvalid' });
  });

  it.each([
    ['ranges outside their block', { blocks: [block('kort', { inlineStyleRanges: [{ offset: 2, length: 10, style: 'BOLD' }] })], entityMap: {} }],
    ['an unknown style', { blocks: [block('kort', { inlineStyleRanges: [{ offset: 0, length: 2, style: 'color-rgb(255,0,0)' }] })], entityMap: {} }],
    ['an unknown block type', { blocks: [block('kort', { type: 'code-block' })], entityMap: {} }],
    ['a missing entity', { blocks: [block('kort', { entityRanges: [{ offset: 0, length: 2, key: 7 }] })], entityMap: {} }],
    ['no blocks', { entityMap: {} }],
    ['a negative offset', { blocks: [block('kort', { inlineStyleRanges: [{ offset: -1, length: 2, style: 'BOLD' }] })], entityMap: {} }],
  ])('refuses %s', (_, doc) => {
    expect(checkRichJson(JSON.stringify(doc), 'full')).toMatchObject({ ok: false });
  });

  it('drops a prototype key, polluting nothing', () => {
    const json = '{"blocks":[],"entityMap":{"__proto__":{"type":"LINK","data":{"url":"https://x.nl"}}}}';
    const checked = checkRichJson(json, 'full');
    expect(checked.ok && Object.keys(checked.doc.entityMap)).toEqual([]);
    expect(Object.getPrototypeOf(parseRichText(json)!.entityMap)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).type).toBeUndefined();
  });

  it.each(['', 'niet json', 'null', '[]', '{"blocks":"x"}'])('refuses %j without throwing', (json) => {
    expect(checkRichJson(json, 'blog')).toMatchObject({ ok: false });
  });

  it('refuses a 1 MB body on writing, and renders a stored one without failing', () => {
    const text = 'Woorden die maar doorgaan. '.repeat(40_000);
    const big = { blocks: [block(text)], entityMap: {} };
    expect(JSON.stringify(big).length).toBeGreaterThan(1_000_000);
    expect(checkRichJson(JSON.stringify(big), 'full')).toEqual({ ok: false, error: 'BodyTooLong' });
    expect(page(big).length).toBeGreaterThan(1_000_000);
  });

  it('renders nested and overlapping marks as nested elements, escaping every character', () => {
    const doc = {
      blocks: [
        block('<b>vet</b> & "schuin" onderstreept', {
          inlineStyleRanges: [
            { offset: 0, length: 20, style: 'BOLD' },
            { offset: 5, length: 15, style: 'ITALIC' },
            { offset: 11, length: 22, style: 'UNDERLINE' },
            { offset: 0, length: 33, style: COLOR_BLUE },
          ],
          entityRanges: [{ offset: 13, length: 8, key: 0 }],
        }),
      ],
      entityMap: { 0: { type: 'LINK', data: { url: 'https://example.org/"><script>', title: '" onmouseover="x' } } },
    };
    expect(checkRichJson(JSON.stringify(doc), 'full').ok).toBe(true);
    const html = page(doc);
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;b&gt;');
    expect(html).toContain('title="&quot; onmouseover=&quot;x"');
    expect(html).toMatch(/<span class="an-richtext__blue"><u><em><strong>/);
  });
});

describe('the editor modes', () => {
  const rich = {
    blocks: [
      block('Kop', { type: 'header-two' }),
      block('vet schuin blauw', { inlineStyleRanges: [{ offset: 0, length: 3, style: 'BOLD' }, { offset: 4, length: 6, style: 'ITALIC' }, { offset: 11, length: 5, style: COLOR_BLUE }] }),
      block('punt', { type: 'unordered-list-item' }),
      block(' ', { type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 0 }] }),
    ],
    entityMap: imageDoc('/blobstorage/pictures/a.jpg').entityMap,
  };

  it('keeps only bold, lists and links in blog mode', () => {
    const checked = checkRichJson(JSON.stringify(rich), 'blog');
    expect(checked.ok).toBe(true);
    const doc = (checked as { doc: RichText }).doc;
    expect(doc.blocks.map((b) => b.type)).toEqual(['unstyled', 'unstyled', 'unordered-list-item']);
    expect(doc.blocks[1]!.inlineStyleRanges).toEqual([{ offset: 0, length: 3, style: 'BOLD' }]);
    expect(doc.entityMap).toEqual({});
  });

  it('keeps everything in full mode', () => {
    const checked = checkRichJson(JSON.stringify(rich), 'full');
    expect(checked.ok && checked.doc.blocks.map((b) => b.type)).toEqual(['header-two', 'unstyled', 'unordered-list-item', 'atomic']);
    expect(limitToMode((checked as { doc: RichText }).doc, 'full').blocks[1]!.inlineStyleRanges).toHaveLength(3);
  });
});
