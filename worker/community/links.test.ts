import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { consumeLink, issueLink, LINK_MINUTES, peekLink } from './links';
import { makeAccount } from './testing';

describe('single-use mail links', () => {
  it('work once: a second use is refused as used', async () => {
    const { id } = await makeAccount({ verified: false });
    const now = new Date();
    const token = await issueLink(env.SITE_DB, id, 'verify', now);
    expect(await consumeLink(env.SITE_DB, token, 'verify', now)).toEqual({ ok: true, accountId: id });
    expect(await consumeLink(env.SITE_DB, token, 'verify', now)).toEqual({ ok: false, reason: 'used', accountId: id });
  });

  it('expire: a reset link is refused one hour after it was sent', async () => {
    const { id } = await makeAccount();
    const now = new Date();
    const token = await issueLink(env.SITE_DB, id, 'reset', now);
    expect(LINK_MINUTES.reset).toBe(60);
    const later = new Date(now.getTime() + 60 * 60_000 + 1000);
    expect(await peekLink(env.SITE_DB, token, 'reset', later)).toEqual({ ok: false, reason: 'expired', accountId: id });
    expect(await consumeLink(env.SITE_DB, token, 'reset', later)).toEqual({ ok: false, reason: 'expired', accountId: id });
    expect((await consumeLink(env.SITE_DB, token, 'reset', new Date(now.getTime() + 59 * 60_000))).ok).toBe(true);
  });

  it('belong to one purpose: a verification link does not reset a password', async () => {
    const { id } = await makeAccount({ verified: false });
    const token = await issueLink(env.SITE_DB, id, 'verify', new Date());
    expect(await consumeLink(env.SITE_DB, token, 'reset', new Date())).toEqual({ ok: false, reason: 'invalid' });
  });

  it('are replaced by a newer link of the same purpose', async () => {
    const { id } = await makeAccount();
    const first = await issueLink(env.SITE_DB, id, 'reset', new Date());
    const second = await issueLink(env.SITE_DB, id, 'reset', new Date());
    expect((await peekLink(env.SITE_DB, first, 'reset', new Date())).ok).toBe(false);
    expect((await peekLink(env.SITE_DB, second, 'reset', new Date())).ok).toBe(true);
  });

  it('refuse a made-up or malformed token without looking further', async () => {
    for (const token of [undefined, '', 'abc', 'A'.repeat(43), '../../etc/passwd']) {
      expect((await consumeLink(env.SITE_DB, token, 'verify', new Date())).ok).toBe(false);
    }
  });
});
