import * as v from 'valibot';
import { ImageField, ImageSchema, LinkField, MetaTagsSchema, OptionalSafeUrl, optionalSafe, RichTextSchema, SafeUrl, TermRefSchema } from './common';

/**
 * A content block (Drupal paragraph) as delivered inside `field_page_content`.
 * Only `type` and `id` are common; each block kind parses the rest with its own
 * schema in the block registry, so an unknown kind still passes the contract.
 */
export const RawBlockSchema = v.looseObject({
  type: v.string(),
  id: v.union([v.string(), v.number()]),
});
export type RawBlock = v.InferOutput<typeof RawBlockSchema>;

const optionalNullable = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema), null);

export const ParentPageSchema = v.object({ id: v.number(), label: v.string(), url: SafeUrl });

/** Header media: an image, or a video with its embed address; null when its address is unsafe. */
export const HeaderMediaSchema = v.pipe(
  v.variant('kind', [
    v.object({ kind: v.literal('image'), image: ImageSchema }),
    v.object({
      kind: v.literal('video'),
      video_type: v.picklist(['youtube', 'vimeo', 'npo']),
      video_id: v.string(),
      iframe_url: SafeUrl,
      image: v.optional(ImageSchema),
    }),
  ]),
  v.transform((media) => {
    if (media.kind === 'image') return media.image.url ? media : null;
    if (!media.iframe_url) return null;
    return media.image && !media.image.url ? { ...media, image: undefined } : media;
  }),
);

/**
 * A page (node) as the CMS proxy delivers it for `/api/drupal/api/{slug}`,
 * `/homepage` and `/preview/...`. Type-specific fields (`field_address`,
 * `field_start_date`, ...) pass through untouched for the page kind to parse.
 */
export const NodeSchema = v.looseObject({
  id: v.number(),
  type: v.string(),
  status: v.boolean(),
  label: v.string(),
  langcode: v.optional(v.string(), 'nl'),
  created: v.string(),
  changed: v.string(),
  path: v.object({ alias: SafeUrl, absolute_url: OptionalSafeUrl }),
  revision_id: v.optional(v.number()),
  field_meta_tags: optionalNullable(MetaTagsSchema),
  field_introduction_wysiwyg: optionalNullable(RichTextSchema),
  field_page_content: v.optional(v.array(RawBlockSchema), []),
  field_parent_page: optionalSafe(ParentPageSchema),
  field_header_image_video: v.optional(v.nullable(HeaderMediaSchema), null),
  field_color: optionalNullable(v.string()),
  field_overlay_color: optionalNullable(v.string()),
  field_overlay_text: optionalNullable(v.string()),
  field_page_category: v.optional(v.array(TermRefSchema), []),
  field_primary_button: LinkField,
  field_secondary_link: LinkField,
  field_hide_footer: v.optional(v.boolean(), false),
  field_hide_in_search: v.optional(v.boolean(), false),
  field_hide_newsletter_pre_footer: v.optional(v.boolean(), false),
  field_expire_date: optionalNullable(v.string()),
  /** Share buttons on the page tools bar, for the kinds that may show them (spec section 2). */
  field_show_share: v.optional(v.boolean(), true),
  /** Hides 'Lees voor' on the page tools bar. */
  field_hide_read_aloud: v.optional(v.boolean(), false),
});
export type Node = v.InferOutput<typeof NodeSchema>;
