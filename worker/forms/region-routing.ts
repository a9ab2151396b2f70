import type { ContentApi } from '../content/api';

/** Where a regional submission goes, as the CMS says: the region's name and the address that receives it. */
export interface RegionRouting {
  region: string;
  recipient: string;
}

const emailOf = (value: unknown): string => (typeof value === 'string' && /^[^\s@]+@[^\s@]+$/.test(value.trim()) ? value.trim() : '');

/**
 * A region by the name a form carries, with its recipient from the region's
 * own page (`field_email_recepient`, else `field_email`; spec section 3).
 * Null when the CMS knows no such region: the post is then not routed
 * anywhere. The sender only ever names a region; the address is the CMS's.
 */
export async function regionRouting(content: Pick<ContentApi, 'region' | 'page'>, name: string): Promise<RegionRouting | null> {
  const region = await content.region(name);
  if (!region) return null;
  const page = region.Data.Path ? await content.page(region.Data.Path) : null;
  const fields = (page ?? {}) as Record<string, unknown>;
  return { region: region.Title, recipient: emailOf(fields.field_email_recepient) || emailOf(fields.field_email) };
}
