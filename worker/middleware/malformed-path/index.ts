import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';
import { requestUrl } from '../../request-url';

/** Longer paths than this name no page of the site (the longest real alias is far shorter). */
export const MAX_PATH_LENGTH = 2048;

/**
 * Whether a URL path can name a page at all: it must decode as UTF-8
 * percent-encoding, carry no control characters once decoded, and not be
 * absurdly long. Anything else is the visitor's (or a scanner's) mistake.
 */
export function isMalformedPath(pathname: string): boolean {
  if (pathname.length > MAX_PATH_LENGTH) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(decoded);
}

/** A percent sign that starts no escape (`100%`, `%zz`): the URL standard reads it as the character itself. */
const LONE_PERCENT = /%(?![0-9a-fA-F]{2})/g;

/**
 * Whether a query string (`url.search`) holds an escape that does not decode
 * as UTF-8 (`?zoekterm=%ff`, a cut-off or overlong sequence, a lone
 * surrogate). URLSearchParams would read such bytes as U+FFFD and a page
 * would show '�' as the term; like a malformed path it names nothing. A
 * percent sign that starts no escape is the character itself, as the URL
 * standard parses it, so `?q=100%` stays a real query.
 */
export function isMalformedQuery(search: string): boolean {
  if (!search.includes('%')) return false;
  try {
    decodeURIComponent(search.replace(LONE_PERCENT, '%25'));
    return false;
  } catch {
    return true;
  }
}

export interface MalformedPathOptions {
  /** The answer to a malformed path: the app's not-found page (404). */
  notFound: (c: Context<AppEnv>) => Response | Promise<Response>;
}

/**
 * Answers a malformed address (its path, or its query on any route) with the
 * not-found page before any route decodes it, so `/%ff` and `?page=%ff` are a
 * visitor's mistake, never a 500 or a page about '�', and never reach the
 * error reporter.
 */
export function malformedPath({ notFound }: MalformedPathOptions): MiddlewareHandler<AppEnv> {
  return async function malformedPathMiddleware(c, next) {
    const url = requestUrl(c.req.raw);
    if (isMalformedPath(url.pathname) || isMalformedQuery(url.search)) return notFound(c);
    await next();
  };
}
