import * as v from 'valibot';
import { ImageField, LinkField, RichTextSchema, SafeUrl, safeList, TermRefSchema } from './common';

const optionalNullable = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema), null);

/**
 * Type-specific fields of the editorial page kinds (spec section 3, "Specific").
 * The node payload is a loose object; each page kind parses its own fields
 * with these schemas.
 */

/** uitgelicht: shown only between start and end date. */
export const HighlightFieldsSchema = v.object({
  field_start_date: optionalNullable(v.string()),
  field_end_date: optionalNullable(v.string()),
});

/** ontmoetingsplek: a meeting place. */
export const MeetingPlaceFieldsSchema = v.object({
  field_location_name: optionalNullable(v.string()),
  field_introduction: optionalNullable(RichTextSchema),
  field_image: ImageField,
  field_link: LinkField,
  field_ontmoetingsplek_type: optionalNullable(TermRefSchema),
});

export const DONATION_FREQUENCIES = ['eenmalig', 'maandelijks', 'jaarlijks'] as const;
export type DonationFrequency = (typeof DONATION_FREQUENCIES)[number];

/** donation_content: a donation landing page for one kind of gift. */
export const DonationFieldsSchema = v.object({
  field_donation_frequency: optionalNullable(v.picklist(DONATION_FREQUENCIES)),
});

/**
 * quiz: the spec only says "quiz embed". Our contract: the embed address and an
 * optional starting height in pixels (the embed reports its real height by
 * postMessage once it runs).
 */
export const QuizFieldsSchema = v.object({
  field_quiz_url: SafeUrl,
  field_quiz_height: optionalNullable(v.number()),
});

/** business_partner: a company that supports the charity. */
export const BusinessPartnerFieldsSchema = v.object({
  field_partner_tag: optionalNullable(v.string()),
  field_image: ImageField,
  field_link: LinkField,
});

/**
 * `/api/drupal/api/all-bedrijfsvriend`: the partner list (spec section 3,
 * "Partner item: label, tag, introduction, path, image").
 */
export const PartnerItemSchema = v.object({
  label: v.string(),
  tag: optionalNullable(v.string()),
  introduction: v.optional(v.string(), ''),
  path: SafeUrl,
  image: ImageField,
});
export type PartnerItem = v.InferOutput<typeof PartnerItemSchema>;
export const PartnerListSchema = safeList(PartnerItemSchema);

/**
 * Origin extension (the spec is silent on how an overview finds its pages):
 * `/api/drupal/api/children?parent={nodeId}&page={0-based}&pageSize={n}`,
 * the published child pages of a page, one page of them.
 */
export const ChildPageSchema = v.object({
  id: v.number(),
  label: v.string(),
  introduction: v.optional(v.string(), ''),
  path: SafeUrl,
  image: ImageField,
});
export type ChildPage = v.InferOutput<typeof ChildPageSchema>;
export const ChildPageListSchema = v.object({
  total: v.number(),
  items: safeList(ChildPageSchema),
});
export type ChildPageList = v.InferOutput<typeof ChildPageListSchema>;
