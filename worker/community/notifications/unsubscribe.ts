/**
 * One-click unsubscribe (RFC 8058) from notification mails: every mail
 * carries an address with a code that names the member and is signed with
 * the site's form secret, so the POST works without logging in and nothing
 * else can be done with it. It only ever turns notifications off.
 */
import { signHex } from '../../security/hmac';

const purpose = (accountId: number) => `unsubscribe:${accountId}`;

export async function unsubscribeCode(secret: string, accountId: number): Promise<string> {
  return `${accountId}.${(await signHex(secret, purpose(accountId))).slice(0, 32)}`;
}

/** The member a code names, or null for a code that is not ours. */
export async function accountOfCode(secret: string, code: string | undefined): Promise<number | null> {
  const m = /^(\d{1,12})\.([0-9a-f]{32})$/.exec(code ?? '');
  if (!secret || !m) return null;
  const id = Number(m[1]);
  // 128 bits of the signature, compared in constant time.
  return timingSafeEqual((await signHex(secret, purpose(id))).slice(0, 32), m[2]!) ? id : null;
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Notifications off (the member's own setting), and nothing left waiting for them. */
export async function turnOffNotifications(db: D1Database, accountId: number): Promise<boolean> {
  const [changed] = await db.batch([
    db.prepare("UPDATE accounts SET notifications = 0 WHERE id = ?1 AND status != 'deleted'").bind(accountId),
    db.prepare('DELETE FROM community_pending WHERE account_id = ?1').bind(accountId),
  ]);
  return (changed?.meta.changes ?? 0) > 0;
}
