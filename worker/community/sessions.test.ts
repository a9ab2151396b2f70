import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createSession, endAllSessions, endSession, sessionAccount, sessionCookie, sessionTokenOf, SESSION_COOKIE, sweepExpired } from './sessions';
import { makeAccount } from './testing';

describe('sessions', () => {
  it('opens a session whose token finds its account, and stores only the token hash', async () => {
    const { id } = await makeAccount();
    const now = new Date();
    const { token } = await createSession(env.SITE_DB, id, now);
    expect(await sessionAccount(env.SITE_DB, token, now)).toBe(id);
    const stored = await env.SITE_DB.prepare('SELECT token_hash FROM sessions WHERE account_id = ?').bind(id).all<{ token_hash: string }>();
    expect(stored.results.map((r) => r.token_hash)).not.toContain(token);
  });

  it('does not accept an expired, unknown or malformed token', async () => {
    const { id } = await makeAccount();
    const now = new Date();
    const { token } = await createSession(env.SITE_DB, id, now);
    expect(await sessionAccount(env.SITE_DB, token, new Date(now.getTime() + 15 * 24 * 3600 * 1000))).toBeNull();
    expect(await sessionAccount(env.SITE_DB, 'A'.repeat(43), now)).toBeNull();
    expect(await sessionAccount(env.SITE_DB, "x' OR 1=1 --", now)).toBeNull();
    expect(await sessionAccount(env.SITE_DB, undefined, now)).toBeNull();
  });

  it('ends one session on logout and every session of the account on demand', async () => {
    const { id } = await makeAccount();
    const now = new Date();
    const a = await createSession(env.SITE_DB, id, now);
    const b = await createSession(env.SITE_DB, id, now);
    await endSession(env.SITE_DB, a.token);
    expect(await sessionAccount(env.SITE_DB, a.token, now)).toBeNull();
    expect(await sessionAccount(env.SITE_DB, b.token, now)).toBe(id);
    await endAllSessions(env.SITE_DB, id).run();
    expect(await sessionAccount(env.SITE_DB, b.token, now)).toBeNull();
  });

  it('sweeps expired sessions away', async () => {
    const { id } = await makeAccount();
    const then = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    await createSession(env.SITE_DB, id, then);
    await sweepExpired(env.SITE_DB, new Date());
    const left = await env.SITE_DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE account_id = ?').bind(id).first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it('writes a __Host- cookie that is HttpOnly, Secure, SameSite=Lax on path /, and reads it back', () => {
    const cookie = sessionCookie('abc', new Date(Date.now() + 3600_000));
    expect(cookie).toMatch(/^__Host-session=abc; Path=\/; Max-Age=\d+; HttpOnly; Secure; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(sessionTokenOf(`an_consent=v1; ${SESSION_COOKIE}=tok; other=1`)).toBe('tok');
    expect(sessionTokenOf('session=tok')).toBeUndefined();
  });
});
