import * as v from 'valibot';
import { MediaUrl, optionalSafe, SafeUrl } from './common';

const optionalNullable = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema), null);

/** A list given as an array or as one newline-separated string (Drupal text areas). */
const Lines = v.pipe(
  v.union([v.string(), v.array(v.string())]),
  v.transform((value) =>
    (Array.isArray(value) ? value : value.split(/\r?\n/)).map((line) => line.trim()).filter((line) => line !== ''),
  ),
);

/**
 * `/api/drupal/api/slideins` (spec section 3, "Slide-in"): id, title, compact
 * title, text, compact text, status, weight, pages (newline-separated path
 * patterns), seconds, formId, scriptId, image, button.
 */
export const SlideInSchema = v.object({
  id: v.union([v.string(), v.number()]),
  title: v.string(),
  compactTitle: optionalNullable(v.string()),
  text: v.optional(v.string(), ''),
  compactText: optionalNullable(v.string()),
  status: v.boolean(),
  weight: v.optional(v.number(), 0),
  pages: Lines,
  seconds: optionalNullable(v.number()),
  formId: optionalNullable(v.string()),
  scriptId: optionalNullable(v.string()),
  image: optionalSafe(v.object({ url: MediaUrl, alt: v.optional(v.string(), ''), title: optionalNullable(v.string()) })),
  button: optionalSafe(v.object({ title: v.string(), url: SafeUrl, external: v.optional(v.boolean(), false) })),
});
export type SlideIn = v.InferOutput<typeof SlideInSchema>;
export const SlideInListSchema = v.array(SlideInSchema);

/**
 * `/api/drupal/api/asset-injector/css` (spec section 3, "Style injection
 * rule"): CSS code, the paths and content types it applies to, and whether
 * both conditions must hold (AND) or either (OR).
 */
export const CssRuleSchema = v.object({
  code: v.string(),
  paths: v.optional(Lines, []),
  content_types: v.optional(Lines, []),
  condition: v.optional(v.picklist(['AND', 'OR']), 'AND'),
});
export type CssRule = v.InferOutput<typeof CssRuleSchema>;
export const CssRuleListSchema = v.array(CssRuleSchema);

/**
 * Origin extension for `/sitemap.xml`: `/api/drupal/api/sitemap`, every
 * published page with what decides whether it may be listed.
 */
export const SitemapEntrySchema = v.object({
  path: v.string(),
  type: v.string(),
  changed: v.string(),
  hide_in_search: v.optional(v.boolean(), false),
  expire_date: optionalNullable(v.string()),
  start_date: optionalNullable(v.string()),
  end_date: optionalNullable(v.string()),
});
export type SitemapEntry = v.InferOutput<typeof SitemapEntrySchema>;
export const SitemapSchema = v.array(SitemapEntrySchema);
