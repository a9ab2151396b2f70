import { setMediaHosts } from '../../shared/contract/media';
import { readConfig } from '../config';
import type { Bindings } from '../env';
import { createReporter } from '../observability/report';
import { createContentApi } from './api';
import { chooseUpstream } from './fetcher';
import { ContentSource } from './source';

/**
 * Refreshes what every visitor needs first (home page, both menus) so their
 * KV entries never expire under traffic. Failures are reported; the old entries stay.
 */
export async function warmCache(env: Bindings, ctx: ExecutionContext): Promise<void> {
  const waitUntil = (p: Promise<unknown>) => ctx.waitUntil(p);
  const config = readConfig(env);
  // What is parsed here is stored in KV for every visitor: with the configured image hosts, as a request would.
  setMediaHosts(config.mediaHosts);
  const report = createReporter({ dsn: config.sentryDsn, environment: config.environment }, waitUntil);
  const source = new ContentSource(chooseUpstream(config.upstream, env, ctx), { kv: env.CACHE, waitUntil, report });
  const api = createContentApi(source, 'refresh');
  const results = await Promise.allSettled([api.homepage(), api.mainMenu(), api.footerMenu()]);
  for (const result of results) {
    if (result.status === 'rejected') report(result.reason, { tags: { job: 'warm-cache' } });
  }
}
