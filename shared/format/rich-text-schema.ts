/**
 * The one schema a rich-text body is checked with before it is stored (the
 * worker is the authority; the editor island writes only what passes): the
 * spec's JSON of blocks and entities, with link entities (url, title,
 * targetOption) whose address is safe (no javascript:, data:, vbscript: or
 * any other scheme than http, https, mailto and tel) and image entities (src)
 * from the site's own storage only. An unknown entity type, a dangerous link
 * or a foreign image is refused, never stored. Then the editor mode (spec
 * section 6) decides what may stay: what the mode does not offer is dropped.
 */
import * as v from 'valibot';
import { isOwnPicture } from './blob-images';
import { BLOCK_TYPES, COLOR_BLUE, INLINE_STYLES, type BlockType, type InlineStyle, type RichText } from './rich-text';
import { isSafeUrl } from '../safe-url';

/** The editor's three modes (spec section 6). */
export const EDITOR_MODES = ['read', 'blog', 'full'] as const;
export type EditorMode = (typeof EDITOR_MODES)[number];

/** What each writing mode offers: blog: bold, lists and links; full adds italic, underline, headings, quote, colour and images. */
export const MODE_FEATURES: Record<Exclude<EditorMode, 'read'>, { styles: readonly InlineStyle[]; blocks: readonly BlockType[]; images: boolean }> = {
  blog: { styles: ['BOLD'], blocks: ['unstyled', 'unordered-list-item', 'ordered-list-item'], images: false },
  full: { styles: ['BOLD', 'ITALIC', 'UNDERLINE', COLOR_BLUE], blocks: BLOCK_TYPES, images: true },
};

/** A stored body's JSON is at most this long (a 1 MB paste is refused, not stored). */
export const RICH_JSON_MAX = 200_000;
const MAX_BLOCKS = 1000;
const MAX_BLOCK_TEXT = 20_000;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Length = v.pipe(v.number(), v.integer(), v.minValue(1));
const Key = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999_999));

const Block = v.object({
  key: v.pipe(v.string(), v.maxLength(64)),
  text: v.pipe(v.string(), v.maxLength(MAX_BLOCK_TEXT)),
  type: v.picklist(BLOCK_TYPES),
  depth: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)), 0),
  inlineStyleRanges: v.optional(v.array(v.object({ offset: Count, length: Length, style: v.picklist(INLINE_STYLES) })), []),
  entityRanges: v.optional(v.array(v.object({ offset: Count, length: Length, key: Key })), []),
  data: v.optional(v.record(v.string(), v.unknown()), {}),
});

const LinkEntity = v.object({
  type: v.literal('LINK'),
  mutability: v.optional(v.string()),
  data: v.object({
    url: v.pipe(v.string(), v.trim(), v.nonEmpty('UnsafeLink'), v.maxLength(2000, 'UnsafeLink'), v.check(isSafeUrl, 'UnsafeLink')),
    title: v.optional(v.pipe(v.string(), v.maxLength(300))),
    targetOption: v.optional(v.picklist(['_blank', '_self'])),
  }),
});

const ImageEntity = v.object({
  type: v.literal('IMAGE'),
  mutability: v.optional(v.string()),
  data: v.object({
    src: v.pipe(v.string(), v.check(isOwnPicture, 'ForeignImage')),
    alt: v.optional(v.pipe(v.string(), v.maxLength(300))),
    width: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20_000))),
    height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20_000))),
  }),
});

export const RichTextSchema = v.pipe(
  v.object({
    blocks: v.pipe(v.array(Block), v.maxLength(MAX_BLOCKS)),
    entityMap: v.record(v.pipe(v.string(), v.regex(/^\d{1,6}$/)), v.variant('type', [LinkEntity, ImageEntity], 'UnknownEntity')),
  }),
  v.check(
    (doc) => doc.blocks.every((b) => [...b.inlineStyleRanges, ...b.entityRanges].every((r) => r.offset + r.length <= b.text.length)),
    'RangeOutside',
  ),
  v.check((doc) => doc.blocks.every((b) => b.entityRanges.every((r) => Object.prototype.hasOwnProperty.call(doc.entityMap, String(r.key)))), 'MissingEntity'),
  // An image stands in an atomic block of its own, and an atomic block holds one image and nothing else.
  v.check(
    (doc) =>
      doc.blocks.every((b) => {
        const images = b.entityRanges.filter((r) => doc.entityMap[String(r.key)]?.type === 'IMAGE').length;
        return b.type === 'atomic' ? images === 1 && b.entityRanges.length === 1 : images === 0;
      }),
    'ImagePlacement',
  ),
);

export type RichCheck = { ok: true; doc: RichText } | { ok: false; error: 'BodyInvalid' | 'UnsafeLink' | 'ForeignImage' | 'BodyTooLong' };

/** Only what the mode offers: other styles, block types and images are dropped (a list stays a list, a heading becomes a paragraph). */
export function limitToMode(doc: RichText, mode: Exclude<EditorMode, 'read'>): RichText {
  const f = MODE_FEATURES[mode];
  const blocks = doc.blocks
    .filter((b) => b.type !== 'atomic' || f.images)
    .map((b) => ({
      ...b,
      type: f.blocks.includes(b.type) ? b.type : 'unstyled',
      inlineStyleRanges: b.inlineStyleRanges.filter((r) => f.styles.includes(r.style)),
    }));
  const used = new Set(blocks.flatMap((b) => b.entityRanges.map((r) => String(r.key))));
  const entityMap = Object.fromEntries(Object.entries(doc.entityMap).filter(([key, e]) => used.has(key) && (e.type === 'LINK' || f.images)));
  return { blocks: blocks.map((b) => ({ ...b, entityRanges: b.entityRanges.filter((r) => String(r.key) in entityMap) })), entityMap };
}

/** A posted body's JSON, checked by the schema and limited to the mode. */
export function checkRichJson(json: string, mode: Exclude<EditorMode, 'read'>): RichCheck {
  if (json.length > RICH_JSON_MAX) return { ok: false, error: 'BodyTooLong' };
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, error: 'BodyInvalid' };
  }
  const parsed = v.safeParse(RichTextSchema, raw);
  if (!parsed.success) {
    const messages = parsed.issues.map((i) => i.message);
    const error = messages.includes('UnsafeLink') ? 'UnsafeLink' : messages.includes('ForeignImage') ? 'ForeignImage' : 'BodyInvalid';
    return { ok: false, error };
  }
  const out = parsed.output;
  const doc: RichText = {
    blocks: out.blocks.map((b) => ({ key: b.key, text: b.text, type: b.type, depth: 0, inlineStyleRanges: b.inlineStyleRanges, entityRanges: b.entityRanges, data: {} })),
    entityMap: Object.fromEntries(
      Object.entries(out.entityMap).map(([key, e]) => [
        key,
        e.type === 'LINK'
          ? { type: 'LINK' as const, mutability: 'MUTABLE' as const, data: { url: e.data.url, ...(e.data.title ? { title: e.data.title } : {}), targetOption: e.data.targetOption ?? '_blank' } }
          : { type: 'IMAGE' as const, mutability: 'IMMUTABLE' as const, data: { src: e.data.src, ...(e.data.alt !== undefined ? { alt: e.data.alt } : {}), ...(e.data.width && e.data.height ? { width: e.data.width, height: e.data.height } : {}) } },
      ]),
    ),
  };
  return { ok: true, doc: limitToMode(doc, mode) };
}
