/**
 * The anti-forgery token of the community's forms. Visitors get the site's
 * hourly token (worker/security/csrf.ts), the same for everyone, so the login
 * and registration pages stay page-cacheable. A logged-in member's token is
 * bound to their session (an HMAC over the session token's hash): a token
 * read from any public page does not work for someone else's session.
 * Together with the same-origin check and SameSite=Lax, a forged cross-site
 * post changes nothing.
 */
import { csrfToken, csrfValid } from '../security/csrf';
import { signHex, verifyHex } from '../security/hmac';
import { sha256Hex } from './crypto';

const LIFETIME = 24 * 3600;

export async function accountFormToken(secret: string, session: string | undefined, nowSeconds: number): Promise<string> {
  if (!session) return csrfToken(secret, nowSeconds);
  const exp = Math.ceil(nowSeconds / 3600) * 3600 + LIFETIME;
  return `${exp}.${await signHex(secret, `account:${exp}:${await sha256Hex(session)}`)}`;
}

export async function accountFormTokenValid(secret: string, token: string, session: string | undefined, nowSeconds: number): Promise<boolean> {
  if (!session) return csrfValid(secret, token, nowSeconds);
  const m = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(token);
  if (!secret || !m) return false;
  const exp = Number(m[1]);
  return exp >= nowSeconds && exp <= nowSeconds + LIFETIME + 3600 && verifyHex(secret, `account:${exp}:${await sha256Hex(session)}`, m[2]!);
}
