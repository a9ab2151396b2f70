/**
 * The textarea's written convention for rich text (issue 38: what a member
 * writes without JavaScript becomes the same JSON the editor writes):
 *
 *   a blank line          starts a new paragraph (a single line break stays one)
 *   - at a line's start   a bulleted list item;  1. a numbered one
 *   **words**             bold
 *   [words](address)      a link with its own text; a bare web address is a link too
 *   ## / ###              a heading;  > a quote;  ![text](/blobstorage/...) an image line
 *
 * Bold, lists and links (the blog mode) go both ways without loss; italic,
 * underline and colour have no written form and are lost when a text is saved
 * from the textarea (the edit screen says so). toPlainText is something else:
 * the words only, for search and descriptions; toReadableText is a text
 * for a plain-text mail (list items marked, link addresses written out).
 */
import type { BlockType, RichBlock, RichEntity, RichText } from './rich-text';

/**
 * A web address as people type one: with http(s):// or starting with www.
 * Trailing punctuation that ends a sentence is not part of it.
 */
const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)'’"]+$/;

/** The web addresses in a text, with where each starts (UTF-16 offsets, as Draft.js counts). */
export function webAddresses(text: string): { offset: number; text: string; url: string }[] {
  const found: { offset: number; text: string; url: string }[] = [];
  for (const m of text.matchAll(WEB_ADDRESS)) {
    const raw = m[0].replace(TRAILING, '');
    if (raw.length < 5) continue;
    found.push({ offset: m.index, text: raw, url: /^www\./i.test(raw) ? `https://${raw}` : raw });
  }
  return found;
}

/** Paragraphs of a textarea: blank lines separate them; single line breaks stay inside. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.replace(/[ \t]+$/gm, '').trim())
    .filter((p) => p.length > 0);
}

/** Plain text written where no convention was offered (a visitor's question): its paragraphs, every character as typed. */
export function literalText(text: string): RichText {
  return { blocks: paragraphsOf(text).map((p, i) => ({ key: `l${i}`, text: p, type: 'unstyled', depth: 0, inlineStyleRanges: [], entityRanges: [], data: {} })), entityMap: {} };
}

type Builder = { entityMap: Record<string, RichEntity>; next: number };

/** One line's inline markup (bold, [text](url), bare addresses) as text with style and entity ranges. */
function inline(source: string, b: Builder): Pick<RichBlock, 'text' | 'inlineStyleRanges' | 'entityRanges'> {
  let text = '';
  const inlineStyleRanges: RichBlock['inlineStyleRanges'] = [];
  const entityRanges: RichBlock['entityRanges'] = [];
  const link = (offset: number, length: number, url: string) => {
    const key = b.next++;
    b.entityMap[String(key)] = { type: 'LINK', mutability: 'MUTABLE', data: { url, targetOption: '_blank' } };
    entityRanges.push({ offset, length, key });
  };
  const plain = (part: string) => {
    for (const a of webAddresses(part)) link(text.length + a.offset, a.text.length, a.url);
    text += part;
  };
  const MARKUP = /\*\*(?=\S)([^\n]*?\S)\*\*|\[([^\]\n]+)\]\(((?:https?:\/\/|www\.|mailto:|\/)[^\s)]*)\)/g;
  let at = 0;
  for (const m of source.matchAll(MARKUP)) {
    plain(source.slice(at, m.index));
    at = m.index + m[0].length;
    if (m[1] !== undefined) {
      const start = text.length;
      plain(m[1]);
      inlineStyleRanges.push({ offset: start, length: text.length - start, style: 'BOLD' });
    } else {
      const url = /^www\./i.test(m[3]!) ? `https://${m[3]}` : m[3]!;
      link(text.length, m[2]!.length, url);
      text += m[2];
    }
  }
  plain(source.slice(at));
  return { text, inlineStyleRanges, entityRanges };
}

const LINE_KINDS: [RegExp, BlockType][] = [
  [/^[-*•] +/, 'unordered-list-item'],
  [/^\d{1,3}[.)] +/, 'ordered-list-item'],
  [/^### +/, 'header-three'],
  [/^## +/, 'header-two'],
  [/^> ?/, 'blockquote'],
];
const IMAGE_LINE = /^!\[([^\]\n]*)\]\((\/blobstorage\/[^\s)]+)\)$/;

/** Plain text from a textarea as rich text, by the convention above. */
export function fromPlainText(text: string): RichText {
  const b: Builder = { entityMap: {}, next: 0 };
  const blocks: RichBlock[] = [];
  const push = (type: BlockType, source: string) => {
    blocks.push({ key: `b${blocks.length.toString(36)}`, type, depth: 0, data: {}, ...inline(source, b) });
  };
  for (const paragraph of paragraphsOf(text)) {
    let lines: string[] = [];
    const flush = () => {
      if (lines.length > 0) push('unstyled', lines.join('\n'));
      lines = [];
    };
    for (const line of paragraph.split('\n')) {
      const image = IMAGE_LINE.exec(line.trim());
      if (image) {
        flush();
        const key = b.next++;
        b.entityMap[String(key)] = { type: 'IMAGE', mutability: 'IMMUTABLE', data: { src: image[2]!, ...(image[1] ? { alt: image[1] } : {}) } };
        blocks.push({ key: `b${blocks.length.toString(36)}`, type: 'atomic', depth: 0, data: {}, text: ' ', inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 1, key }] });
        continue;
      }
      const kind = LINE_KINDS.find(([pattern]) => pattern.test(line));
      const rest = kind ? line.replace(kind[0], '').trim() : '';
      if (kind && rest) {
        flush();
        push(kind[1], rest);
      } else lines.push(line);
    }
    flush();
  }
  return { blocks, entityMap: b.entityMap };
}

const PREFIX: Partial<Record<BlockType, string>> = { 'unordered-list-item': '- ', 'header-two': '## ', 'header-three': '### ', blockquote: '> ' };
const LIST: ReadonlySet<BlockType> = new Set(['unordered-list-item', 'ordered-list-item']);

/** A block's text with its bold as **…** and its links as [text](url) (a bare address stays bare). */
function markedText(block: RichBlock, doc: RichText): string {
  const { text } = block;
  const marks = new Map<number, string[]>();
  const mark = (at: number, value: string, first = false) => marks.set(at, first ? [value, ...(marks.get(at) ?? [])] : [...(marks.get(at) ?? []), value]);
  for (const r of block.entityRanges) {
    const entity = doc.entityMap[String(r.key)];
    if (entity?.type !== 'LINK') continue;
    const shown = text.slice(r.offset, r.offset + r.length);
    if (entity.data.url === shown || entity.data.url === `https://${shown}`) continue;
    mark(r.offset, '[');
    mark(r.offset + r.length, `](${entity.data.url})`, true);
  }
  for (const r of block.inlineStyleRanges) {
    if (r.style !== 'BOLD') continue;
    mark(r.offset, '**');
    mark(r.offset + r.length, '**', true);
  }
  let out = '';
  for (let i = 0; i <= text.length; i++) {
    out += (marks.get(i) ?? []).join('');
    if (i < text.length) out += text[i];
  }
  return out;
}

/** Rich text as the textarea shows it for editing (the convention above): fromPlainText(toConvention(doc)) gives the doc back for the blog mode. */
export function toConvention(doc: RichText): string {
  let out = '';
  let number = 0;
  doc.blocks.forEach((block, i) => {
    const previous = doc.blocks[i - 1];
    if (i > 0) out += LIST.has(block.type) && previous?.type === block.type ? '\n' : '\n\n';
    number = block.type === 'ordered-list-item' && previous?.type === 'ordered-list-item' ? number + 1 : 1;
    if (block.type === 'atomic') {
      const entity = doc.entityMap[String(block.entityRanges[0]?.key)];
      if (entity?.type === 'IMAGE') out += `![${entity.data.alt ?? ''}](${entity.data.src})`;
      return;
    }
    out += (block.type === 'ordered-list-item' ? `${number}. ` : (PREFIX[block.type] ?? '')) + markedText(block, doc);
  });
  return out;
}

/** Rich text as words only (search, descriptions): blocks separated by a blank line, list items by a line break. */
export function toPlainText(doc: RichText): string {
  let out = '';
  doc.blocks.forEach((block, i) => {
    if (block.type === 'atomic') return;
    const previous = doc.blocks[i - 1];
    if (out) out += LIST.has(block.type) && previous?.type === block.type ? '\n' : '\n\n';
    out += block.text;
  });
  return out;
}

/** A link's address as a reader types it: without mailto: or tel:. */
const written = (url: string): string => url.replace(/^(?:mailto|tel):/i, '');

/** A block's words with each link's address written out after its text (unless the text is the address). */
function withAddresses(block: RichBlock, doc: RichText): string {
  let out = '';
  let at = 0;
  for (const r of [...block.entityRanges].sort((a, b) => a.offset - b.offset)) {
    const entity = doc.entityMap[String(r.key)];
    if (entity?.type !== 'LINK' || r.offset < at) continue;
    const shown = block.text.slice(r.offset, r.offset + r.length);
    const address = written(entity.data.url);
    out += block.text.slice(at, r.offset + r.length);
    if (address !== shown && address !== `https://${shown}` && address !== `http://${shown}`) out += ` (${address})`;
    at = r.offset + r.length;
  }
  return out + block.text.slice(at);
}

/**
 * Rich text for a plain-text mail: paragraphs apart, list items as '- ' or
 * '1. ' lines, each link's address written out; no markup, no pictures.
 */
export function toReadableText(doc: RichText): string {
  let out = '';
  let number = 0;
  doc.blocks.forEach((block, i) => {
    if (block.type === 'atomic') return;
    const previous = doc.blocks[i - 1];
    if (out) out += LIST.has(block.type) && previous?.type === block.type ? '\n' : '\n\n';
    number = block.type === 'ordered-list-item' && previous?.type === 'ordered-list-item' ? number + 1 : 1;
    const prefix = block.type === 'ordered-list-item' ? `${number}. ` : block.type === 'unordered-list-item' ? '- ' : '';
    out += prefix + withAddresses(block, doc);
  });
  return out;
}
