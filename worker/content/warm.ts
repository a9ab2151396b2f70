import type { Bindings } from '../env';
import { createContentApi } from './api';
import { chooseUpstream } from './fetcher';
import { ContentSource } from './source';

/**
 * Refreshes what every visitor needs first (home page, both menus) so their
 * KV entries never expire under traffic. Failures are logged; the old entries stay.
 */
export async function warmCache(env: Bindings, ctx: ExecutionContext): Promise<void> {
  const source = new ContentSource(chooseUpstream(env, ctx), env.CACHE, (p) => ctx.waitUntil(p));
  const api = createContentApi(source, 'refresh');
  const results = await Promise.allSettled([api.homepage(), api.mainMenu(), api.footerMenu()]);
  for (const result of results) {
    if (result.status === 'rejected') console.error('cache warm-up failed', result.reason);
  }
}
