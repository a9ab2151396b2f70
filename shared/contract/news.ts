import * as v from 'valibot';
import { ImageField, SafeUrl } from './common';

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
