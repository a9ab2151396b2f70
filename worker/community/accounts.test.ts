import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '../../shared/model/account';
import { anonymise, authorName, byId, createAccount, setBlocked, setRole, usernameTaken, viewerOf } from './accounts';
import { createSession, sessionAccount } from './sessions';
import { makeAccount, uniqueMember } from './testing';

describe('accounts', () => {
  it('keep addresses and usernames unique case-insensitively', async () => {
    const member = await makeAccount();
    expect(await usernameTaken(env.SITE_DB, member.username.toUpperCase())).toBe(true);
    const other = uniqueMember();
    const sameAddress = await createAccount(
      env.SITE_DB,
      { email: member.email.toUpperCase(), username: other.username, passwordHash: 'x', newsletter: false, profile: EMPTY_PROFILE },
      new Date(),
    );
    expect(sameAddress).toBeNull();
    const sameName = await createAccount(
      env.SITE_DB,
      { email: other.email, username: member.username.toUpperCase(), passwordHash: 'x', newsletter: false, profile: EMPTY_PROFILE },
      new Date(),
    );
    expect(sameName).toBeNull();
  });

  it('are anonymised on deletion: personal data gone, sessions ended, posts signed "Verwijderde gebruiker"', async () => {
    const member = await makeAccount();
    const { token } = await createSession(env.SITE_DB, member.id, new Date());
    await anonymise(env.SITE_DB, member.id, new Date());
    const row = await byId(env.SITE_DB, member.id);
    expect(row).toMatchObject({ email: null, username: null, password_hash: null, status: 'deleted', profile: '{}', photo_key: null });
    expect(await sessionAccount(env.SITE_DB, token, new Date())).toBeNull();
    expect(authorName(row!, 'Verwijderde gebruiker')).toBe('Verwijderde gebruiker');
    // The address and name are free again.
    expect(await usernameTaken(env.SITE_DB, member.username)).toBe(false);
  });

  it('get a role, and a blocked account loses its sessions and is no viewer until unblocked', async () => {
    const member = await makeAccount();
    expect(await setRole(env.SITE_DB, member.id, 'expert')).toBe(true);
    const { token } = await createSession(env.SITE_DB, member.id, new Date());
    await setBlocked(env.SITE_DB, member.id, true);
    expect(await sessionAccount(env.SITE_DB, token, new Date())).toBeNull();
    expect(viewerOf((await byId(env.SITE_DB, member.id))!)).toBeNull();
    await setBlocked(env.SITE_DB, member.id, false);
    expect(viewerOf((await byId(env.SITE_DB, member.id))!)).toEqual({ id: member.id, username: member.username, role: 'expert' });
  });
});
