/**
 * The no-JavaScript memory test carries earlier answers from step to step in
 * one hidden form field: signed (HMAC-SHA256 with FORM_SECRET), bound to the
 * test kind and expiring, so it cannot be forged, swapped between tests or
 * replayed much later. It is never stored or logged by the worker.
 */
import * as v from 'valibot';
import { AGE_VALUES, ANSWER_VALUES, MEMORY_TEST_KINDS, type MemoryTestKind } from '../../../shared/contract/memory-test';
import type { Progress } from '../../../shared/forms/memory-test';

/** How long a started test stays valid without JavaScript. */
export const STATE_TTL_SECONDS = 2 * 60 * 60;

/** The answers so far, as the signed field carries them (the browser reads its own copy with progressFrom). */
export const ProgressSchema = v.object({
  answers: v.record(v.pipe(v.string(), v.maxLength(32)), v.picklist(ANSWER_VALUES)),
  age: v.nullable(v.picklist(AGE_VALUES)),
});

const PayloadSchema = v.object({
  k: v.picklist(MEMORY_TEST_KINDS),
  e: v.number(),
  p: ProgressSchema,
});

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

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

function requireSecret(secret: string | undefined): string {
  // Without a secret anyone could forge the field; refuse rather than sign with nothing.
  if (!secret || secret.length < 16) throw new Error('FORM_SECRET is missing or shorter than 16 characters');
  return secret;
}

export async function signState(secret: string | undefined, kind: MemoryTestKind, progress: Progress, nowMs = Date.now()): Promise<string> {
  const payload = JSON.stringify({ k: kind, e: Math.floor(nowMs / 1000) + STATE_TTL_SECONDS, p: progress });
  const body = toBase64Url(encoder.encode(payload));
  const mac = await crypto.subtle.sign('HMAC', await keyFor(requireSecret(secret)), encoder.encode(body));
  return `${body}.${toBase64Url(new Uint8Array(mac))}`;
}

export type StateResult = { ok: true; progress: Progress } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

export async function verifyState(
  secret: string | undefined,
  kind: MemoryTestKind,
  token: unknown,
  nowMs = Date.now(),
): Promise<StateResult> {
  if (typeof token !== 'string' || token === '') return { ok: false, reason: 'missing' };
  if (token.length > 8000) return { ok: false, reason: 'invalid' };
  const [body = '', mac = '', ...rest] = token.split('.');
  const signature = fromBase64Url(mac);
  if (rest.length > 0 || !body || !signature) return { ok: false, reason: 'invalid' };
  const valid = await crypto.subtle.verify('HMAC', await keyFor(requireSecret(secret)), signature, encoder.encode(body));
  if (!valid) return { ok: false, reason: 'invalid' };
  const bytes = fromBase64Url(body);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes ?? new Uint8Array()));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const parsed = v.safeParse(PayloadSchema, json);
  if (!parsed.success || parsed.output.k !== kind) return { ok: false, reason: 'invalid' };
  if (parsed.output.e * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, progress: parsed.output.p };
}
