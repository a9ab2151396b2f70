/**
 * Rate limits of the community on the Workers rate-limiting binding
 * (wrangler.toml [[ratelimits]]; Miniflare runs the same binding locally and in
 * the tests, so no Durable Object is needed). Counts are per Cloudflare
 * location and per period of 60 s, which is what slows a password-guessing
 * run down: 5 tries per account a minute, 20 login, registration or reset
 * posts per client a minute, 3 mails per address a minute.
 *
 * Keys never hold an address in the clear: the address is hashed first.
 */
import { sha256Hex } from './crypto';
import { emailKey } from './accounts';

export type LimitedAction = 'login' | 'register' | 'reset' | 'resend' | 'delete';

export type LimitEnv = Pick<Env, 'LOGIN_LIMIT' | 'CLIENT_LIMIT' | 'MAIL_LIMIT'>;

/** The client's address as Cloudflare gives it; locally there is none, so all local requests are one client. */
export function clientKey(request: Request): string {
  return request.headers.get('cf-connecting-ip') ?? 'local';
}

async function allowed(limit: RateLimit, key: string): Promise<boolean> {
  try {
    return (await limit.limit({ key })).success;
  } catch {
    // A failing limiter must not lock everyone out; the password work still applies.
    return true;
  }
}

/** Counts one attempt of the client and, where an address is given, of that account. False: refuse it. */
export async function withinLimits(env: LimitEnv, action: LimitedAction, request: Request, email?: string): Promise<boolean> {
  const checks = [allowed(env.CLIENT_LIMIT, `${action}:${clientKey(request)}`)];
  if (email) {
    const account = await sha256Hex(emailKey(email));
    checks.push(allowed(action === 'login' ? env.LOGIN_LIMIT : env.MAIL_LIMIT, `${action}:${account}`));
  }
  return (await Promise.all(checks)).every(Boolean);
}
