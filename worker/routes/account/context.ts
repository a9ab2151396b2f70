/** What every account route needs: the database, the clock, the password cost, the mailer, answers. */
import type { Context } from 'hono';
import type { ComponentType } from 'react';
import type { Loaded } from '../../../shared/pages/screen';
import { RefusedView, refusedLoaded } from '../../../shared/pages/account/messages';
import { chooseMailer, type Mailer } from '../../community/mail/mailer';
import { iterationsFrom } from '../../community/passwords';
import type { AppEnv } from '../../env';
import { renderLoaded } from '../../render/screen';

export const db = (c: Context<AppEnv>): D1Database => c.env.SITE_DB;
export const iterations = (c: Context<AppEnv>): number => iterationsFrom(c.env.PASSWORD_ITERATIONS);
export const mailer = (c: Context<AppEnv>): Mailer => chooseMailer(c.env);

/**
 * An absolute link for a mail. Outside development always SITE_URL, never the
 * request's Host (a forged Host must not put someone else's site in a reset
 * mail); in development the request's own origin, so links work on any port.
 */
export function absolute(c: Context<AppEnv>, path: string): string {
  const base = c.env.ENVIRONMENT === 'development' ? new URL(c.req.url).origin : c.env.SITE_URL || new URL(c.req.url).origin;
  return base.replace(/\/+$/, '') + path;
}

/** An answer to a post is never cached. */
export async function answer<D>(c: Context<AppEnv>, loaded: Loaded<D>, View: ComponentType<{ data: D }>): Promise<Response> {
  const response = await renderLoaded(c, { ...loaded, headers: { ...loaded.headers, 'cache-control': 'private, no-store' } }, View);
  return response;
}

export function refused(c: Context<AppEnv>, status: 400 | 403): Promise<Response> {
  return answer(c, refusedLoaded(status), RefusedView);
}

/** Post/redirect/get: 303 to a page of this site. */
export function seeOther(c: Context<AppEnv>, location: string, cookie?: string): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  if (cookie) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}
