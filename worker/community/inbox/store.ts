/**
 * Contacts, messages and blocks in SITE_DB (migration 0301). Every change is
 * one batch; a removal deletes the contact and every message for both
 * members, closes any open report of those messages and drops waiting
 * notifications. Nothing here logs a message's text.
 */
import { fromPlainText } from '../../../shared/format/rich-text';
import { closeItem } from '../moderation/queue';
import type { ContactState, PairFacts } from './rules';
import { messageNotice, dropNotices, requestNotice } from './notify';

export interface ContactRow {
  id: number;
  requester_id: number;
  receiver_id: number;
  state: ContactState;
  created_at: string;
  decided_at: string | null;
  last_message_at: string;
  requester_unread: number;
  receiver_unread: number;
}

export function contactRow(db: D1Database, id: number): Promise<ContactRow | null> {
  return db.prepare('SELECT * FROM member_contacts WHERE id = ?1').bind(id).first<ContactRow>();
}

export function contactBetween(db: D1Database, a: number, b: number): Promise<ContactRow | null> {
  return db
    .prepare('SELECT * FROM member_contacts WHERE min(requester_id, receiver_id) = min(?1, ?2) AND max(requester_id, receiver_id) = max(?1, ?2)')
    .bind(a, b)
    .first<ContactRow>();
}

/** The facts of a pair for ./rules.ts, from the viewer's side. */
export async function pairFacts(db: D1Database, viewerId: number, other: { id: number; status: string; visibility: string; username: string | null }): Promise<{ facts: PairFacts; contact: ContactRow | null }> {
  const [contact, blocks] = await Promise.all([
    contactBetween(db, viewerId, other.id),
    db
      .prepare('SELECT blocker_id FROM member_blocks WHERE (blocker_id = ?1 AND blocked_id = ?2) OR (blocker_id = ?2 AND blocked_id = ?1)')
      .bind(viewerId, other.id)
      .all<{ blocker_id: number }>(),
  ]);
  const blockers = new Set(blocks.results.map((r) => r.blocker_id));
  return {
    contact,
    facts: {
      self: viewerId === other.id,
      available: other.status === 'active' && other.username !== null && other.visibility === 'public',
      existing: contact ? { state: contact.state, sentByMe: contact.requester_id === viewerId } : null,
      iBlockedThem: blockers.has(viewerId),
      theyBlockedMe: blockers.has(other.id),
    },
  };
}

/** Requests the member sent since `since` (the daily limit). */
export async function requestsSince(db: D1Database, requesterId: number, since: string): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM member_contacts WHERE requester_id = ?1 AND created_at > ?2').bind(requesterId, since).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The statements that delete a contact and every trace of it, for both members. */
function removalStatements(db: D1Database, contact: ContactRow, by: number | null, now: Date): D1PreparedStatement[] {
  return [
    // Open reports of its messages close: there is nothing left to look at.
    db
      .prepare(
        `UPDATE moderation_items SET closed_at = ?2, closed_by = ?3, outcome = 'deleted' WHERE subject_kind = 'message' AND closed_at IS NULL
         AND subject_id IN (SELECT id FROM member_messages WHERE contact_id = ?1)`,
      )
      .bind(contact.id, now.toISOString(), by),
    db.prepare('DELETE FROM member_messages WHERE contact_id = ?1').bind(contact.id),
    db.prepare('DELETE FROM member_contacts WHERE id = ?1').bind(contact.id),
    ...dropNotices(db, contact),
  ];
}

/**
 * A new request with its first message: pending, or declined at once when
 * the receiver blocked the sender (the sender cannot tell). `replace`: a
 * request the sender once declined from this member goes first.
 */
export async function createRequest(
  db: D1Database,
  r: { requesterId: number; receiverId: number; body: string; silent: boolean; replace: ContactRow | null },
  now: Date,
): Promise<number | null> {
  const at = now.toISOString();
  // The request and its first message in one batch: the message goes in only with the request this post created.
  const results = await db.batch([
    ...(r.replace ? removalStatements(db, r.replace, r.requesterId, now) : []),
    db
      .prepare(
        `INSERT INTO member_contacts (requester_id, receiver_id, state, created_at, decided_at, last_message_at) VALUES (?1, ?2, ?3, ?4, ?5, ?4)
         ON CONFLICT DO NOTHING RETURNING id`,
      )
      .bind(r.requesterId, r.receiverId, r.silent ? 'declined' : 'pending', at, r.silent ? at : null),
    db
      .prepare(
        `INSERT INTO member_messages (contact_id, sender_id, body, created_at)
         SELECT id, ?1, ?3, ?4 FROM member_contacts WHERE requester_id = ?1 AND receiver_id = ?2 AND created_at = ?4
         AND NOT EXISTS (SELECT 1 FROM member_messages m WHERE m.contact_id = member_contacts.id)`,
      )
      .bind(r.requesterId, r.receiverId, JSON.stringify(fromPlainText(r.body)), at),
  ]);
  const id = (results.at(-2)?.results[0] as { id: number } | undefined)?.id ?? null;
  if (id !== null && !r.silent) await requestNotice(db, r.receiverId, id, now).run();
  return id;
}

/** The receiver accepts or declines a pending request. A decline changes nothing the requester can see. */
export async function answerRequest(db: D1Database, contact: ContactRow, accept: boolean, now: Date): Promise<boolean> {
  const [update] = await db.batch([
    db
      .prepare("UPDATE member_contacts SET state = ?2, decided_at = ?3, receiver_unread = 0 WHERE id = ?1 AND state = 'pending'")
      .bind(contact.id, accept ? 'accepted' : 'declined', now.toISOString()),
    ...dropNotices(db, contact, 'receiver'),
  ]);
  return (update?.meta.changes ?? 0) > 0;
}

/** A message in an accepted contact; the other side's unread count goes up. */
export async function sendMessage(db: D1Database, contact: ContactRow, senderId: number, body: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const otherSide = contact.requester_id === senderId ? 'receiver' : 'requester';
  const otherId = otherSide === 'receiver' ? contact.receiver_id : contact.requester_id;
  const [insert] = await db.batch([
    db
      .prepare("INSERT INTO member_messages (contact_id, sender_id, body, created_at) SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM member_contacts WHERE id = ?1 AND state = 'accepted')")
      .bind(contact.id, senderId, JSON.stringify(fromPlainText(body)), at),
    db.prepare(`UPDATE member_contacts SET ${otherSide}_unread = ${otherSide}_unread + 1, last_message_at = ?2 WHERE id = ?1 AND state = 'accepted'`).bind(contact.id, at),
    messageNotice(db, otherId, contact.id, now),
  ]);
  return (insert?.meta.changes ?? 0) > 0;
}

/** The viewer read their side of a contact. */
export function markRead(db: D1Database, contact: ContactRow, side: 'requester' | 'receiver'): D1PreparedStatement {
  return db.prepare(`UPDATE member_contacts SET ${side}_unread = 0 WHERE id = ?1`).bind(contact.id);
}

/** Removes a contact (after the member confirmed): the history goes on both sides. */
export async function removeContact(db: D1Database, contact: ContactRow, by: number, now: Date): Promise<void> {
  await db.batch(removalStatements(db, contact, by, now));
}

/**
 * Blocks a member: no more requests or messages from them. A contact between
 * the two, or the blocker's own request, is removed (history on both sides);
 * a request from the blocked member is declined, silently.
 */
export async function block(db: D1Database, blockerId: number, blockedId: number, now: Date): Promise<void> {
  const contact = await contactBetween(db, blockerId, blockedId);
  const statements = [
    db.prepare('INSERT INTO member_blocks (blocker_id, blocked_id, created_at) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING').bind(blockerId, blockedId, now.toISOString()),
  ];
  if (contact && (contact.state === 'accepted' || contact.requester_id === blockerId)) statements.push(...removalStatements(db, contact, blockerId, now));
  else if (contact && contact.state === 'pending') {
    statements.push(db.prepare("UPDATE member_contacts SET state = 'declined', decided_at = ?2 WHERE id = ?1").bind(contact.id, now.toISOString()), ...dropNotices(db, contact, 'receiver'));
  }
  await db.batch(statements);
}

export async function unblock(db: D1Database, blockerId: number, blockedId: number): Promise<void> {
  await db.prepare('DELETE FROM member_blocks WHERE blocker_id = ?1 AND blocked_id = ?2').bind(blockerId, blockedId).run();
}

/** A deleted account's contacts go, with their messages, for the other members too (spec section 4: data anonymised). */
export async function removeAllContactsOf(db: D1Database, accountId: number, now: Date): Promise<void> {
  const { results } = await db.prepare('SELECT * FROM member_contacts WHERE requester_id = ?1 OR receiver_id = ?1').bind(accountId).all<ContactRow>();
  const statements = results.flatMap((c) => removalStatements(db, c, null, now));
  statements.push(db.prepare('DELETE FROM member_blocks WHERE blocker_id = ?1 OR blocked_id = ?1').bind(accountId));
  await db.batch(statements);
}

export interface MessageRow {
  id: number;
  contact_id: number;
  sender_id: number;
  body: string;
  created_at: string;
  hidden_at: string | null;
}

export function messageRow(db: D1Database, id: number): Promise<MessageRow | null> {
  return db.prepare('SELECT * FROM member_messages WHERE id = ?1').bind(id).first<MessageRow>();
}

/** A moderator hides a reported message: its text shows to no one, the report is closed. */
export async function hideMessage(db: D1Database, id: number, moderatorId: number, now: Date): Promise<boolean> {
  const [update] = await db.batch([
    db.prepare('UPDATE member_messages SET hidden_at = ?2 WHERE id = ?1 AND hidden_at IS NULL').bind(id, now.toISOString()),
    closeItem(db, 'message', id, 'hidden', moderatorId, now),
  ]);
  return (update?.meta.changes ?? 0) > 0;
}

/** The number the account menu shows: requests waiting for the member, and unread messages. */
export async function unreadCount(db: D1Database, accountId: number): Promise<number> {
  const row = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM member_contacts WHERE receiver_id = ?1 AND state = 'pending')
       + (SELECT COALESCE(SUM(requester_unread), 0) FROM member_contacts WHERE requester_id = ?1 AND state = 'accepted')
       + (SELECT COALESCE(SUM(receiver_unread), 0) FROM member_contacts WHERE receiver_id = ?1 AND state = 'accepted') AS n`,
    )
    .bind(accountId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
