/**
 * The forum's rules as plain functions of facts and a clock (issue 37), so
 * they are tested as tables (./rules.test.ts) and the store only gathers
 * the facts: when an author may edit, when a conversation counts as old,
 * how much a member may post, how many links a new account may put in a post,
 * and which page a reply is on.
 */
export { isOldConversation, OLD_CONVERSATION_MONTHS, pageCountOfReplies, pageOfPosition, positionsOfPage } from '../../../shared/model/forum';
import { webAddresses } from '../../../shared/format/rich-text';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The author edits their own post within 30 minutes of writing it. */
export const EDIT_MINUTES = 30;
/** An account younger than this is new: tighter limits. */
export const NEW_ACCOUNT_DAYS = 7;
/** The first posts of an account that wait for review. */
export const REVIEWED_POSTS = 3;
/** At most this many web addresses in a post of a new account. */
export const NEW_ACCOUNT_LINKS = 2;

export interface PostLimits {
  conversationsPerDay: number;
  repliesPerHour: number;
}
export const LIMITS: { new: PostLimits; established: PostLimits } = {
  new: { conversationsPerDay: 3, repliesPerHour: 10 },
  established: { conversationsPerDay: 10, repliesPerHour: 30 },
};

export function canEditUntil(createdAt: string): Date {
  return new Date(new Date(createdAt).getTime() + EDIT_MINUTES * MINUTE);
}

export function mayEdit(post: { createdAt: string; state: string; own: boolean }, now: Date): boolean {
  return post.own && (post.state === 'visible' || post.state === 'held') && now < canEditUntil(post.createdAt);
}

export function mayDelete(post: { state: string; own: boolean }): boolean {
  return post.own && (post.state === 'visible' || post.state === 'held');
}

export function isNewAccount(accountCreatedAt: string, now: Date): boolean {
  return now.getTime() - new Date(accountCreatedAt).getTime() < NEW_ACCOUNT_DAYS * DAY;
}

export function limitsFor(accountCreatedAt: string, now: Date): PostLimits {
  return isNewAccount(accountCreatedAt, now) ? LIMITS.new : LIMITS.established;
}

/** Since when the limits count: a day back for conversations, an hour for replies. */
export function limitWindows(now: Date): { day: string; hour: string } {
  return { day: new Date(now.getTime() - DAY).toISOString(), hour: new Date(now.getTime() - 60 * MINUTE).toISOString() };
}

export type PostCheck = 'ok' | 'TooManyConversations' | 'TooManyReplies' | 'TooManyLinks' | 'Locked';

/** Whether a member may post this now: the rate limit of its kind and, for a new account, the links in it. */
export function postCheck(
  facts: { accountCreatedAt: string; conversationsToday: number; repliesLastHour: number; locked: boolean },
  post: { opening: boolean; text: string },
  now: Date,
): PostCheck {
  if (!post.opening && facts.locked) return 'Locked';
  const limits = limitsFor(facts.accountCreatedAt, now);
  if (post.opening && facts.conversationsToday >= limits.conversationsPerDay) return 'TooManyConversations';
  if (!post.opening && facts.repliesLastHour >= limits.repliesPerHour) return 'TooManyReplies';
  if (isNewAccount(facts.accountCreatedAt, now) && webAddresses(post.text).length > NEW_ACCOUNT_LINKS) return 'TooManyLinks';
  return 'ok';
}

/** Whether a new post of this author waits for review: their first three published posts do. */
export function needsReview(publishedPosts: number): boolean {
  return publishedPosts < REVIEWED_POSTS;
}

/** A readable address part from a title: 'Net de diagnose: en nu?' → 'net-de-diagnose-en-nu'. */
export function slugOf(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'gesprek';
}
