import { encodePath } from '../content/api';
import { cmsMemory, pageMemory } from '../cache/memory-copy';
import { PAGE_INDEX_PREFIX, pageUrlOf } from '../middleware/page-cache';

export type PurgeScope = { paths: string[] } | { prefix: string } | { all: true };

export interface PurgeResult {
  kvKeys: number;
  pages: string[];
}

async function listKeys(kv: KVNamespace, prefix: string): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page: KVNamespaceListResult<unknown> = await kv.list({ prefix, ...(cursor ? { cursor } : {}) });
    names.push(...page.keys.map((k) => k.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return names;
}

const normalise = (path: string) => ('/' + path.trim().replace(/^\/+/, '')).replace(/(.)\/+$/, '$1');

/** KV key prefixes of everything cached for a site path (page, breadcrumb, redirect lookups). */
function cmsPrefixes(path: string): string[] {
  const page = path === '/' ? '/api/drupal/api/homepage' : `/api/drupal/api${encodePath(path)}`;
  const param = encodeURIComponent(path);
  return [`cms:v1:page:${page}`, `cms:v1:breadcrumb:/api/drupal/api/breadcrumb?path=${param}`, `cms:v1:redirect:/api/v1/redirect/from?path=${param}`];
}

/** With exact matching, `/nieuws` must not take `/nieuwsbrief` along: only the path itself or its query variants. */
function matchesExactly(key: string, prefix: string): boolean {
  const rest = key.slice(prefix.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('%3F') || rest.startsWith('&');
}

/**
 * Purges the CMS answers in KV and the whole-page cache entries concerned.
 * KV is global; the Cache API is per location, so a page purge reaches the
 * location that handles the purge call (elsewhere pages expire within PAGE_CACHE_TTL).
 */
export async function purge(scope: PurgeScope, kv: KVNamespace, cache: Cache, siteOrigin: string): Promise<PurgeResult> {
  const kvKeys = new Set<string>();
  const pageKeys = new Set<string>();
  if ('all' in scope) {
    for (const k of await listKeys(kv, 'cms:')) kvKeys.add(k);
    for (const k of await listKeys(kv, PAGE_INDEX_PREFIX)) pageKeys.add(k);
  } else {
    const exact = 'paths' in scope;
    const paths = exact ? scope.paths.map(normalise) : [normalise(scope.prefix)];
    for (const path of paths) {
      for (const prefix of cmsPrefixes(path)) {
        for (const k of await listKeys(kv, prefix)) if (!exact || matchesExactly(k, prefix)) kvKeys.add(k);
      }
      const pagePrefix = PAGE_INDEX_PREFIX + siteOrigin + (path === '/' && !exact ? '' : path);
      for (const k of await listKeys(kv, pagePrefix)) if (!exact || matchesExactly(k, pagePrefix)) pageKeys.add(k);
    }
  }
  // This isolate's copy of the answers goes too (other isolates drop theirs within HOLD_MS).
  if ('all' in scope) {
    cmsMemory.clear();
    pageMemory.clear();
  } else {
    const exact = 'paths' in scope;
    const prefixes = (exact ? scope.paths.map(normalise) : [normalise(scope.prefix)]).flatMap(cmsPrefixes);
    cmsMemory.clear((k) => kvKeys.has(k) || prefixes.some((prefix) => k.startsWith(prefix) && (!exact || matchesExactly(k, prefix))));
  }
  const pages = [...pageKeys].map((k) => k.slice(PAGE_INDEX_PREFIX.length));
  for (const url of pages) pageMemory.delete(url);
  await Promise.all([
    ...[...kvKeys].map((k) => kv.delete(k)),
    ...[...pageKeys].map((k) => kv.delete(k)),
    ...pages.map((url) => cache.delete(new Request(url))),
  ]);
  return { kvKeys: kvKeys.size, pages: pages.map(pageUrlOf) };
}

/** KV prefixes of the site search's answers: every search and every suggestion. */
const SEARCH_PREFIXES = ['cms:v1:list:/api/v1/es/search?', 'cms:v1:list:/api/v1/es/suggest?'];

/**
 * Purges every cached answer of the site search (KV and this isolate) and the
 * cached search pages: after a change of the synonyms, every result may differ.
 */
export async function purgeSearch(kv: KVNamespace, cache: Cache, siteOrigin: string, searchPath: string): Promise<PurgeResult> {
  const keys = (await Promise.all(SEARCH_PREFIXES.map((prefix) => listKeys(kv, prefix)))).flat();
  cmsMemory.clear((k) => SEARCH_PREFIXES.some((prefix) => k.startsWith(prefix)));
  await Promise.all(keys.map((k) => kv.delete(k)));
  const pages = await purge({ prefix: searchPath }, kv, cache, siteOrigin);
  return { kvKeys: keys.length + pages.kvKeys, pages: pages.pages };
}
