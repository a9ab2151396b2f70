/**
 * What every forum post handler needs: the pipeline's reading of a post
 * (same origin, body limit, anti-forgery: worker/routes/account/form.ts),
 * the member, the forum's rows, purging after a change and the Hono form of
 * a route's pattern.
 */
import type { Context } from 'hono';
import { safeReturnPath } from '../../../shared/forms/newsletter';
import { forbiddenLoaded, ForbiddenView } from '../../../shared/pages/account/messages';
import { ROUTES, type RouteName } from '../../../shared/routes';
import type { Viewer } from '../../../shared/model/account';
import { pathsOf, purgePages } from '../../community/forum/cache';
import { conversationPath, type ConversationRow, type GroupRow, type Lookups } from '../../community/forum/rows';
import { forumReader } from '../../community/forum/reader';
import type { AppEnv } from '../../env';
import { requestUrl } from '../../request-url';
import { answer } from '../account/context';

/** A route's pattern as Hono reads it: the route table's constraints `(…)` left out (the handlers check the values). */
export function honoPattern(name: RouteName): string {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`honoPattern: no route named ${name}`);
  return route.pattern.replace(/(:\w+)\([^)]*\)/g, '$1');
}

export const idOf = (value: string | undefined): number | null => {
  const m = /^(\d{1,12})(?:-[a-z0-9-]*)?$/.exec(value ?? '');
  return m ? Number(m[1]) : null;
};

/** The 403 page for a post by someone who may not (a visitor: log in or register). */
export function forbidden(c: Context<AppEnv>, returnTo: string): Promise<Response> {
  return answer(c, forbiddenLoaded(returnTo, c.get('viewer') !== null), ForbiddenView);
}

export function viewerOf(c: Context<AppEnv>): Viewer | null {
  return c.get('viewer') ?? null;
}

export function readerOf(c: Context<AppEnv>) {
  return forumReader(c.env.SITE_DB, viewerOf(c));
}

/** Where a form asked to go back to (a path of this site only). */
export function returnPath(raw: Record<string, string | string[] | undefined>, fallback: string): string {
  const value = raw.terug;
  return typeof value === 'string' && value ? safeReturnPath(value) : fallback;
}

/** A path with a notice for post/redirect/get (`?melding=…`), before its anchor. */
export function withNotice(path: string, notice: string): string {
  const [base, anchor] = path.split('#');
  const url = new URL(base ?? '/', 'https://site.invalid');
  url.searchParams.set('melding', notice);
  return url.pathname + url.search + (anchor ? `#${anchor}` : '');
}

export function groupOfRow(row: ConversationRow, lookups: Lookups): GroupRow | null {
  return row.group_id !== null ? (lookups.groups.get(row.group_id) ?? null) : null;
}

export function pathOfRow(row: ConversationRow, lookups: Lookups): string {
  return conversationPath(row, groupOfRow(row, lookups)?.slug ?? null);
}

/**
 * The changed pages leave the page cache before the answer, so the member's
 * next page (and everyone's) shows the change; a failed purge is reported,
 * never the member's problem (the pages then expire within PAGE_CACHE_TTL).
 */
export function purgeAfter(c: Context<AppEnv>, row: ConversationRow, lookups: Lookups, extra: string[] = []): Promise<void> {
  const group = groupOfRow(row, lookups);
  return purgeNow(c, [...pathsOf({ path: pathOfRow(row, lookups), groupSlug: group?.slug ?? null }), ...extra]);
}

export async function purgeNow(c: Context<AppEnv>, paths: string[]): Promise<void> {
  const origins = [requestUrl(c.req.raw).origin, ...(c.env.SITE_URL ? [c.env.SITE_URL] : [])];
  try {
    await purgePages(c.env.CACHE, paths, origins);
  } catch (error) {
    c.get('report')(error, { tags: { stage: 'forum-purge' } });
  }
}

/** Absolute base of links in mails: SITE_URL, or in development the request's own origin (as account mails do). */
export function mailBase(c: Context<AppEnv>): string {
  const base = c.env.ENVIRONMENT === 'development' ? requestUrl(c.req.raw).origin : c.env.SITE_URL || requestUrl(c.req.raw).origin;
  return base.replace(/\/+$/, '');
}
