import * as v from 'valibot';
import { SafeUrl } from './common';

/**
 * `GET /api/v1/region/{name}` (spec section 7): one region by its name, the
 * dashes of the site's URL segment replaced by spaces. The site reads Id,
 * Title and Data.Path (the region's own page); a 404 means no such region.
 * `Data.Path` is '' when the upstream sent an unsafe address.
 */
export const RegionRefSchema = v.object({
  Id: v.number(),
  Title: v.string(),
  Data: v.object({ Path: SafeUrl }),
});
export type RegionRef = v.InferOutput<typeof RegionRefSchema>;
