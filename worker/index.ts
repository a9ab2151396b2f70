import type { Hono } from 'hono';
import { createApp } from './app';
import { sweepExpired } from './community/sessions';
import { readConfig } from './config';
import { warmCache } from './content/warm';
import { heldPageAnswer } from './middleware/page-cache';
import type { AppEnv, Bindings } from './env';
import { queueHandler, sweepOutbox } from './outbox';
import { noteSearchTraffic } from './search-stats/note';
import { runTipsCron } from './tips/cron';
import { runDigest } from './community/notifications/digest';
import { sweepLog } from './community/moderation/queue';
import { sweepQuestions } from './community/experts/questions';

/**
 * Built on the first request: the configuration comes with the env, which the
 * Workers runtime hands over only with a request, and it is the same for every
 * request of this isolate (vars and secrets are fixed per deployed version).
 */
let app: Hono<AppEnv> | undefined;
/** Pages this isolate holds are answered before the app (worker/middleware/page-cache). */
let heldPage: ((request: Request) => Response | null) | undefined;

export default {
  fetch(request, env, ctx) {
    if (!app) {
      const config = readConfig(env);
      app = createApp(config);
      heldPage = heldPageAnswer({ enabled: config.pageCache.enabled, donationUrl: config.donationUrl, turnstile: config.turnstile });
    }
    // Searches and the pages opened from their results are counted (no visitor data), whoever answers.
    noteSearchTraffic(request, env.SITE_DB, ctx);
    return heldPage?.(request) ?? app.fetch(request, env, ctx);
  },
  /** Cron trigger (wrangler.toml): keeps home page and menus fresh in KV, sweeps the form outbox, sends the notification digest, queues the tips mails that are due. */
  async scheduled(_controller: ScheduledController, env: Bindings, ctx: ExecutionContext): Promise<void> {
    ctx.waitUntil(warmCache(env, ctx));
    ctx.waitUntil(
      sweepOutbox(env, new Date()).then(
        (result) => console.log(JSON.stringify({ event: 'outbox-sweep', ...result })),
        (error: unknown) => console.error('outbox sweep failed', error instanceof Error ? error.name : 'unknown'),
      ),
    );
    // The tips series: what is due goes into the outbox (worker/tips/).
    ctx.waitUntil(runTipsCron(env, new Date()));
    // Expired sessions and used or expired mail links leave the site's database.
    ctx.waitUntil(sweepExpired(env.SITE_DB, new Date()).catch((error: unknown) => console.error('session sweep failed', error instanceof Error ? error.message : error)));
    // The community's notification digest (worker/community/notifications/digest.ts): into the outbox, sent by the queue.
    ctx.waitUntil(
      runDigest(env, new Date(), { base: (env.SITE_URL || '').replace(/\/+$/, '') }).then(
        (result) => console.log(JSON.stringify({ event: 'notification-digest', ...result })),
        (error: unknown) => console.error('notification digest failed', error instanceof Error ? error.message : 'unknown'),
      ),
    );
    // Expert questions: answered ones whose 30 days for a reaction are over close; personal data of
    // questions closed 12 months ago goes (a receipt stays). Counts only: never a question's content.
    ctx.waitUntil(
      sweepQuestions(env.SITE_DB, new Date()).then(
        (result) => console.log(JSON.stringify({ event: 'expert-questions-sweep', ...result })),
        (error: unknown) => console.error('expert questions sweep failed', error instanceof Error ? error.name : 'unknown'),
      ),
    );
    // The moderation audit log keeps two years.
    ctx.waitUntil(sweepLog(env.SITE_DB, new Date()).run().catch((error: unknown) => console.error('moderation log sweep failed', error instanceof Error ? error.message : error)));
  },
  /** The form submissions queue (wrangler.toml): delivers the outbox to the upstream (worker/outbox/). */
  queue: (batch, env, ctx) => queueHandler(batch, env, ctx),
} satisfies ExportedHandler<Bindings>;
