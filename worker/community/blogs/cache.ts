/**
 * A change in the blogs purges exactly the anonymous pages it changes: the
 * entry (with its reaction pages), its blog (every page) and the overview
 * (every filter and page), through the page cache's own index of cached URLs
 * (worker/community/forum/cache.ts: purgePages; an exact path takes its
 * query variants along). A members-only entry is never in the page cache,
 * but the lists it shows on are.
 */
import { href } from '../../../shared/routes';

export function blogPaths(entry: { path: string } | null, username: string): string[] {
  return [...(entry ? [entry.path] : []), href('blog', { username }), href('blogs')];
}
