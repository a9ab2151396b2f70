/**
 * The inbox's rules as plain functions of facts (tested as tables in
 * ./rules.test.ts); the store only gathers the facts.
 *
 * The one rule everything else bends to: what the requester sees never
 * tells a decline (or a block) from a request still waiting (spec section 4).
 * A declined request reads 'verstuurd' to its sender forever; a request to
 * someone who blocked the sender is stored as declined at once, so it reads
 * the same; the daily limit counts such requests like any other.
 */
import { isNewAccount } from '../forum/rules';

/** Spec: at most 5 open contact requests a day per member; an account in its first week fewer. */
export const REQUESTS_PER_DAY = { new: 2, established: 5 } as const;

export function requestLimit(accountCreatedAt: string, now: Date): number {
  return isNewAccount(accountCreatedAt, now) ? REQUESTS_PER_DAY.new : REQUESTS_PER_DAY.established;
}

export type ContactState = 'pending' | 'accepted' | 'declined';

export interface PairFacts {
  self: boolean;
  /** The other member can be found and contacted: active, and their profile public. */
  available: boolean;
  /** The contact between the two, if any, and whether the viewer sent its request. */
  existing: { state: ContactState; sentByMe: boolean } | null;
  iBlockedThem: boolean;
  theyBlockedMe: boolean;
}

/** What the other member's profile offers the viewer (shared/model/inbox.ts: ContactAbility); null: nothing, as if unknown. */
export function abilityOf(f: PairFacts): 'own' | 'can-request' | 'sent' | 'received' | 'contact' | 'blocked-by-you' | null {
  if (f.self) return 'own';
  if (f.existing?.state === 'accepted') return 'contact';
  if (f.existing?.sentByMe) return 'sent';
  if (f.iBlockedThem) return 'blocked-by-you';
  if (f.existing?.state === 'pending') return 'received';
  return f.available ? 'can-request' : null;
}

export type RequestOutcome =
  /** Store it as a new pending request (replacing a request the viewer once declined from this member). */
  | { kind: 'send'; replace: boolean }
  /** Store it as declined at once (the other blocked the viewer): it reads 'verstuurd', like any request. */
  | { kind: 'silent'; replace: boolean }
  | { kind: 'too-many' }
  /** Nothing to do: the profile says why (sent, received, contact, blocked by you). */
  | { kind: 'exists' }
  | { kind: 'unavailable' };

export function requestOutcome(f: PairFacts, sentToday: number, limit: number): RequestOutcome {
  const ability = abilityOf(f);
  if (ability === null || ability === 'own') return { kind: 'unavailable' };
  if (ability !== 'can-request') return { kind: 'exists' };
  if (sentToday >= limit) return { kind: 'too-many' };
  // A request this member once sent and the viewer declined makes way for the viewer's own.
  const replace = f.existing !== null;
  return f.theyBlockedMe ? { kind: 'silent', replace } : { kind: 'send', replace };
}

/** Who may write in a contact: both, once accepted. */
export const mayWrite = (state: ContactState): boolean => state === 'accepted';

/** Which side of a contact the viewer is on, or null when it is not theirs. */
export function sideOf(contact: { requester_id: number; receiver_id: number }, viewerId: number): 'requester' | 'receiver' | null {
  if (contact.requester_id === viewerId) return 'requester';
  if (contact.receiver_id === viewerId) return 'receiver';
  return null;
}

/**
 * Whether the viewer may open a contact's conversation: the receiver once it
 * is accepted (a pending request shows in the list of requests, a declined
 * one nowhere); the requester always (accepted, or their request as sent).
 */
export function mayOpen(state: ContactState, side: 'requester' | 'receiver'): boolean {
  return side === 'requester' || state === 'accepted';
}
