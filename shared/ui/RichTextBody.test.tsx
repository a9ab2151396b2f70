import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fromPlainText, parseRichText } from '../format/rich-text';
import { RichTextBody } from './RichTextBody';

const html = (json: string) => renderToStaticMarkup(<RichTextBody doc={parseRichText(json)!} />);

describe('the rich-text renderer', () => {
  it('renders paragraphs and member links marked ugc, in a new tab', () => {
    const out = html(JSON.stringify(fromPlainText('Hallo <b>daar</b>\n\nZie www.example.org')));
    expect(out).toContain('<p><span>Hallo &lt;b&gt;daar&lt;/b&gt;</span></p>');
    expect(out).toContain('<a href="https://www.example.org" rel="nofollow ugc noopener noreferrer" target="_blank">www.example.org</a>');
  });

  it('shows an unsafe link as its text only', () => {
    const doc = { blocks: [{ key: 'a', text: 'klik', type: 'unstyled', entityRanges: [{ offset: 0, length: 4, key: 0 }] }], entityMap: { 0: { type: 'LINK', data: { url: 'javascript:alert(1)' } } } };
    const out = html(JSON.stringify(doc));
    expect(out).not.toContain('javascript');
    expect(out).toContain('klik');
  });

  it('groups list items into one list, styles included', () => {
    const doc = {
      blocks: [
        { key: 'a', text: 'een', type: 'unordered-list-item', inlineStyleRanges: [{ offset: 0, length: 3, style: 'BOLD' }] },
        { key: 'b', text: 'twee', type: 'unordered-list-item' },
      ],
      entityMap: {},
    };
    expect(html(JSON.stringify(doc))).toBe('<div class="an-richtext"><ul><li><span><strong>een</strong></span></li><li><span>twee</span></li></ul></div>');
  });
});
