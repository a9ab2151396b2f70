/**
 * `GET /admin/zoektermen-zonder-resultaat?dagen=30&minimaal=2&max=100`
 * (behind the admin token like the rest of /admin): the search terms of the
 * last `dagen` days (1-90, default 30) searched at least `minimaal` times
 * (default 2) that find nothing or after which no page was opened, as JSON
 * (worker/search-stats/report.ts). Counts only: nothing about who searched.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { KEEP_DAYS } from '../search-stats/note';
import { termsWithoutResult } from '../search-stats/report';

export const adminSearchTerms = new Hono<AppEnv>();

/** A whole number from the query between min and max, `fallback` when missing; null when it is anything else. */
function whole(raw: string | undefined, fallback: number, min: number, max: number): number | null {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,4}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

adminSearchTerms.get('/zoektermen-zonder-resultaat', async (c) => {
  const days = whole(c.req.query('dagen'), 30, 1, KEEP_DAYS);
  const minSearches = whole(c.req.query('minimaal'), 2, 1, 10_000);
  const limit = whole(c.req.query('max'), 100, 1, 500);
  if (days === null) return c.json({ error: 'bad request', message: `dagen is een heel getal van 1 tot en met ${KEEP_DAYS}` }, 400);
  if (minSearches === null) return c.json({ error: 'bad request', message: 'minimaal is een heel getal vanaf 1' }, 400);
  if (limit === null) return c.json({ error: 'bad request', message: 'max is een heel getal van 1 tot en met 500' }, 400);
  const content = c.get('content');
  const report = await termsWithoutResult(c.env.SITE_DB, (term) => content.siteSearch(term, null, 0), { days, minSearches, limit });
  return c.json({ days, since: report.since, minSearches, Items: report.items });
});
