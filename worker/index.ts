import { createApp } from './app';
import { sweepExpired } from './community/sessions';
import { warmCache } from './content/warm';
import type { Bindings } from './env';

const app = createApp();

export default {
  fetch: app.fetch,
  /** Cron trigger (wrangler.toml): keeps home page and menus fresh in KV. */
  async scheduled(_controller: ScheduledController, env: Bindings, ctx: ExecutionContext): Promise<void> {
    ctx.waitUntil(warmCache(env, ctx));
    // Expired sessions and used or expired mail links leave the site's database.
    ctx.waitUntil(sweepExpired(env.SITE_DB, new Date()).catch((error: unknown) => console.error('session sweep failed', error instanceof Error ? error.message : error)));
  },
} satisfies ExportedHandler<Bindings>;
