import type { Context } from 'hono';
import type { BlockSource } from '../../shared/blocks/load-context';
import { isoDay } from '../../shared/format/date';
import type { AppEnv } from '../env';

/** The default donation address when DONATION_URL is not configured. */
const DONATION_FALLBACK = 'https://example.org/doneren';

/** What blocks may load at request time, over the request's ContentApi. */
export function blockSource(c: Context<AppEnv>, path: string): BlockSource {
  const content = c.get('content');
  return {
    path,
    today: isoDay(new Date().toISOString()),
    donationUrl: c.env.DONATION_URL || DONATION_FALLBACK,
    latestNews: (categoryId) => content.latestNews(categoryId),
    nodeById: (id) => content.nodeById(id),
  };
}
