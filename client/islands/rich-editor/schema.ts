/**
 * The editor's ProseMirror schema: exactly what the spec's rich text can
 * hold (shared/format/rich-text.ts) and no more: paragraphs, two heading
 * levels, a quote, bulleted and numbered lists of one level, an image block
 * from the site's own storage, line breaks; bold, italic, underline, the
 * blue colour and links (url, title, target). The modes (blog, full) differ
 * only in which commands the toolbar and the keys offer; a paste is parsed
 * through this schema, so anything else is dropped as it comes in.
 */
import { Schema, type DOMOutputSpec } from 'prosemirror-model';
import { isOwnPicture } from '../../../shared/format/blob-images';
import { isSafeUrl } from '../../../shared/safe-url';

const p: DOMOutputSpec = ['p', 0];

export const schema = new Schema({
  nodes: {
    doc: { content: 'block+' },
    paragraph: { group: 'block', content: 'inline*', parseDOM: [{ tag: 'p' }, { tag: 'div' }], toDOM: () => p },
    heading: {
      group: 'block',
      content: 'inline*',
      attrs: { level: { default: 2 } },
      defining: true,
      parseDOM: [
        { tag: 'h1', attrs: { level: 2 } },
        { tag: 'h2', attrs: { level: 2 } },
        { tag: 'h3', attrs: { level: 3 } },
        { tag: 'h4', attrs: { level: 3 } },
      ],
      toDOM: (node) => [`h${node.attrs.level === 3 ? 3 : 2}`, 0],
    },
    blockquote: { group: 'block', content: 'inline*', defining: true, parseDOM: [{ tag: 'blockquote' }], toDOM: () => ['blockquote', 0] },
    bullet_list: { group: 'block', content: 'list_item+', parseDOM: [{ tag: 'ul' }], toDOM: () => ['ul', 0] },
    ordered_list: { group: 'block', content: 'list_item+', parseDOM: [{ tag: 'ol' }], toDOM: () => ['ol', 0] },
    // One paragraph per item: the spec's lists have one level.
    list_item: { content: 'paragraph', defining: true, parseDOM: [{ tag: 'li' }], toDOM: () => ['li', 0] },
    image: {
      group: 'block',
      atom: true,
      draggable: false,
      selectable: true,
      attrs: { src: {}, alt: { default: '' }, width: { default: null }, height: { default: null } },
      parseDOM: [
        {
          tag: 'img[src]',
          getAttrs: (dom) => {
            const src = (dom as HTMLElement).getAttribute('src') ?? '';
            // Only pictures of the site's own storage: a pasted image from elsewhere is left out.
            return isOwnPicture(src) ? { src, alt: (dom as HTMLElement).getAttribute('alt') ?? '' } : false;
          },
        },
      ],
      toDOM: (node) => ['img', { src: node.attrs.src as string, alt: node.attrs.alt as string, class: 'an-rich__image' }],
    },
    text: { group: 'inline' },
    hard_break: { inline: true, group: 'inline', selectable: false, parseDOM: [{ tag: 'br' }], toDOM: () => ['br'] },
  },
  marks: {
    link: {
      attrs: { href: {}, title: { default: null }, target: { default: '_blank' } },
      inclusive: false,
      parseDOM: [
        {
          tag: 'a[href]',
          getAttrs: (dom) => {
            const href = (dom as HTMLElement).getAttribute('href') ?? '';
            return isSafeUrl(href) ? { href, title: (dom as HTMLElement).getAttribute('title') } : false;
          },
        },
      ],
      toDOM: (mark) => ['a', { href: mark.attrs.href as string, title: (mark.attrs.title as string | null) ?? undefined, rel: 'noopener noreferrer' }, 0],
    },
    strong: { parseDOM: [{ tag: 'strong' }, { tag: 'b' }], toDOM: () => ['strong', 0] },
    em: { parseDOM: [{ tag: 'em' }, { tag: 'i' }], toDOM: () => ['em', 0] },
    underline: { parseDOM: [{ tag: 'u' }], toDOM: () => ['u', 0] },
    blue: { toDOM: () => ['span', { class: 'an-rich__blue' }, 0], parseDOM: [{ tag: 'span.an-rich__blue' }] },
  },
});
