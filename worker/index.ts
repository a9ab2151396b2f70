import type { Hono } from 'hono';
import { createApp } from './app';
import { readConfig } from './config';
import { warmCache } from './content/warm';
import type { AppEnv, Bindings } from './env';

/**
 * Built on the first request: the configuration comes with the env, which the
 * Workers runtime hands over only with a request, and it is the same for every
 * request of this isolate (vars and secrets are fixed per deployed version).
 */
let app: Hono<AppEnv> | undefined;

export default {
  fetch(request, env, ctx) {
    app ??= createApp(readConfig(env));
    return app.fetch(request, env, ctx);
  },
  /** Cron trigger (wrangler.toml): keeps home page and menus fresh in KV. */
  async scheduled(_controller: ScheduledController, env: Bindings, ctx: ExecutionContext): Promise<void> {
    ctx.waitUntil(warmCache(env, ctx));
  },
} satisfies ExportedHandler<Bindings>;
