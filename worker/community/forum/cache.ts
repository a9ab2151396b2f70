/**
 * A change in the forum purges exactly the anonymous pages it changes (the
 * conversation, its list with every topic filter and page, the landing; a
 * group's page): the page cache's own index in KV (worker/middleware/page-cache)
 * is the tag-to-paths index, and an exact path takes its query variants along
 * (worker/ops/purge.ts). The Cache API is per location: elsewhere a page
 * expires within PAGE_CACHE_TTL, and other isolates' copies within 30 s.
 */
import { href } from '../../../shared/routes';
import { purge } from '../../ops/purge';

/** The pages a change of this conversation shows on. */
export function pathsOf(conversation: { path: string; groupSlug: string | null }): string[] {
  const paths = [conversation.path, href('share-experiences')];
  if (conversation.groupSlug) paths.push(href('group', { group: conversation.groupSlug }));
  else paths.push(href('forum'));
  return paths;
}

/** Purges the pages under every origin they may be cached for (SITE_URL and the request's own). */
export async function purgePages(kv: KVNamespace, paths: string[], origins: string[]): Promise<number> {
  const cache = (caches as unknown as { default: Cache }).default;
  let purged = 0;
  for (const origin of new Set(origins.map((o) => o.replace(/\/+$/, '')))) {
    purged += (await purge({ paths }, kv, cache, origin)).pages.length;
  }
  return purged;
}
