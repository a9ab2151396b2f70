/**
 * The community's rich text (spec section 3): a JSON string of blocks and
 * entities, the raw shape of a Draft.js editor state, so the rich-text editor
 * of a later issue reads and writes the very bodies stored today. Link
 * entities carry url, title and targetOption; image entities src. Every
 * community text is stored in this shape; a plain textarea's text is turned
 * into it (blank line = paragraph, a web address = a link), and back into
 * plain text for editing, mail and search.
 */

export type BlockType = 'unstyled' | 'unordered-list-item' | 'ordered-list-item' | 'header-two' | 'header-three' | 'blockquote';
export type InlineStyle = 'BOLD' | 'ITALIC' | 'UNDERLINE';

export interface RichBlock {
  key: string;
  text: string;
  type: BlockType;
  depth: number;
  inlineStyleRanges: { offset: number; length: number; style: InlineStyle }[];
  entityRanges: { offset: number; length: number; key: number }[];
  data: Record<string, never>;
}

export type RichEntity =
  | { type: 'LINK'; mutability: 'MUTABLE'; data: { url: string; title?: string; targetOption?: '_blank' | '_self' } }
  | { type: 'IMAGE'; mutability: 'IMMUTABLE'; data: { src: string } };

export interface RichText {
  blocks: RichBlock[];
  entityMap: Record<string, RichEntity>;
}

const BLOCK_TYPES: ReadonlySet<string> = new Set(['unstyled', 'unordered-list-item', 'ordered-list-item', 'header-two', 'header-three', 'blockquote']);
const STYLES: ReadonlySet<string> = new Set(['BOLD', 'ITALIC', 'UNDERLINE']);

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

/** Plain text from a textarea as rich text: one unstyled block per paragraph, each web address a link entity. */
export function fromPlainText(text: string): RichText {
  const entityMap: Record<string, RichEntity> = {};
  let next = 0;
  const blocks = paragraphsOf(text).map((paragraph, i): RichBlock => {
    const entityRanges = webAddresses(paragraph).map((link) => {
      const key = next++;
      entityMap[String(key)] = { type: 'LINK', mutability: 'MUTABLE', data: { url: link.url, targetOption: '_blank' } };
      return { offset: link.offset, length: link.text.length, key };
    });
    return { key: `b${i.toString(36)}`, text: paragraph, type: 'unstyled', depth: 0, inlineStyleRanges: [], entityRanges, data: {} };
  });
  return { blocks, entityMap };
}

/** Rich text as plain text: blocks separated by a blank line (what the textarea shows when editing). */
export function toPlainText(doc: RichText): string {
  return doc.blocks.map((b) => b.text).join('\n\n');
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRange = (v: unknown, max: number): v is { offset: number; length: number } =>
  isRecord(v) && Number.isInteger(v.offset) && Number.isInteger(v.length) && (v.offset as number) >= 0 && (v.length as number) > 0 && (v.offset as number) + (v.length as number) <= max;

function entityOf(v: unknown): RichEntity | null {
  if (!isRecord(v) || !isRecord(v.data)) return null;
  if (v.type === 'LINK' && typeof v.data.url === 'string') {
    const target = v.data.targetOption === '_self' ? '_self' : '_blank';
    return { type: 'LINK', mutability: 'MUTABLE', data: { url: v.data.url, ...(typeof v.data.title === 'string' ? { title: v.data.title } : {}), targetOption: target } };
  }
  if (v.type === 'IMAGE' && typeof v.data.src === 'string') return { type: 'IMAGE', mutability: 'IMMUTABLE', data: { src: v.data.src } };
  // Spec section 8: entity types other than link and image are refused.
  return null;
}

/**
 * A stored body, checked: unknown block types become paragraphs, ranges
 * outside their block and entities of another type are dropped. Null for
 * what is not rich text at all (the caller shows nothing rather than failing).
 */
export function parseRichText(json: string): RichText | null {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(raw) || !Array.isArray(raw.blocks)) return null;
  const entityMap: Record<string, RichEntity> = {};
  if (isRecord(raw.entityMap)) {
    for (const [key, value] of Object.entries(raw.entityMap)) {
      const entity = entityOf(value);
      if (entity) entityMap[key] = entity;
    }
  }
  const blocks: RichBlock[] = [];
  for (const [i, b] of raw.blocks.entries()) {
    if (!isRecord(b) || typeof b.text !== 'string') continue;
    const text = b.text;
    const styles = Array.isArray(b.inlineStyleRanges) ? b.inlineStyleRanges : [];
    const entities = Array.isArray(b.entityRanges) ? b.entityRanges : [];
    blocks.push({
      key: typeof b.key === 'string' ? b.key : `b${i}`,
      text,
      type: typeof b.type === 'string' && BLOCK_TYPES.has(b.type) ? (b.type as BlockType) : 'unstyled',
      depth: 0,
      inlineStyleRanges: styles.filter((r): r is RichBlock['inlineStyleRanges'][number] => isRange(r, text.length) && STYLES.has(String((r as { style?: unknown }).style))),
      entityRanges: entities.filter(
        (r): r is RichBlock['entityRanges'][number] => isRange(r, text.length) && Number.isInteger((r as { key?: unknown }).key) && String((r as unknown as { key: number }).key) in entityMap,
      ),
      data: {},
    });
  }
  return { blocks, entityMap };
}

/** The plain text of a stored body ('' when it is not rich text). */
export function plainTextOf(json: string): string {
  const doc = parseRichText(json);
  return doc ? toPlainText(doc) : '';
}
