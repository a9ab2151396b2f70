/**
 * The inbox (issue 39) as screens see it: contact requests between members,
 * conversations, blocks, and the reads a screen may make (InboxReader; the
 * worker implements it on SITE_DB for the logged-in viewer:
 * worker/community/inbox/reader.ts).
 *
 * What a member sees of a request they sent never depends on the receiver's
 * answer until it is accepted: pending and declined both read 'verstuurd'
 * (spec section 4: the requester is not informed of a decline).
 */
import type { RichText } from '../format/rich-text';

/** Spec sections 5 and 9: a contact message holds at most 4000 characters. */
export const MESSAGE_MAX = 4000;
/** Messages per page of a conversation (the newest page first, newest at the bottom). */
export const MESSAGES_PER_PAGE = 50;

export interface InboxMember {
  username: string | null;
  photoUrl: string | null;
}

/** A request someone sent the viewer, waiting for an answer. */
export interface ReceivedRequest {
  id: number;
  from: InboxMember;
  message: RichText | null;
  sentAt: string;
}

/** A request the viewer sent that was not accepted (yet): always 'verstuurd'. */
export interface SentRequest {
  id: number;
  to: InboxMember;
  sentAt: string;
}

export interface ContactSummary {
  id: number;
  with: InboxMember;
  lastMessageAt: string;
  unread: number;
}

export interface InboxOverview {
  received: ReceivedRequest[];
  contacts: ContactSummary[];
  sent: SentRequest[];
  blocked: InboxMember[];
}

export interface MessageView {
  id: number;
  own: boolean;
  /** Null when a moderator hid it. */
  body: RichText | null;
  hidden: boolean;
  sentAt: string;
}

export interface ConversationView {
  id: number;
  with: InboxMember;
  /** Accepted: both write. Sent (pending or declined, for the requester): only the first message shows. */
  state: 'accepted' | 'sent';
  messages: MessageView[];
  /** One-based; page 1 holds the newest messages. */
  page: number;
  pageCount: number;
}

/** Whether the viewer may send this member a request, and if not, why (what the profile page says). */
export type ContactAbility = 'own' | 'can-request' | 'sent' | 'received' | 'contact' | 'blocked-by-you';

export interface InboxReader {
  overview(): Promise<InboxOverview | null>;
  /** A contact of the viewer's (accepted, or a request they sent): null otherwise. */
  conversation(id: number, page: number): Promise<ConversationView | null>;
  /** What the viewer may do toward this member; null when the member cannot be contacted (unknown, private, not active). */
  ability(username: string): Promise<{ ability: ContactAbility; member: InboxMember; contactId: number | null } | null>;
  /** A message the viewer received, for the report form. */
  receivedMessage(id: number): Promise<{ id: number; contactId: number; from: InboxMember; body: RichText | null } | null>;
}
