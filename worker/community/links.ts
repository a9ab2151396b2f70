/**
 * Single-use links sent by mail: verify an address, reset a password, confirm
 * an account deletion. The token goes into the mail; only its SHA-256 is
 * stored, with its purpose and expiry. Consuming marks it used in the same
 * statement that checks it, so a link works once even when clicked twice at once.
 */
import { randomToken, sha256Hex, TOKEN_PATTERN } from './crypto';

export type LinkPurpose = 'verify' | 'reset' | 'delete';

/** How long each link works (spec: the confirmation mail may take up to 15 minutes to arrive). */
export const LINK_MINUTES: Record<LinkPurpose, number> = {
  verify: 24 * 60,
  reset: 60,
  delete: 60,
};

export async function issueLink(db: D1Database, accountId: number, purpose: LinkPurpose, now: Date): Promise<string> {
  const token = randomToken();
  const expires = new Date(now.getTime() + LINK_MINUTES[purpose] * 60_000);
  // A new link replaces the unused ones of the same purpose: only the latest mail works.
  await db.batch([
    db.prepare('DELETE FROM account_tokens WHERE account_id = ? AND purpose = ? AND used_at IS NULL').bind(accountId, purpose),
    db
      .prepare('INSERT INTO account_tokens (token_hash, account_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .bind(await sha256Hex(token), accountId, purpose, now.toISOString(), expires.toISOString()),
  ]);
  return token;
}

/** A used or expired link still names its account (a used verification link of a verified account is no failure). */
export type LinkCheck = { ok: true; accountId: number } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'expired' | 'used'; accountId: number };

/** What a link is, without using it (to show the form a link leads to). */
export async function peekLink(db: D1Database, token: string | undefined, purpose: LinkPurpose, now: Date): Promise<LinkCheck> {
  if (!token || !TOKEN_PATTERN.test(token)) return { ok: false, reason: 'invalid' };
  const row = await db
    .prepare('SELECT account_id, expires_at, used_at FROM account_tokens WHERE token_hash = ? AND purpose = ?')
    .bind(await sha256Hex(token), purpose)
    .first<{ account_id: number; expires_at: string; used_at: string | null }>();
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.used_at) return { ok: false, reason: 'used', accountId: row.account_id };
  if (row.expires_at <= now.toISOString()) return { ok: false, reason: 'expired', accountId: row.account_id };
  return { ok: true, accountId: row.account_id };
}

/** Uses a link: succeeds once, for an unexpired link of this purpose. */
export async function consumeLink(db: D1Database, token: string | undefined, purpose: LinkPurpose, now: Date): Promise<LinkCheck> {
  if (!token || !TOKEN_PATTERN.test(token)) return { ok: false, reason: 'invalid' };
  const at = now.toISOString();
  const row = await db
    .prepare(
      'UPDATE account_tokens SET used_at = ? WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? RETURNING account_id',
    )
    .bind(at, await sha256Hex(token), purpose, at)
    .first<{ account_id: number }>();
  if (row) return { ok: true, accountId: row.account_id };
  const why = await peekLink(db, token, purpose, now);
  return why.ok ? { ok: false, reason: 'used', accountId: why.accountId } : why;
}
