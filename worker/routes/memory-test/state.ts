/**
 * The no-JavaScript memory test carries earlier answers from step to step in
 * one hidden form field: signed (HMAC-SHA256 with FORM_SECRET), bound to the
 * test kind and expiring, so it cannot be forged, swapped between tests or
 * replayed much later (worker/signed/token.ts). It is never stored or logged by the worker.
 */
import * as v from 'valibot';
import { AGE_VALUES, ANSWER_VALUES, type MemoryTestKind } from '../../../shared/contract/memory-test';
import { signValue, verifyValue } from '../../signed/token';
import type { Progress } from '../../../shared/forms/memory-test';

/** How long a started test stays valid without JavaScript. */
export const STATE_TTL_SECONDS = 2 * 60 * 60;

/** The answers so far, as the signed field carries them (the browser reads its own copy with progressFrom). */
export const ProgressSchema = v.object({
  answers: v.record(v.pipe(v.string(), v.maxLength(32)), v.picklist(ANSWER_VALUES)),
  age: v.nullable(v.picklist(AGE_VALUES)),
});

export async function signState(secret: string | undefined, kind: MemoryTestKind, progress: Progress, nowMs = Date.now()): Promise<string> {
  return signValue(secret, kind, progress, STATE_TTL_SECONDS, nowMs);
}

export type StateResult = { ok: true; progress: Progress } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

export async function verifyState(
  secret: string | undefined,
  kind: MemoryTestKind,
  token: unknown,
  nowMs = Date.now(),
): Promise<StateResult> {
  const signed = await verifyValue(secret, kind, token, nowMs);
  if (!signed.ok) return signed;
  const parsed = v.safeParse(ProgressSchema, signed.value);
  return parsed.success ? { ok: true, progress: parsed.output } : { ok: false, reason: 'invalid' };
}
