import * as v from 'valibot';
import { ImageField, LinkField, RichTextSchema, SafeUrl, TermRefSchema } from './common';

/**
 * The region, location and activity calls of spec section 7 and the fields of
 * the `regio`, `location`, `activiteit` and `over_de_regio` pages (section 3).
 * Every URL field is a SafeUrl: an item whose own address is unsafe is left
 * out of its list; an unsafe link inside an item is dropped.
 */

const opt = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema), null);
const text = v.optional(v.pipe(v.nullable(v.string()), v.transform((s) => s ?? '')), '');
const coordinate = opt(v.pipe(v.number(), v.finite()));

/** An item with its own page: dropped from its list when that address is unsafe. */
const withPath = <T extends { Data: { Path: string } }>(items: T[]): T[] => items.filter((item) => item.Data.Path !== '');
const PathSchema = v.object({ Path: SafeUrl });
/** A reference to another page; null when its address is unsafe. */
const PageRef = opt(v.pipe(v.object({ Id: v.optional(v.number(), 0), Title: text, Data: PathSchema }), v.transform((ref) => (ref.Data.Path ? ref : null))));
export const TypeRefSchema = v.object({ Id: v.number(), Name: v.string() });
export type TypeRef = v.InferOutput<typeof TypeRefSchema>;

/** A location in a list ('Location list item': title, type, address line 1, postal code, locality, url). */
export const LocationItemSchema = v.object({
  Id: v.number(),
  Title: v.string(),
  LocationType: opt(TypeRefSchema),
  Address: v.optional(v.object({ AddressLine1: text, PostalCode: text, Locality: text }), { AddressLine1: '', PostalCode: '', Locality: '' }),
  Data: PathSchema,
  Lat: coordinate,
  Lon: coordinate,
});
export type LocationItem = v.InferOutput<typeof LocationItemSchema>;

/** `GET /api/v1/region/locations/{region}?locationType&page` → `{ Locations, Total }`. */
export const LocationListSchema = v.object({
  Locations: v.pipe(v.array(LocationItemSchema), v.transform(withPath)),
  Total: v.number(),
});
export type LocationList = v.InferOutput<typeof LocationListSchema>;

/** An activity in a list ('Activity item': type, title, introduction, location, locality, dates and times, walk-in, url, external url, region, address). */
export const ActivityItemSchema = v.object({
  Id: v.number(),
  Title: v.string(),
  Introduction: text,
  Type: opt(TypeRefSchema),
  Location: PageRef,
  Locality: text,
  StartDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/)),
  EndDate: opt(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/))),
  StartTime: text,
  EndTime: text,
  EntryTime: text,
  Data: PathSchema,
  ExternalUrl: opt(v.pipe(v.object({ Title: text, Url: SafeUrl }), v.transform((link) => (link.Url ? link : null)))),
  Region: PageRef,
  Address: v.optional(v.object({ AddressLine1: text, PostalCode: text, Locality: text, Organization: text }), { AddressLine1: '', PostalCode: '', Locality: '', Organization: '' }),
  Lat: coordinate,
  Lon: coordinate,
});
export type ActivityItem = v.InferOutput<typeof ActivityItemSchema>;

/** `{ Activities, Total }` of every activity list (a 204 is read as an empty one). */
export const ActivityListSchema = v.object({
  Activities: v.pipe(v.array(ActivityItemSchema), v.transform(withPath)),
  Total: v.number(),
});
export type ActivityList = v.InferOutput<typeof ActivityListSchema>;

/** `GET /api/v1/region/activityTypes/...`: types with id and name. */
export const ActivityTypeListSchema = v.array(TypeRefSchema);
/** `GET /api/v1/region/cities/{regionId}`: place names. */
export const CityListSchema = v.array(v.string());

/** `GET /api/v1/region/search?query` → one region (spec section 3, 'Region search result': id, title, introduction, url). */
export const RegionSearchResultSchema = v.object({ Id: v.number(), Title: v.string(), Introduction: text, Data: PathSchema });
export type RegionSearchResult = v.InferOutput<typeof RegionSearchResultSchema>;

/** `GET /api/drupal/api/regions` (origin extension): every region with the municipalities it serves. */
export const RegionSummaryListSchema = v.pipe(
  v.array(v.object({ id: v.number(), title: v.string(), path: SafeUrl, municipalities: v.optional(v.array(v.string()), []) })),
  v.transform((items) => items.filter((item) => item.path !== '')),
);
export type RegionSummary = v.InferOutput<typeof RegionSummaryListSchema>[number];

/** A teaser of a regional page: highlight, facility, dementia information. */
export const RegionTeaserSchema = v.object({
  id: v.number(),
  title: v.string(),
  introduction: text,
  url: SafeUrl,
  image: ImageField,
  start_date: opt(v.string()),
  end_date: opt(v.string()),
  changed: opt(v.string()),
});
export type RegionTeaser = v.InferOutput<typeof RegionTeaserSchema>;
export const RegionTeaserListSchema = v.pipe(v.array(RegionTeaserSchema), v.transform((items) => items.filter((item) => item.url !== '')));

/** `GET /api/drupal/api/get-regio-over-de-regio?regio` (spec section 3, 'Over-de-regio: title, intro, url, image'). */
export const OverDeRegioTeaserSchema = v.object({ title: v.string(), intro: text, url: SafeUrl, image: ImageField });
export type OverDeRegioTeaser = v.InferOutput<typeof OverDeRegioTeaserSchema>;

/** The address field of spec section 3 (the parts the site shows). */
export const AddressFieldSchema = v.object({
  address_line1: text,
  postal_code: text,
  locality: text,
  organization: text,
});

const SocialLink = opt(v.pipe(LinkSchemaLike(), v.transform((link) => (link.url ? link : null))));
function LinkSchemaLike() {
  return v.object({ title: text, url: SafeUrl });
}

/** regio: address, contact, e-mail, phone, municipalities, socials, newsletter flag and name. */
export const RegionFieldsSchema = v.object({
  field_address: opt(AddressFieldSchema),
  field_contact: opt(v.string()),
  field_email: opt(v.string()),
  field_email_recepient: opt(v.string()),
  field_phone: opt(v.string()),
  field_municipalities: v.optional(v.array(TermRefSchema), []),
  field_facebook: SocialLink,
  field_instagram: SocialLink,
  field_linkedin: SocialLink,
  field_twitter: SocialLink,
  field_youtube: SocialLink,
  field_newsletter: v.optional(v.boolean(), false),
  field_region_name: opt(v.string()),
});
export type RegionFields = v.InferOutput<typeof RegionFieldsSchema>;

const RegionRefField = opt(v.pipe(v.object({ id: v.number(), label: text, url: v.optional(SafeUrl, '') }), v.transform((r) => r)));
const Geo = opt(v.object({ lat: v.pipe(v.number(), v.finite()), lon: v.pipe(v.number(), v.finite()) }));

/** location: address, contact person and data, e-mail, phone, type, region (and its point, an origin extension). */
export const LocationFieldsSchema = v.object({
  field_address: opt(AddressFieldSchema),
  field_contact: opt(v.string()),
  field_contact_data: opt(RichTextSchema),
  field_email: opt(v.string()),
  field_phone: opt(v.string()),
  field_location_type: opt(TermRefSchema),
  field_regio: RegionRefField,
  field_geo: Geo,
});
export type LocationFields = v.InferOutput<typeof LocationFieldsSchema>;

/** activiteit: type, address, dates and times, walk-in, location, region, external link (and its point). */
export const ActivityFieldsSchema = v.object({
  field_activity_type: opt(TermRefSchema),
  field_address: opt(AddressFieldSchema),
  field_start_date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/)),
  field_end_date: opt(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/))),
  field_start_time: opt(v.string()),
  field_end_time: opt(v.string()),
  field_entry_time: opt(v.string()),
  field_location: opt(v.object({ id: v.optional(v.number()), label: text, url: v.optional(SafeUrl, '') })),
  field_regio: RegionRefField,
  field_external_link: LinkField,
  field_geo: Geo,
});
export type ActivityFields = v.InferOutput<typeof ActivityFieldsSchema>;

/** over_de_regio: the volunteers block beside the titled blocks. */
export const OverDeRegioFieldsSchema = v.object({
  field_regio: RegionRefField,
  field_volunteers: opt(v.object({ title: text, text: v.optional(v.string(), ''), count: opt(v.number()) })),
});
