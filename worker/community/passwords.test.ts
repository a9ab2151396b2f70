import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, iterationsFrom, MAX_ITERATIONS, verifyPassword } from './passwords';

// Tests hash at 1000 iterations (fast); the first test runs the production count once.
const LOW = 1000;

afterEach(() => vi.restoreAllMocks());

describe('password hashing', () => {
  it('hashes and verifies at the production count, the most workerd allows', async () => {
    const stored = await hashPassword('Lente2024Tuin', MAX_ITERATIONS);
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Lente2024Tuin', stored, MAX_ITERATIONS)).toEqual({ ok: true, needsRehash: false });
    expect((await verifyPassword('lente2024tuin', stored, MAX_ITERATIONS)).ok).toBe(false);
  });

  it('gives the same password a different salt, hence a different hash, each time', async () => {
    const [a, b] = await Promise.all([hashPassword('Zomer2024Strand', LOW), hashPassword('Zomer2024Strand', LOW)]);
    expect(a).not.toBe(b);
  });

  it('keeps the parameters per hash, so an older, lower count still verifies and asks for a rehash', async () => {
    const old = await hashPassword('Herfst2024Bos', LOW);
    expect(await verifyPassword('Herfst2024Bos', old, 5000)).toEqual({ ok: true, needsRehash: true });
  });

  it('refuses a hash it cannot read instead of throwing', async () => {
    for (const broken of ['', 'md5$1$a$b', 'pbkdf2-sha256$0$AAAA$AAAA', 'pbkdf2-sha256$999999999$AAAA$AAAA', 'pbkdf2-sha256$1000$!!$AAAA']) {
      expect((await verifyPassword('Winter2024Sneeuw', broken, LOW)).ok).toBe(false);
    }
  });

  it('does the same derivation work with no account (no hash) as with a wrong password', async () => {
    const stored = await hashPassword('Winter2024Sneeuw', LOW);
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    await verifyPassword('Fout2024Wachtwoord', stored, LOW);
    await verifyPassword('Fout2024Wachtwoord', null, LOW);
    expect(derive).toHaveBeenCalledTimes(2);
    const [withAccount, without] = derive.mock.calls.map(([params]) => (params as Pbkdf2Params).iterations);
    expect(without).toBe(withAccount);
  });

  it('clamps the configured count to what the runtime supports', () => {
    expect(iterationsFrom('100000')).toBe(100_000);
    expect(iterationsFrom('600000')).toBe(MAX_ITERATIONS);
    expect(iterationsFrom('10')).toBe(1000);
    expect(iterationsFrom(undefined)).toBe(MAX_ITERATIONS);
  });
});
