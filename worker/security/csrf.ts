import { signHex, verifyHex } from './hmac';

/**
 * The anti-forgery token pages carry (`<meta name="csrf-token">`) and the API
 * proxy checks on credentialed calls: `{expiry}.{HMAC(FORM_SECRET, expiry)}`.
 * It is the same for everyone in one hour, so whole-page caching keeps working;
 * the proxy also requires a same-origin request, which a forged cross-site call is not.
 */
const LIFETIME = 24 * 3600;

/** The token of the current hour, signed once per isolate (the HMAC cost every render before). */
let signed: { secret: string; exp: number; token: Promise<string> } | null = null;

export function csrfToken(secret: string, nowSeconds: number): Promise<string> {
  const exp = Math.ceil(nowSeconds / 3600) * 3600 + LIFETIME;
  if (signed?.secret !== secret || signed.exp !== exp) {
    const token = signHex(secret, `csrf:${exp}`).then((signature) => `${exp}.${signature}`);
    // A failed signature is not kept: the next render tries again.
    token.catch(() => {
      if (signed?.token === token) signed = null;
    });
    signed = { secret, exp, token };
  }
  return signed.token;
}

export async function csrfValid(secret: string, token: string | undefined, nowSeconds: number): Promise<boolean> {
  const m = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(token ?? '');
  if (!secret || !m) return false;
  const exp = Number(m[1]);
  return exp >= nowSeconds && exp <= nowSeconds + LIFETIME + 3600 && verifyHex(secret, `csrf:${exp}`, m[2]!);
}
