/**
 * Password hashing: PBKDF2-SHA256 through WebCrypto with a 16-byte random salt
 * per hash. The stored form carries its own parameters,
 * `pbkdf2-sha256$<iterations>$<salt>$<hash>` (base64url), so the iteration count
 * can be raised later: an older hash still verifies and `needsRehash` says so.
 *
 * 100000 iterations is the most the Workers runtime allows (workerd refuses
 * more), so it is the production count (PASSWORD_ITERATIONS); tests hash with
 * fewer, and one test proves the production count works.
 */
import { base64url, fromBase64url } from './crypto';

export const MAX_ITERATIONS = 100_000;
const MIN_ITERATIONS = 1_000;
const ALGORITHM = 'pbkdf2-sha256';
const KEY_BITS = 256;
const encoder = new TextEncoder();

/** The configured count, clamped to what the runtime supports. */
export function iterationsFrom(value: string | undefined): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? Math.min(MAX_ITERATIONS, Math.max(MIN_ITERATIONS, n)) : MAX_ITERATIONS;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password.normalize('NFC')), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, KEY_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations: number): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, iterations);
  return [ALGORITHM, iterations, base64url(salt), base64url(hash)].join('$');
}

interface Parsed {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array;
}

function parse(stored: string): Parsed | null {
  const [algorithm, iterations, salt, hash, ...rest] = stored.split('$');
  const n = Number(iterations);
  const saltBytes = fromBase64url(salt ?? '');
  const hashBytes = fromBase64url(hash ?? '');
  if (algorithm !== ALGORITHM || rest.length || !Number.isInteger(n) || n < 1 || n > MAX_ITERATIONS || !saltBytes || !hashBytes) return null;
  return { iterations: n, salt: saltBytes, hash: hashBytes };
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export interface Verification {
  ok: boolean;
  /** The hash was made with fewer iterations than configured now: store a new one. */
  needsRehash: boolean;
}

/**
 * Checks a password against a stored hash. A missing or unreadable hash still
 * costs one derivation at `iterations`, so every failure does the same work.
 */
export async function verifyPassword(password: string, stored: string | null, iterations: number): Promise<Verification> {
  const parsed = stored ? parse(stored) : null;
  const params = parsed ?? { iterations, salt: new Uint8Array(16), hash: new Uint8Array(KEY_BITS / 8) };
  const derived = await derive(password, params.salt, params.iterations);
  const ok = parsed !== null && equal(derived, parsed.hash);
  return { ok, needsRehash: ok && parsed.iterations < iterations };
}
