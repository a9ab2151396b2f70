/**
 * What every blog post handler needs: the forum's pieces (the pipeline's
 * reading of a post, the 403 page, notices, purging) and the blogs' reader
 * for this request's viewer.
 */
import type { Context } from 'hono';
import { blogReader } from '../../community/blogs/reader';
import { blogPaths } from '../../community/blogs/cache';
import type { AppEnv } from '../../env';
import { purgeNow, viewerOf } from '../forum/common';

export { forbidden, honoPattern, returnPath, viewerOf, withNotice } from '../forum/common';

export const MAX_BODY = 96 * 1024;

export function blogsOf(c: Context<AppEnv>) {
  return blogReader(c.env.SITE_DB, viewerOf(c));
}

/** The changed pages leave the page cache before the answer (the member's next page shows the change). */
export function purgeBlog(c: Context<AppEnv>, entry: { path: string } | null, username: string): Promise<void> {
  return purgeNow(c, blogPaths(entry, username));
}
