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

export interface MalformedPathOptions {
  /** The answer to a malformed path: the app's not-found page (404). */
  notFound: (c: Context<AppEnv>) => Response | Promise<Response>;
}

/**
 * Answers a malformed path with the not-found page before any route decodes
 * it, so `/%ff` is a visitor's mistake, never a 500, and never reaches the
 * error reporter.
 */
export function malformedPath({ notFound }: MalformedPathOptions): MiddlewareHandler<AppEnv> {
  return async function malformedPathMiddleware(c, next) {
    if (isMalformedPath(requestUrl(c.req.raw).pathname)) return notFound(c);
    await next();
  };
}
