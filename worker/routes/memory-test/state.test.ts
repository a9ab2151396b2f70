import { describe, expect, it } from 'vitest';
import { STATE_TTL_SECONDS, signState, verifyState } from './state';

const SECRET = 'a-secret-of-enough-length';
const progress = { answers: { v1: 'option2' as const, v2: 'option5' as const }, age: 'under64' as const };

describe('signed memory test state', () => {
  it('round-trips the answers for the same kind', async () => {
    const token = await signState(SECRET, 'forMyself', progress);
    expect(await verifyState(SECRET, 'forMyself', token)).toEqual({ ok: true, progress });
  });

  it('refuses another kind, another secret, an edited payload or signature', async () => {
    const token = await signState(SECRET, 'forMyself', progress);
    const [body = '', mac = ''] = token.split('.');
    expect(await verifyState(SECRET, 'forOthers', token)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyState('another-secret-of-length', 'forMyself', token)).toEqual({ ok: false, reason: 'invalid' });
    const forged = btoa(JSON.stringify({ k: 'forMyself', e: 9e9, p: { answers: {}, age: null } })).replace(/=+$/, '');
    expect(await verifyState(SECRET, 'forMyself', `${forged}.${mac}`)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyState(SECRET, 'forMyself', `${body}.${mac.slice(1)}A`)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyState(SECRET, 'forMyself', `${body}.${mac}.x`)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyState(SECRET, 'forMyself', '')).toEqual({ ok: false, reason: 'missing' });
  });

  it('expires after two hours', async () => {
    const issued = Date.UTC(2026, 10, 1, 12);
    const token = await signState(SECRET, 'forOthers', progress, issued);
    expect((await verifyState(SECRET, 'forOthers', token, issued + (STATE_TTL_SECONDS - 1) * 1000)).ok).toBe(true);
    expect(await verifyState(SECRET, 'forOthers', token, issued + STATE_TTL_SECONDS * 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses to sign without a real secret', async () => {
    await expect(signState('', 'forMyself', progress)).rejects.toThrow(/FORM_SECRET/);
    await expect(signState('short', 'forMyself', progress)).rejects.toThrow(/FORM_SECRET/);
  });
});
