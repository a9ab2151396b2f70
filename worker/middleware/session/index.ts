import type { MiddlewareHandler } from 'hono';
import type { AccountRow } from '../../community/accounts';
import { viewerOf } from '../../community/accounts';
import { sha256Hex, TOKEN_PATTERN } from '../../community/crypto';
import { clearSessionCookie, sessionTokenOf } from '../../community/sessions';
import type { AppEnv } from '../../env';
import { setResponseHeaders } from '../security-headers';

export interface SessionOptions {
  /** The database holding sessions and accounts. */
  db: (env: AppEnv['Bindings']) => D1Database;
}

/**
 * Reads the session cookie (worker/community/sessions.ts) and sets `viewer`:
 * the logged-in member, or null. Only a request that carries the cookie costs
 * a lookup; anonymous requests pass straight through and stay cacheable.
 *
 * A request with a live session is answered `private, no-store`, whatever the
 * route: a logged-in visitor's pages are never kept by any cache. A cookie
 * that no longer opens a session is cleared, so the visitor's next pages are
 * anonymous (and cacheable) again.
 */
export function session(options: SessionOptions): MiddlewareHandler<AppEnv> {
  return async function sessionMiddleware(c, next) {
    const token = sessionTokenOf(c.req.header('cookie'));
    c.set('viewer', null);
    c.set('sessionToken', undefined);
    if (token === undefined) return next();
    let account: AccountRow | null = null;
    if (TOKEN_PATTERN.test(token)) {
      account = await options
        .db(c.env)
        .prepare('SELECT a.* FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = ? AND s.expires_at > ?')
        .bind(await sha256Hex(token), new Date().toISOString())
        .first<AccountRow>();
    }
    const viewer = account ? viewerOf(account) : null;
    c.set('viewer', viewer);
    if (viewer) c.set('sessionToken', token);
    await next();
    setResponseHeaders(c, (headers) => {
      headers.set('cache-control', 'private, no-store');
      if (!viewer && !headers.has('set-cookie')) headers.append('set-cookie', clearSessionCookie());
    });
  };
}
