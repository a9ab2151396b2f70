import type { Context } from 'hono';
import type { BlockSource } from '../../shared/blocks/load-context';
import { dutchDateIso } from '../../shared/blocks/news-block/date';
import type { AppEnv } from '../env';

/** The default donation address when DONATION_URL is not configured. */
const DONATION_FALLBACK = 'https://example.org/doneren';

/** What blocks may load at request time, over the request's ContentApi. */
export function blockSource(c: Context<AppEnv>, path: string): BlockSource {
  const content = c.get('content');
  return {
    path,
    today: dutchDateIso(new Date().toISOString()) ?? new Date().toISOString().slice(0, 10),
    donationUrl: c.env.DONATION_URL || DONATION_FALLBACK,
    latestNews: (categoryId) => content.latestNews(categoryId),
    nodeById: (id) => content.nodeById(id),
  };
}
