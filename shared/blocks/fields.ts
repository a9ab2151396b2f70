/**
 * Field schemas the blocks share. Everything a block shows passes through
 * here: URLs with an unsafe scheme become '' (and the link is left out),
 * images lose unsafe crops, rich text arrives already sanitised at the edge.
 */
import * as v from 'valibot';
import { ImageField, RichTextSchema, SafeUrl } from '../contract/common';
import { ICON_NAMES, type IconName } from '../ui/Icon';

/** Plain text; missing or null becomes ''. */
export const Text = v.optional(v.pipe(v.nullable(v.string()), v.transform((s) => (s ?? '').trim())), '');

/** A URL field: unsafe schemes ('javascript:', 'data:') become '' (the contract's one check). */
export const Url = SafeUrl;

/** Sanitised rich text (worker/content/sanitize.ts) as its HTML; missing becomes ''. */
export const Html = v.pipe(
  v.optional(v.nullable(RichTextSchema), null),
  v.transform((r) => r?.value ?? ''),
);

export interface LinkField {
  title: string;
  url: string;
}

/** A CMS link ({ title, url }); null when missing or unsafe. */
export const LinkF = v.optional(
  v.pipe(
    v.nullable(v.looseObject({ title: v.optional(v.nullable(v.string()), ''), url: SafeUrl })),
    v.transform((l): LinkField | null => (l && l.url ? { title: (l.title ?? '').trim(), url: l.url } : null)),
  ),
  null,
);

/** A list of links, unsafe ones left out. */
export const Links = v.optional(
  v.pipe(
    v.array(v.looseObject({ title: v.optional(v.nullable(v.string()), ''), url: SafeUrl })),
    v.transform((list) => list.flatMap((l): LinkField[] => (l.url && l.title ? [{ title: l.title.trim(), url: l.url }] : []))),
  ),
  [],
);

/** An image with its crops; null when missing or its address is unsafe. */
export const ImageF = ImageField;

/** An icon name; unknown names become null (the block shows no icon). */
export const IconF = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((name): IconName | null => ((ICON_NAMES as readonly string[]).includes(name ?? '') ? (name as IconName) : null)),
  ),
  null,
);

/** A node reference ({ id }). */
export const NodeRef = v.object({ id: v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.integer(), v.minValue(1)) });
