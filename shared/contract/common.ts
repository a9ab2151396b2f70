import * as v from 'valibot';
import { safeUrl } from '../safe-url';
import { isMediaUrl } from './media';

/**
 * Every URL-valued field of every contract schema is parsed with these, so no
 * page can carry an unsafe scheme (`javascript:`, `data:`, `vbscript:`, ...)
 * whatever the upstream sends: the check happens once, where the answer is
 * parsed. An unsafe URL becomes '' and the link or image that carries it is
 * left out (`safeOrNull`, `keepSafe`); it never fails the page. New schemas
 * (news, regions, vacancies, ...) use the same pieces.
 */
export const SafeUrl = v.pipe(v.string(), v.transform(safeUrl));
/** An optional URL field: missing stays undefined, unsafe becomes ''. */
export const OptionalSafeUrl = v.optional(SafeUrl);
/**
 * An image address from the content system: '' when unsafe, and also when it
 * is neither one of the site's own files nor on one of the content system's
 * media hosts (media.ts), so the image is left out rather than asked of a
 * host the site does not know.
 */
export const MediaUrl = v.pipe(
  v.string(),
  v.transform((raw) => {
    const url = safeUrl(raw);
    return url !== '' && isMediaUrl(url) ? url : '';
  }),
);

type WithUrl = { url: string } | { path: string };
const urlOf = (item: WithUrl): string => ('url' in item ? item.url : item.path);
/** The item when its URL survived the check, otherwise null (the link or image is left out). */
export const safeOrNull = <T extends WithUrl>(item: T | null | undefined): T | null => (item && urlOf(item) !== '' ? item : null);
/** The items whose URL survived the check. */
export const keepSafe = <T extends WithUrl>(items: T[]): T[] => items.filter((item) => urlOf(item) !== '');
/** An optional, nullable object with a URL: null when missing or unsafe. */
export const optionalSafe = <T extends v.GenericSchema<unknown, WithUrl>>(schema: T) =>
  v.optional(v.pipe(v.nullable(schema), v.transform((item) => safeOrNull(item as v.InferOutput<T> | null))), null);
/** A list of objects with a URL: the unsafe ones left out. */
export const safeList = <T extends v.GenericSchema<unknown, WithUrl>>(schema: T) =>
  v.pipe(v.array(schema), v.transform((items) => keepSafe(items as v.InferOutput<T>[])));

/** A formatted text field as the CMS delivers it: HTML in `value`. */
export const RichTextSchema = v.object({
  value: v.string(),
  format: v.optional(v.string(), 'basic_html'),
});
export type RichText = v.InferOutput<typeof RichTextSchema>;

/** A link field (primary button, secondary link, menu targets). */
export const LinkSchema = v.object({
  title: v.string(),
  url: SafeUrl,
  external: v.optional(v.boolean(), false),
});
export type Link = v.InferOutput<typeof LinkSchema>;

/**
 * The crop families of spec section 3 ("Media and files"): renditions of one
 * image at one aspect ratio, in several widths.
 *   wide   404x227, 808x455, 1616x909 (16:9, media and teasers)
 *   card   380x235, 760x470, 1140x705, 1520x940 (cards, news)
 *   width  300, 400, 580, 600, 800, 1160, 1740 (width only, natural height)
 *   header 580x388, 1160x776, 1740x1164 (header image)
 */
export const CROP_FAMILIES = ['wide', 'card', 'width', 'header'] as const;
export type CropFamily = (typeof CROP_FAMILIES)[number];

/** Every crop size of spec section 3, by family (width-only crops at 3:2 in the demo). */
export const CROP_SIZES: ReadonlyArray<{ family: CropFamily; width: number; height: number }> = [
  { family: 'wide', width: 404, height: 227 },
  { family: 'wide', width: 808, height: 455 },
  { family: 'wide', width: 1616, height: 909 },
  { family: 'card', width: 380, height: 235 },
  { family: 'card', width: 760, height: 470 },
  { family: 'card', width: 1140, height: 705 },
  { family: 'card', width: 1520, height: 940 },
  ...[300, 400, 580, 600, 800, 1160, 1740].map((width) => ({ family: 'width' as const, width, height: Math.round((width * 2) / 3) })),
  { family: 'header', width: 580, height: 388 },
  { family: 'header', width: 1160, height: 776 },
  { family: 'header', width: 1740, height: 1164 },
];

/** One rendition of an image: the CMS crops and width-only styles. */
export const CropSchema = v.object({
  family: v.optional(v.picklist(CROP_FAMILIES), 'width'),
  url: MediaUrl,
  width: v.number(),
  height: v.optional(v.number()),
  format: v.optional(v.picklist(['jpeg', 'png', 'webp', 'svg']), 'jpeg'),
});
export type Crop = v.InferOutput<typeof CropSchema>;

/** An image; its `url` is '' when unsafe or not a media address (use `ImageField`, which makes such an image null). */
export const ImageSchema = v.object({
  url: MediaUrl,
  alt: v.optional(v.string(), ''),
  title: v.optional(v.string()),
  width: v.number(),
  height: v.number(),
  crops: v.optional(safeList(CropSchema), []),
});
export type Image = v.InferOutput<typeof ImageSchema>;
/** An optional image field: null when missing or its address is unsafe or not a media address; crops that are not are left out. */
export const ImageField = optionalSafe(ImageSchema);
/** An optional link field: null when missing or its address is unsafe. */
export const LinkField = optionalSafe(LinkSchema);

export const MetaTagsSchema = v.object({
  title: v.optional(v.string()),
  description: v.optional(v.string()),
  canonical_url: OptionalSafeUrl,
  robots: v.optional(v.string()),
  og_image: v.optional(MediaUrl),
});
export type MetaTags = v.InferOutput<typeof MetaTagsSchema>;

/** Taxonomy term reference as embedded in a node. */
export const TermRefSchema = v.object({ id: v.number(), label: v.optional(v.string()) });
