/**
 * Signed values the visitor carries for us (a hidden field, a cookie): JSON
 * signed with HMAC-SHA256 over FORM_SECRET, bound to a purpose and expiring,
 * so it cannot be forged, moved to another purpose or replayed much later.
 * The worker never stores or logs what they hold. Used by the memory test's
 * hidden field, the carer test's and the trainings' progress cookies, and the
 * tips mails' unsubscribe links.
 */

import { base64url as toBase64Url, fromBase64url as fromBase64Url } from '../community/crypto';

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

function requireSecret(secret: string | undefined): string {
  // Without a secret anyone could forge the value; refuse rather than sign with nothing.
  if (!secret || secret.length < 16) throw new Error('FORM_SECRET is missing or shorter than 16 characters');
  return secret;
}

/** `value` signed for `purpose`, valid for `ttlSeconds` (null: no end). */
export async function signValue(secret: string | undefined, purpose: string, value: unknown, ttlSeconds: number | null, nowMs = Date.now()): Promise<string> {
  const payload = JSON.stringify({ k: purpose, e: ttlSeconds === null ? 0 : Math.floor(nowMs / 1000) + ttlSeconds, p: value });
  const body = toBase64Url(encoder.encode(payload));
  const mac = await crypto.subtle.sign('HMAC', await keyFor(requireSecret(secret)), encoder.encode(body));
  return `${body}.${toBase64Url(new Uint8Array(mac))}`;
}

export type SignedResult = { ok: true; value: unknown } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

/** The value of a signed token for `purpose`; what it holds is still untrusted in shape (parse it). */
export async function verifyValue(secret: string | undefined, purpose: string, token: unknown, nowMs = Date.now(), maxLength = 8000): Promise<SignedResult> {
  if (typeof token !== 'string' || token === '') return { ok: false, reason: 'missing' };
  if (token.length > maxLength) return { ok: false, reason: 'invalid' };
  const [body = '', mac = '', ...rest] = token.split('.');
  const signature = fromBase64Url(mac);
  if (rest.length > 0 || !body || !signature) return { ok: false, reason: 'invalid' };
  const valid = await crypto.subtle.verify('HMAC', await keyFor(requireSecret(secret)), signature, encoder.encode(body));
  if (!valid) return { ok: false, reason: 'invalid' };
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(fromBase64Url(body) ?? new Uint8Array()));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const record = json as { k?: unknown; e?: unknown; p?: unknown } | null;
  if (!record || typeof record !== 'object' || record.k !== purpose || typeof record.e !== 'number') return { ok: false, reason: 'invalid' };
  if (record.e !== 0 && record.e * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, value: record.p };
}
