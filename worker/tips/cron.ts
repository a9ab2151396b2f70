import type { Bindings } from '../env';
import { queueDueTips } from './series';

/**
 * The cron's tips step (worker/index.ts `scheduled`, and the development
 * trigger POST /_post/tips): queues the mails due at `now`. The links in them
 * need the site's public address (SITE_URL); without it nothing is queued.
 */
export async function runTipsCron(env: Bindings, now: Date): Promise<{ queued: number; ended: number } | null> {
  const base = (env.SITE_URL ?? '').replace(/\/+$/, '');
  if (!/^https?:\/\//.test(base)) {
    console.error(JSON.stringify({ event: 'tips-skipped', reason: 'SITE_URL is not set' }));
    return null;
  }
  try {
    const result = await queueDueTips(env, base, now);
    if (result.queued > 0) console.log(JSON.stringify({ event: 'tips-queued', ...result }));
    return result;
  } catch (error) {
    console.error('tips cron failed', error instanceof Error ? error.name : 'unknown');
    return null;
  }
}
