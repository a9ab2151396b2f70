import type { MiddlewareHandler } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../../env';

export interface AdminAuthOptions {
  /** ADMIN_TOKEN; empty refuses every call. */
  token: string;
}

const REALM = 'admin';

/**
 * The admin API's guard: `Authorization: Bearer <ADMIN_TOKEN>`, checked by
 * Hono's bearer-auth, which compares the token in constant time (SHA-256 of
 * both sides compared without an early exit, then the tokens themselves the
 * same way). Every refusal is a JSON 401, a malformed header included, and
 * every call is logged as one JSON line (who, what, outcome). Answers are never cached.
 */
export function adminAuth({ token }: AdminAuthOptions): MiddlewareHandler<AppEnv> {
  const bearer = bearerAuth<AppEnv>({
    realm: REALM,
    ...(token ? { token } : { verifyToken: async () => false }),
    invalidToken: { wwwAuthenticateHeader: { realm: REALM, error: 'invalid_token' } },
    invalidAuthenticationHeader: { wwwAuthenticateHeader: { realm: REALM, error: 'invalid_request' } },
  });
  return async function adminAuthMiddleware(c, next) {
    const started = Date.now();
    let authorized = false;
    let refusal: HTTPException | null = null;
    try {
      await bearer(c, async () => {
        authorized = true;
        await next();
      });
    } catch (error) {
      // bearer-auth refuses by throwing; anything else (or after the route ran) is not ours to answer.
      if (authorized || !(error instanceof HTTPException)) throw error;
      refusal = error;
    }
    const response = refusal
      ? c.json({ error: 'unauthorized', message: 'Send Authorization: Bearer <ADMIN_TOKEN>.' }, 401, {
          'www-authenticate': refusal.getResponse().headers.get('www-authenticate') ?? `Bearer realm="${REALM}"`,
        })
      : c.res;
    response.headers.set('cache-control', 'no-store');
    console.log(
      JSON.stringify({
        event: 'admin-call',
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        ip: c.req.header('cf-connecting-ip') ?? null,
        authorized,
        status: response.status,
        ms: Date.now() - started,
      }),
    );
    if (refusal) return response;
  };
}
