/**
 * The forum and groups as screens see them (issue 37), and the reads a screen
 * may make (ForumReader; the worker implements it on SITE_DB for one request
 * and its viewer: worker/community/forum/reader.ts).
 */
import type { RichText } from '../format/rich-text';

/** Spec: 'Volgen' (every new reply, by mail when allowed), 'Bijhouden' (counted as unread), 'Niet volgen' (muted). */
export const FOLLOW_LEVELS = ['follow', 'track', 'mute'] as const;
export type FollowLevel = (typeof FOLLOW_LEVELS)[number];
/** A conversation or topic; 'blog': a blogger (issue 38). */
export type FollowKind = 'conversation' | 'topic' | 'blog';

/** Replies per page of a conversation; conversations per page of a list. */
export const REPLIES_PER_PAGE = 20;
export const CONVERSATIONS_PER_PAGE = 20;

/** The page (one-based) a position is on: the opening post (0) and replies 1-20 on page 1, 21-40 on page 2... */
export function pageOfPosition(position: number): number {
  return Math.max(1, Math.ceil(position / REPLIES_PER_PAGE));
}

/** The positions a page shows: page 1 also shows the opening post. */
export function positionsOfPage(page: number): { from: number; to: number } {
  return { from: page === 1 ? 0 : (page - 1) * REPLIES_PER_PAGE + 1, to: page * REPLIES_PER_PAGE };
}

export function pageCountOfReplies(replyCount: number): number {
  return Math.max(1, Math.ceil(replyCount / REPLIES_PER_PAGE));
}

/** A conversation whose last reply is older than this gets a calm note before replying. */
export const OLD_CONVERSATION_MONTHS = 6;

/** The last reply is more than six months old: the reply form says so, calmly. */
export function isOldConversation(lastActivityAt: string, now: Date): boolean {
  const limit = new Date(now);
  limit.setMonth(limit.getMonth() - OLD_CONVERSATION_MONTHS);
  return new Date(lastActivityAt) < limit;
}

/** The id of a post's element: 'bericht' for the opening post, 'reactie-N' for reply N. */
export const postAnchor = (position: number | null): string => (position === 0 ? 'bericht' : `reactie-${position ?? 'nieuw'}`);

/** The address of a position in a conversation: its page, and the post's anchor. */
export function positionHref(path: string, position: number): string {
  const page = pageOfPosition(position);
  return `${path}${page > 1 ? `?page=${page}` : ''}#${postAnchor(position)}`;
}

export interface TopicView {
  id: number;
  slug: string;
  name: string;
  description: string;
}

export interface GroupView {
  id: number;
  slug: string;
  name: string;
  description: string;
  membership: 'open' | 'closed';
  memberCount: number;
  /** The viewer is a member (always false for visitors). */
  isMember: boolean;
}

/** Who wrote something: null username for a deleted account ('Verwijderde gebruiker'). */
export interface AuthorView {
  username: string | null;
  photoUrl: string | null;
}

export interface ConversationSummary {
  id: number;
  title: string;
  path: string;
  topic: { slug: string; name: string } | null;
  group: { slug: string; name: string } | null;
  author: AuthorView;
  createdAt: string;
  lastActivityAt: string;
  replyCount: number;
  locked: boolean;
  /** Unread replies for a member who follows or tracks it; null otherwise. */
  unread: number | null;
  /** Where a member with unread replies lands: the first unread one. */
  unreadHref: string | null;
}

export interface ConversationDetail {
  id: number;
  title: string;
  path: string;
  topic: TopicView | null;
  group: GroupView | null;
  author: AuthorView;
  authorId: number;
  createdAt: string;
  lastActivityAt: string;
  replyCount: number;
  locked: boolean;
  /** held: its opening post waits for review; hidden: a moderator hid its opening post. */
  state: 'open' | 'held' | 'hidden';
}

export type PostState = 'held' | 'visible' | 'hidden' | 'deleted' | 'refused';

export interface PostView {
  id: number;
  /** 0: the opening post; 1...: replies; null while held. */
  position: number | null;
  author: AuthorView;
  createdAt: string;
  editedAt: string | null;
  state: PostState;
  /** The text, when the viewer may read it (not for a deleted post, nor a hidden one unless moderator or author). */
  body: RichText | null;
  own: boolean;
  /** The author may still edit it (within 30 minutes). */
  canEdit: boolean;
  canDelete: boolean;
  canReport: boolean;
  /** A flagged word or open reports: shown to moderators. */
  flagged: boolean;
}

/** Whether and how the viewer may see a conversation. */
export type ConversationAccess =
  | { kind: 'ok'; conversation: ConversationDetail }
  | { kind: 'missing' }
  /** A closed group's conversation, and the viewer is no member (or a visitor). */
  | { kind: 'forbidden'; group: GroupView };

export interface ConversationPage {
  posts: PostView[];
  /** The viewer's own posts that wait for review (shown at the end, to them only). */
  ownHeld: PostView[];
  /** The first position the member had not seen before this visit, when it is on this page. */
  firstUnread: number | null;
  /** The opening post, on every page (also among `posts` on the first): the page's description is made of it. */
  opening: PostView | null;
}

export interface ListPage<T> {
  items: T[];
  total: number;
}

/** What the viewer may do as a writer right now (rate limits are checked on posting). */
export interface WriterFacts {
  /** Their posts wait for review first (the first three posts of an account). */
  reviewed: boolean;
}

/** Which conversations a list holds: the whole forum's (topicId null), one topic's (by id or by its address), or one group's. */
export type ListScope = { topicId: number | null } | { topicSlug: string } | { groupId: number };

/**
 * A conversation and one page of it, read together: the access, then (when
 * the viewer may see it) the page's posts, null for a page past the end, and
 * for a member their follow level and writer facts (null for a visitor).
 * `markSeen` marks the page read for a member (nothing to do for a visitor,
 * or when nothing on it is new), once the screen shows it.
 */
export type ConversationPageRead =
  | Exclude<ConversationAccess, { kind: 'ok' }>
  | {
      kind: 'ok';
      conversation: ConversationDetail;
      view: ConversationPage | null;
      level: FollowLevel | null;
      writer: WriterFacts | null;
      markSeen(): Promise<void>;
    };

/**
 * The reads of a screen. Each is one D1 round trip where it can be: the
 * request's topics and groups (and a member's groups) come along with its
 * first read, so the later ones need none of their own.
 */
export interface ForumReader {
  topics(): Promise<TopicView[]>;
  topicBySlug(slug: string): Promise<TopicView | null>;
  /** A page (one-based) of open conversations, last activity first: the forum's (topic or all) or a group's. */
  conversations(scope: ListScope, page: number): Promise<ListPage<ConversationSummary>>;
  /** The conversations the viewer follows or tracks, last activity first. */
  followed(page: number): Promise<ListPage<ConversationSummary>>;
  conversation(id: number): Promise<ConversationAccess>;
  /** A conversation with a page (one-based) of its posts, in one read. */
  conversationPage(id: number, page: number): Promise<ConversationPageRead>;
  followLevel(kind: FollowKind, id: number): Promise<FollowLevel | null>;
  groups(): Promise<GroupView[]>;
  groupBySlug(slug: string): Promise<GroupView | null>;
  /** One post with its conversation, when the viewer may see it. */
  post(id: number): Promise<{ post: PostView; conversation: ConversationDetail } | null>;
  writer(): Promise<WriterFacts | null>;
}

/** A hit of the community search (spec result kinds Conversation and Group, and ExpertGroup and ExpertTopic of issue 39). */
export interface CommunityHit {
  /** The spec's result kinds: Conversation and Group from the forum, ExpertGroup and ExpertTopic from ask an expert (issue 39), Blog and BlogPost from the blogs (issue 38). */
  kind: 'Conversation' | 'Group' | 'ExpertGroup' | 'ExpertTopic' | 'Blog' | 'BlogPost';
  id: number;
  title: string;
  path: string;
  /** A piece of the text that matched, or the group's description. */
  intro: string;
  /** The topic or group it belongs to. */
  label: string | null;
}

export interface CommunitySearchAnswer {
  items: CommunityHit[];
  total: number;
}

/** The community search as screens ask it: conversations and groups the viewer may see. */
export interface CommunitySearch {
  search(term: string, page: number, pageSize: number): Promise<CommunitySearchAnswer>;
}
