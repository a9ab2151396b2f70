import * as v from 'valibot';
import { ImageField, SafeUrl, TermRefSchema } from './common';

/**
 * `GET /api/v1/es/news/latest?categoryId` (spec section 7): the newest news,
 * national and regional. `Type` tells them apart (regional news has its own
 * page type, regio_nieuws).
 */
export const LatestNewsItemSchema = v.object({
  Id: v.optional(v.number()),
  Title: v.string(),
  PublicationDate: v.string(),
  Data: v.object({ Path: SafeUrl }),
  HideFromHomepage: v.optional(v.boolean(), false),
  HeaderImage: ImageField,
  Type: v.optional(v.picklist(['news', 'regio_nieuws']), 'news'),
});
export type LatestNewsItem = v.InferOutput<typeof LatestNewsItemSchema>;

/** Items whose path is unsafe are left out. */
export const LatestNewsSchema = v.object({
  Items: v.pipe(
    v.array(LatestNewsItemSchema),
    v.transform((items) => items.filter((item) => item.Data.Path !== '')),
  ),
});
export type LatestNews = v.InferOutput<typeof LatestNewsSchema>;

/** A count from the upstream: a whole number, never negative. */
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * One item of a news list or search (spec section 3, "Lists": news item):
 * `GET /api/v1/es/news`, `/es/news/search`, `/region/news`, `/region/news-search`.
 * `SearchLabels` are the news categories (empty for regional news).
 */
export const NewsListItemSchema = v.object({
  Id: v.number(),
  Title: v.string(),
  Type: v.optional(v.fallback(v.picklist(['news', 'regio_nieuws']), 'news'), 'news'),
  Introduction: v.optional(v.string(), ''),
  PublicationDate: v.string(),
  Data: v.object({ Path: SafeUrl }),
  HeaderImage: ImageField,
  SearchLabels: v.optional(v.array(v.string()), []),
  HideFromHomepage: v.optional(v.boolean(), false),
});
export type NewsListItem = v.InferOutput<typeof NewsListItemSchema>;

/** One zero-based page of a news list: its items (those with an unsafe path left out) and the total. */
export const NewsListSchema = v.object({
  Items: v.pipe(
    v.array(NewsListItemSchema),
    v.transform((items) => items.filter((item) => item.Data.Path !== '')),
  ),
  TotalItems: Count,
});
export type NewsList = v.InferOutput<typeof NewsListSchema>;

/**
 * The type-specific fields of `news` and `regio_nieuws` nodes (spec section 3):
 * the news category, the publication date (the node's `created` when empty)
 * and `field_hide` (hidden from the home page's latest news). A regional
 * article's region is its parent page (`field_parent_page`).
 */
export const NewsFieldsSchema = v.object({
  field_news_category: v.optional(v.array(TermRefSchema), []),
  field_publication_date: v.optional(v.nullable(v.string()), null),
  field_hide: v.optional(v.boolean(), false),
});
export type NewsFields = v.InferOutput<typeof NewsFieldsSchema>;
