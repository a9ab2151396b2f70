import { createApp } from './app';
import { warmCache } from './content/warm';
import type { Bindings } from './env';

const app = createApp();

export default {
  fetch: app.fetch,
  /** Cron trigger (wrangler.toml): keeps home page and menus fresh in KV. */
  async scheduled(_controller: ScheduledController, env: Bindings, ctx: ExecutionContext): Promise<void> {
    ctx.waitUntil(warmCache(env, ctx));
  },
} satisfies ExportedHandler<Bindings>;
