import { signHex, verifyHex } from '../security/hmac';

/**
 * The idempotency key of a submission, issued with the form and signed with
 * FORM_SECRET: `{issued seconds}.{nonce}.{HMAC}`. The nonce becomes the
 * outbox row's id, so a double click, a resubmit after a timeout and every
 * redelivery of the queue are one submission. The issue time also gives the
 * minimum fill time (a bot posts at once) and an age limit (a key cannot be
 * replayed once its receipt may have been purged).
 *
 * The key is bound to a scope (the form and its vacancy), so a key of one
 * form does not open another.
 */
export const KEY_MAX_AGE_SECONDS = 48 * 3600;

export type KeyCheck = { ok: true; id: string; issuedAt: number } | { ok: false; reason: 'invalid' | 'expired' | 'too-fast' };

const message = (scope: string, issued: number, nonce: string) => `submission:${scope}:${issued}:${nonce}`;

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function issueSubmissionKey(secret: string, scope: string, nowSeconds: number): Promise<string> {
  const nonce = randomNonce();
  return `${nowSeconds}.${nonce}.${await signHex(secret, message(scope, nowSeconds, nonce))}`;
}

/** Checks a posted key: signed for this scope, not older than 48 hours, and at least `minFillSeconds` old. */
export async function checkSubmissionKey(secret: string, scope: string, key: string, nowSeconds: number, minFillSeconds: number): Promise<KeyCheck> {
  const m = /^(\d{1,12})\.([0-9a-f]{32})\.([0-9a-f]{64})$/.exec(key);
  if (!secret || !m) return { ok: false, reason: 'invalid' };
  const issued = Number(m[1]);
  if (!(await verifyHex(secret, message(scope, issued, m[2]!), m[3]!))) return { ok: false, reason: 'invalid' };
  // A key from the future (clock skew between locations is small) counts as just issued.
  const age = nowSeconds - issued;
  if (age > KEY_MAX_AGE_SECONDS) return { ok: false, reason: 'expired' };
  if (age < minFillSeconds) return { ok: false, reason: 'too-fast' };
  return { ok: true, id: m[2]!, issuedAt: issued };
}

/**
 * A key derived from what was sent, for forms shown on pages that are cached
 * whole (the newsletter sign-up: every visitor gets the same HTML, so no key
 * can be issued per visitor). The same address for the same list from the same
 * page view is the same sign-up, however often it is sent. Keyed with the
 * secret, so the id reveals nothing of the address.
 */
export async function derivedSubmissionId(secret: string, parts: readonly string[]): Promise<string> {
  return (await signHex(secret, `derived:${parts.join('\u0000')}`)).slice(0, 32);
}
