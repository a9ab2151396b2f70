import * as v from 'valibot';
import { ImageSchema } from './common';

/**
 * `GET /api/v1/es/news/latest?categoryId` (spec section 7): the newest news,
 * national and regional. `Type` tells them apart (regional news has its own
 * page type, regio_nieuws).
 */
export const LatestNewsItemSchema = v.object({
  Id: v.optional(v.number()),
  Title: v.string(),
  PublicationDate: v.string(),
  Data: v.object({ Path: v.string() }),
  HideFromHomepage: v.optional(v.boolean(), false),
  HeaderImage: v.optional(v.nullable(ImageSchema), null),
  Type: v.optional(v.picklist(['news', 'regio_nieuws']), 'news'),
});
export type LatestNewsItem = v.InferOutput<typeof LatestNewsItemSchema>;

export const LatestNewsSchema = v.object({ Items: v.array(LatestNewsItemSchema) });
export type LatestNews = v.InferOutput<typeof LatestNewsSchema>;
