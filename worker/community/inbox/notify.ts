/**
 * Mail notifications of the inbox, through the community's notification
 * digest (worker/community/notifications/digest.ts): a new request or
 * message waits in community_pending (kinds 'contact-request' and
 * 'contact-message', the target a contact's id), and the digest mails it at
 * most once an hour, not while the member is on the site, only when their
 * setting allows it, and with the one-click unsubscribe. The mail says only
 * that something new waits, never who wrote or what.
 */
import type { ContactRow } from './store';

export const REQUEST_KIND = 'contact-request';
export const MESSAGE_KIND = 'contact-message';

const upsert = `INSERT INTO community_pending (account_id, kind, target_id, first_position, count, first_at) VALUES (?1, ?2, ?3, 0, 1, ?4)
  ON CONFLICT (account_id, kind, target_id) DO UPDATE SET count = count + 1`;

export function requestNotice(db: D1Database, receiverId: number, contactId: number, now: Date): D1PreparedStatement {
  return db.prepare(upsert).bind(receiverId, REQUEST_KIND, contactId, now.toISOString());
}

export function messageNotice(db: D1Database, receiverId: number, contactId: number, now: Date): D1PreparedStatement {
  return db.prepare(upsert).bind(receiverId, MESSAGE_KIND, contactId, now.toISOString());
}

/** Nothing left to tell about a contact (removed, answered): for one side or both. */
export function dropNotices(db: D1Database, contact: Pick<ContactRow, 'id' | 'requester_id' | 'receiver_id'>, side?: 'requester' | 'receiver'): D1PreparedStatement[] {
  const accounts = side === 'requester' ? [contact.requester_id] : side === 'receiver' ? [contact.receiver_id] : [contact.requester_id, contact.receiver_id];
  return [
    db
      .prepare(`DELETE FROM community_pending WHERE kind IN ('${REQUEST_KIND}', '${MESSAGE_KIND}') AND target_id = ?1 AND account_id IN (SELECT value FROM json_each(?2))`)
      .bind(contact.id, JSON.stringify(accounts)),
  ];
}

export interface InboxNews {
  requests: number;
  messages: number;
}

/**
 * What of a member's waiting inbox notices is still news when the digest
 * runs: requests still waiting for them, and messages still unread in
 * accepted contacts (what they read on the site meanwhile is left out).
 */
export async function inboxNews(db: D1Database, accountId: number): Promise<InboxNews> {
  const row = await db
    .prepare(
      `SELECT
         (SELECT COUNT(*) FROM community_pending p JOIN member_contacts c ON c.id = p.target_id
          WHERE p.account_id = ?1 AND p.kind = '${REQUEST_KIND}' AND c.receiver_id = ?1 AND c.state = 'pending') AS requests,
         (SELECT COALESCE(SUM(CASE WHEN c.requester_id = ?1 THEN c.requester_unread ELSE c.receiver_unread END), 0)
          FROM community_pending p JOIN member_contacts c ON c.id = p.target_id
          WHERE p.account_id = ?1 AND p.kind = '${MESSAGE_KIND}' AND c.state = 'accepted') AS messages`,
    )
    .bind(accountId)
    .first<InboxNews>();
  return { requests: row?.requests ?? 0, messages: row?.messages ?? 0 };
}
