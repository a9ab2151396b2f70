/**
 * The inbox's reads for the logged-in viewer (shared/model/inbox.ts:
 * InboxReader). A request the viewer sent reads the same whether it waits or
 * was declined: the state is never read for it, only 'not accepted'.
 */
import { parseRichText } from '../../../shared/format/rich-text';
import type { Viewer } from '../../../shared/model/account';
import { MESSAGES_PER_PAGE, type InboxMember, type InboxReader } from '../../../shared/model/inbox';
import { byUsername } from '../accounts';
import { photoUrlOf } from '../reader';
import { abilityOf, mayOpen, sideOf } from './rules';
import { contactRow, markRead, messageRow, pairFacts } from './store';

type Person = { username: string | null; photo_key: string | null; status: string };

/** A member as the inbox shows them: the name (or 'Verwijderde gebruiker'), and the photo only when the profile is public. */
function memberOf(p: Person & { visibility?: string }): InboxMember {
  const active = p.status === 'active' && p.username !== null;
  return { username: active ? p.username : null, photoUrl: active && p.visibility === 'public' ? photoUrlOf(p) : null };
}

const OTHER = `CASE WHEN c.requester_id = ?1 THEN c.receiver_id ELSE c.requester_id END`;

export function inboxReader(db: D1Database, viewer: Viewer | null): InboxReader {
  return {
    async overview() {
      if (!viewer) return null;
      type Row = { id: number; requester_id: number; state: string; created_at: string; last_message_at: string; unread: number; body: string | null } & Person & { visibility: string };
      const [contacts, blocked] = await db.batch<Row | (Person & { visibility: string })>([
        db
          .prepare(
            `SELECT c.id, c.requester_id, c.state, c.created_at, c.last_message_at,
             CASE WHEN c.requester_id = ?1 THEN c.requester_unread ELSE c.receiver_unread END AS unread,
             (SELECT m.body FROM member_messages m WHERE m.contact_id = c.id ORDER BY m.id LIMIT 1) AS body,
             a.username, a.photo_key, a.status, a.visibility
             FROM member_contacts c JOIN accounts a ON a.id = ${OTHER}
             WHERE (c.requester_id = ?1 OR (c.receiver_id = ?1 AND c.state != 'declined')) ORDER BY c.last_message_at DESC, c.id DESC`,
          )
          .bind(viewer.id),
        db
          .prepare('SELECT a.username, a.photo_key, a.status, a.visibility FROM member_blocks b JOIN accounts a ON a.id = b.blocked_id WHERE b.blocker_id = ?1 ORDER BY b.created_at')
          .bind(viewer.id),
      ]);
      const rows = (contacts?.results ?? []) as Row[];
      const mine = (r: Row) => r.requester_id === viewer.id;
      return {
        received: rows.filter((r) => !mine(r) && r.state === 'pending').map((r) => ({ id: r.id, from: memberOf(r), message: r.body ? parseRichText(r.body) : null, sentAt: r.created_at })),
        contacts: rows.filter((r) => r.state === 'accepted').map((r) => ({ id: r.id, with: memberOf(r), lastMessageAt: r.last_message_at, unread: r.unread })),
        // Pending or declined: the viewer's own requests all read 'verstuurd'.
        sent: rows.filter((r) => mine(r) && r.state !== 'accepted').map((r) => ({ id: r.id, to: memberOf(r), sentAt: r.created_at })),
        blocked: ((blocked?.results ?? []) as (Person & { visibility: string })[]).map(memberOf).filter((m) => m.username !== null),
      };
    },
    async conversation(id, page) {
      if (!viewer) return null;
      const contact = await contactRow(db, id);
      const side = contact ? sideOf(contact, viewer.id) : null;
      if (!contact || !side || !mayOpen(contact.state, side)) return null;
      const accepted = contact.state === 'accepted';
      const otherId = side === 'requester' ? contact.receiver_id : contact.requester_id;
      const [other, count] = await Promise.all([
        db.prepare('SELECT username, photo_key, status, visibility FROM accounts WHERE id = ?1').bind(otherId).first<Person & { visibility: string }>(),
        db.prepare('SELECT COUNT(*) AS n FROM member_messages WHERE contact_id = ?1').bind(id).first<{ n: number }>(),
      ]);
      // A request not accepted shows only its first message (what the viewer sent), whatever the other did.
      const total = accepted ? (count?.n ?? 0) : Math.min(1, count?.n ?? 0);
      const pageCount = Math.max(1, Math.ceil(total / MESSAGES_PER_PAGE));
      if (page > pageCount) return null;
      // Page 1 holds the newest messages; each page reads oldest to newest (newest at the bottom).
      const { results } = accepted
        ? await db
            .prepare('SELECT * FROM (SELECT * FROM member_messages WHERE contact_id = ?1 ORDER BY id DESC LIMIT ?2 OFFSET ?3) ORDER BY id')
            .bind(id, MESSAGES_PER_PAGE, (page - 1) * MESSAGES_PER_PAGE)
            .all<{ id: number; sender_id: number; body: string; created_at: string; hidden_at: string | null }>()
        : await db
            .prepare('SELECT * FROM member_messages WHERE contact_id = ?1 ORDER BY id LIMIT 1')
            .bind(id)
            .all<{ id: number; sender_id: number; body: string; created_at: string; hidden_at: string | null }>();
      if (accepted && page === 1 && (side === 'requester' ? contact.requester_unread : contact.receiver_unread) > 0) await markRead(db, contact, side).run();
      return {
        id,
        with: memberOf(other ?? { username: null, photo_key: null, status: 'deleted' }),
        state: accepted ? 'accepted' : 'sent',
        messages: results.map((m) => ({ id: m.id, own: m.sender_id === viewer.id, hidden: m.hidden_at !== null, body: m.hidden_at ? null : parseRichText(m.body), sentAt: m.created_at })),
        page,
        pageCount,
      };
    },
    async ability(username) {
      if (!viewer || !/^[\p{L}\p{N}]{1,40}$/u.test(username)) return null;
      const other = await byUsername(db, username);
      if (!other || other.status !== 'active' || !other.username) return null;
      const { facts, contact } = await pairFacts(db, viewer.id, other);
      const ability = abilityOf(facts);
      if (ability === null) return null;
      return { ability, member: memberOf(other), contactId: contact && (ability === 'sent' || ability === 'contact') ? contact.id : null };
    },
    async receivedMessage(id) {
      if (!viewer) return null;
      const message = await messageRow(db, id);
      const contact = message ? await contactRow(db, message.contact_id) : null;
      const side = contact ? sideOf(contact, viewer.id) : null;
      // What the viewer received: in a conversation, or the first message of a request waiting for them.
      const received = side !== null && (mayOpen(contact!.state, side) || (side === 'receiver' && contact!.state === 'pending'));
      if (!message || !contact || !received || message.sender_id === viewer.id) return null;
      const sender = await db.prepare('SELECT username, photo_key, status, visibility FROM accounts WHERE id = ?1').bind(message.sender_id).first<Person & { visibility: string }>();
      return { id: message.id, contactId: contact.id, from: memberOf(sender ?? { username: null, photo_key: null, status: 'deleted' }), body: message.hidden_at ? null : parseRichText(message.body) };
    },
  };
}
