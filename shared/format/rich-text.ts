/**
 * The community's rich text (spec section 3): a JSON string of blocks and
 * entities, the raw shape of a Draft.js editor state, which the rich-text
 * editor (client/islands/rich-editor/) reads and writes. Link entities carry
 * url, title and targetOption; image entities src (and alt, width, height),
 * in an 'atomic' block of their own. Every community text is stored in this
 * shape; a plain textarea's text is turned into it by a short written
 * convention (./rich-text-convention.ts), and back for editing. Writing is
 * checked by one valibot schema (./rich-text-schema.ts); reading (below)
 * drops whatever is not allowed, so nothing stored can reach a page unchecked.
 */
import { isOwnPicture } from './blob-images';
import { toPlainText } from './rich-text-convention';

export type BlockType = 'unstyled' | 'unordered-list-item' | 'ordered-list-item' | 'header-two' | 'header-three' | 'blockquote' | 'atomic';
/** The one colour besides the default (spec section 6: blue #0060fa), named as Draft.js colour pickers store it. */
export const COLOR_BLUE = 'color-rgb(0,96,250)';
export type InlineStyle = 'BOLD' | 'ITALIC' | 'UNDERLINE' | typeof COLOR_BLUE;

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
  | { type: 'IMAGE'; mutability: 'IMMUTABLE'; data: { src: string; alt?: string; width?: number; height?: number } };

export interface RichText {
  blocks: RichBlock[];
  entityMap: Record<string, RichEntity>;
}

export const BLOCK_TYPES: readonly BlockType[] = ['unstyled', 'unordered-list-item', 'ordered-list-item', 'header-two', 'header-three', 'blockquote', 'atomic'];
export const INLINE_STYLES: readonly InlineStyle[] = ['BOLD', 'ITALIC', 'UNDERLINE', COLOR_BLUE];
const BLOCK_SET: ReadonlySet<string> = new Set(BLOCK_TYPES);
const STYLES: ReadonlySet<string> = new Set(INLINE_STYLES);

export { fromPlainText, literalText, paragraphsOf, toConvention, toPlainText, toReadableText, webAddresses } from './rich-text-convention';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRange = (v: unknown, max: number): v is { offset: number; length: number } =>
  isRecord(v) && Number.isInteger(v.offset) && Number.isInteger(v.length) && (v.offset as number) >= 0 && (v.length as number) > 0 && (v.offset as number) + (v.length as number) <= max;

function entityOf(v: unknown): RichEntity | null {
  if (!isRecord(v) || !isRecord(v.data)) return null;
  if (v.type === 'LINK' && typeof v.data.url === 'string') {
    const target = v.data.targetOption === '_self' ? '_self' : '_blank';
    return { type: 'LINK', mutability: 'MUTABLE', data: { url: v.data.url, ...(typeof v.data.title === 'string' ? { title: v.data.title } : {}), targetOption: target } };
  }
  // Only pictures of the site's own storage (shared/format/blob-images.ts); any other image is dropped.
  if (v.type === 'IMAGE' && typeof v.data.src === 'string' && isOwnPicture(v.data.src)) {
    const { alt, width, height } = v.data;
    const size = (n: unknown) => (Number.isInteger(n) && (n as number) > 0 && (n as number) < 20_000 ? (n as number) : undefined);
    const data = { src: v.data.src, ...(typeof alt === 'string' ? { alt: alt.slice(0, 300) } : {}), ...(size(width) && size(height) ? { width: size(width), height: size(height) } : {}) };
    return { type: 'IMAGE', mutability: 'IMMUTABLE', data };
  }
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
      // Entity keys are numbers ('__proto__' or the like never becomes one).
      if (!/^\d{1,6}$/.test(key)) continue;
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
    const type = typeof b.type === 'string' && BLOCK_SET.has(b.type) ? (b.type as BlockType) : 'unstyled';
    const entityRanges = entities.filter(
      (r): r is RichBlock['entityRanges'][number] => isRange(r, text.length) && Number.isInteger((r as { key?: unknown }).key) && Object.prototype.hasOwnProperty.call(entityMap, String((r as unknown as { key: number }).key)),
    );
    // An atomic block is an image and nothing else: without its (allowed) image entity it is left out.
    const image = type === 'atomic' ? entityRanges.find((r) => entityMap[String(r.key)]?.type === 'IMAGE') : undefined;
    if (type === 'atomic' && !image) continue;
    blocks.push({
      key: typeof b.key === 'string' ? b.key.slice(0, 64) : `b${i}`,
      text,
      type,
      depth: 0,
      inlineStyleRanges: type === 'atomic' ? [] : styles.filter((r): r is RichBlock['inlineStyleRanges'][number] => isRange(r, text.length) && STYLES.has(String((r as { style?: unknown }).style))),
      entityRanges: image ? [image] : entityRanges.filter((r) => entityMap[String(r.key)]?.type === 'LINK'),
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

/** How many links a text holds (a new member's limit counts them). */
export function linkCount(doc: RichText): number {
  return doc.blocks.reduce((n, b) => n + b.entityRanges.filter((r) => doc.entityMap[String(r.key)]?.type === 'LINK').length, 0);
}
