import * as v from 'valibot';

/** A formatted text field as the CMS delivers it: HTML in `value`. */
export const RichTextSchema = v.object({
  value: v.string(),
  format: v.optional(v.string(), 'basic_html'),
});
export type RichText = v.InferOutput<typeof RichTextSchema>;

/** A link field (primary button, secondary link, menu targets). */
export const LinkSchema = v.object({
  title: v.string(),
  url: v.string(),
  external: v.optional(v.boolean(), false),
});
export type Link = v.InferOutput<typeof LinkSchema>;

/** One rendition of an image: the CMS crops and width-only styles. */
export const CropSchema = v.object({
  url: v.string(),
  width: v.number(),
  height: v.optional(v.number()),
  format: v.optional(v.picklist(['jpeg', 'png', 'webp', 'svg']), 'jpeg'),
});
export type Crop = v.InferOutput<typeof CropSchema>;

export const ImageSchema = v.object({
  url: v.string(),
  alt: v.optional(v.string(), ''),
  title: v.optional(v.string()),
  width: v.number(),
  height: v.number(),
  crops: v.optional(v.array(CropSchema), []),
});
export type Image = v.InferOutput<typeof ImageSchema>;

export const MetaTagsSchema = v.object({
  title: v.optional(v.string()),
  description: v.optional(v.string()),
  canonical_url: v.optional(v.string()),
  robots: v.optional(v.string()),
  og_image: v.optional(v.string()),
});
export type MetaTags = v.InferOutput<typeof MetaTagsSchema>;

/** Taxonomy term reference as embedded in a node. */
export const TermRefSchema = v.object({ id: v.number(), label: v.optional(v.string()) });
