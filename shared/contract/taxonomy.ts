import * as v from 'valibot';

/** Every vocabulary of spec section 3. */
export const VOCABULARIES = [
  'activity_type',
  'availability',
  'content_categories',
  'durations',
  'function_type',
  'location_type',
  'media_folder',
  'municipalities',
  'news_category',
  'ontmoetingsplek_type',
  'organisationunitkey',
  'vacaturetitel',
  'vrijwilligersactiviteit',
] as const;
export type Vocabulary = (typeof VOCABULARIES)[number];

export const TermSchema = v.object({
  tid: v.number(),
  name: v.string(),
  description: v.optional(v.nullable(v.string()), null),
  weight: v.number(),
  parent: v.optional(v.nullable(v.number()), null),
  status: v.optional(v.boolean(), true),
});
export type Term = v.InferOutput<typeof TermSchema>;
export const TermListSchema = v.array(TermSchema);
