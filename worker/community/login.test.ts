import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { setBlocked } from './accounts';
import { checkLogin, type LoginDeps } from './login';
import { hashPassword, verifyPassword } from './passwords';
import { makeAccount } from './testing';

/** Counts the password derivations a login does, and at which iteration count. */
function counting(): { deps: LoginDeps; counts: number[] } {
  const counts: number[] = [];
  const deps: LoginDeps = {
    verify: async (password, stored, iterations) => {
      counts.push(Number(stored?.split('$')[1] ?? iterations));
      return verifyPassword(password, stored, iterations);
    },
    hash: hashPassword,
  };
  return { deps, counts };
}

describe('login check', () => {
  it('accepts the right password of a verified account, with the address in any case', async () => {
    const member = await makeAccount();
    const result = await checkLogin(env.SITE_DB, member.email.toUpperCase(), member.password, 1000);
    expect(result.ok && result.account.id).toBe(member.id);
  });

  it('refuses a wrong password, an unknown address, an unverified and a blocked account alike', async () => {
    const member = await makeAccount();
    const unverified = await makeAccount({ verified: false });
    const blocked = await makeAccount();
    await setBlocked(env.SITE_DB, blocked.id, true);
    const attempts: [string, string][] = [
      [member.email, 'Verkeerd2024Wachtwoord'],
      ['niemand@voorbeeld.nl', member.password],
      [unverified.email, unverified.password],
      [blocked.email, blocked.password],
    ];
    for (const [email, password] of attempts) expect(await checkLogin(env.SITE_DB, email, password, 1000)).toEqual({ ok: false });
  });

  it('does one derivation at the same count whether or not the address exists (comparable time)', async () => {
    const member = await makeAccount();
    const known = counting();
    await checkLogin(env.SITE_DB, member.email, 'Verkeerd2024Wachtwoord', 1000, known.deps);
    const unknown = counting();
    await checkLogin(env.SITE_DB, 'onbekend@voorbeeld.nl', 'Verkeerd2024Wachtwoord', 1000, unknown.deps);
    expect(known.counts).toEqual([1000]);
    expect(unknown.counts).toEqual(known.counts);
  });

  it('rehashes a password stored at a lower count than configured now', async () => {
    const member = await makeAccount();
    expect((await checkLogin(env.SITE_DB, member.email, member.password, 2000)).ok).toBe(true);
    const row = await env.SITE_DB.prepare('SELECT password_hash FROM accounts WHERE id = ?').bind(member.id).first<{ password_hash: string }>();
    expect(row?.password_hash.split('$')[1]).toBe('2000');
  });
});
