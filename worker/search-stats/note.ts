/**
 * Counting searches and the pages opened from their results (issue 36): the
 * worker's entry notes every request that is either, before anything else
 * answers it (a search page held in memory or in the cache is a search too),
 * into counts held in the isolate; they are added to SITE_DB's search_terms
 * (migration 0500) after the response, at most every FLUSH_MS or when many
 * terms are waiting. Counts an isolate holds when it is stopped are lost: a
 * statistic, not a record.
 */
import { isoDay } from '../../shared/format/date';
import { href } from '../../shared/routes';
import { searchTraffic } from './terms';

const FLUSH_MS = 10_000;
const FLUSH_TERMS = 50;
/** Days of counts kept. */
export const KEEP_DAYS = 90;
const DAY_MS = 86_400_000;

interface Counts {
  searches: number;
  clicks: number;
}

let waiting = new Map<string, Counts>();
let lastFlush = Date.now();
const SEARCH_PATH = href('search');

/** Notes a request if it is a search or a page opened from one; adds the counts to the database now and then. */
export function noteSearchTraffic(request: Request, db: D1Database | undefined, ctx: Pick<ExecutionContext, 'waitUntil'>): void {
  const seen = searchTraffic(request, SEARCH_PATH);
  if (!seen || !db) return;
  const key = `${isoDay(new Date().toISOString())}\n${seen.term}`;
  const counts = waiting.get(key) ?? { searches: 0, clicks: 0 };
  if (seen.kind === 'search') counts.searches++;
  else counts.clicks++;
  waiting.set(key, counts);
  if (waiting.size >= FLUSH_TERMS || Date.now() - lastFlush >= FLUSH_MS) ctx.waitUntil(flushSearchTraffic(db));
}

/** Adds the counts held in this isolate to search_terms, and deletes days older than KEEP_DAYS. */
export async function flushSearchTraffic(db: D1Database, now = new Date()): Promise<void> {
  const batch = waiting;
  waiting = new Map();
  lastFlush = Date.now();
  if (batch.size === 0) return;
  const oldest = isoDay(new Date(now.getTime() - KEEP_DAYS * DAY_MS).toISOString());
  try {
    await db.batch([
      ...[...batch].map(([key, c]) => {
        const [day, term] = key.split('\n') as [string, string];
        return db
          .prepare(
            `INSERT INTO search_terms (term, day, searches, clicks) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (term, day) DO UPDATE SET searches = searches + excluded.searches, clicks = clicks + excluded.clicks`,
          )
          .bind(term, day, c.searches, c.clicks);
      }),
      db.prepare('DELETE FROM search_terms WHERE day < ?1').bind(oldest),
    ]);
  } catch (error) {
    // Counting must never fail a visitor's request; the counts of this round are given up.
    console.error('search statistics not written', error instanceof Error ? error.message : 'unknown');
  }
}
