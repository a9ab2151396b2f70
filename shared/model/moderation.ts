/**
 * Moderation as its screens see it (/beheer/meldingen and the rest): the
 * queue of held, reported and flagged texts of any community feature, the
 * audit log and the watched words. A subject is any community text, named by
 * kind and id; each feature describes its own (worker/community/moderation/subjects.ts).
 */
import type { RichText } from '../format/rich-text';
import type { ListPage } from './forum';

/**
 * post: a forum post; entry and reaction: a blog entry and a reaction to it
 * (issue 38); message: a member's private message (issue 39); expert-qa: a
 * question and answer an expert proposes to publish.
 */
export const SUBJECT_KINDS = ['post', 'entry', 'reaction', 'message', 'expert-qa'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

export const WATCH_ACTIONS = ['refuse', 'review', 'flag'] as const;
export type WatchAction = (typeof WATCH_ACTIONS)[number];

export type ItemCause = 'review' | 'report' | 'flag';

export const MODERATION_ACTIONS = ['approve', 'hide', 'restore', 'dismiss', 'lock', 'unlock', 'move', 'word-add', 'word-remove'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** A text as a moderator sees it, whatever feature it belongs to. */
export interface SubjectView {
  kind: SubjectKind;
  id: number;
  /** held | visible | hidden | deleted | refused */
  state: string;
  /** Where it stands ('Reactie in: Net de diagnose gekregen') and the link to it in place. */
  context: string;
  path: string;
  author: string | null;
  authorId: number;
  createdAt: string;
  body: RichText | null;
  /** The conversation it belongs to, for lock and move (forum posts). */
  conversation: { id: number; locked: boolean; topicSlug: string | null; inGroup: boolean } | null;
  /**
   * A subject of another kind than a forum post (a blog entry or reaction, a
   * private message, a proposed question and answer) names its own
   * moderation address and the acts it allows there (each a post with
   * `action`; shared/pages/moderation/subject-tools.tsx draws them, for forum
   * posts too); a forum post has the forum's address. An empty path: nothing to link to
   * (a private message is read here, and nowhere else).
   */
  tools?: { action: string; acts: readonly SubjectAct[]; labels?: Partial<Record<SubjectAct, string>> };
}

/** What a moderator may do with a subject: approve (publish), dismiss (leave it), hide, restore (what was hidden). */
export type SubjectAct = 'approve' | 'dismiss' | 'hide' | 'restore';

/**
 * The acts a subject's state allows, for a feature whose texts are moderated
 * as the forum's posts are (posts, blog entries and reactions): approve what
 * is held, leave what is flagged or reported, hide what shows or waits,
 * restore what is hidden.
 */
export function actsOfState(state: string, flagged: boolean): SubjectAct[] {
  if (state === 'hidden') return ['restore'];
  if (state === 'held') return ['approve', 'hide'];
  if (state === 'visible') return flagged ? ['dismiss', 'hide'] : ['hide'];
  return [];
}

export interface ReportView {
  reason: string;
  note: string;
  reporter: string | null;
  createdAt: string;
}

export interface QueueItemView {
  id: number;
  cause: ItemCause;
  openedAt: string;
  reports: ReportView[];
  subject: SubjectView | null;
}

export interface LogEntryView {
  id: number;
  at: string;
  moderator: string | null;
  action: ModerationAction;
  subjectKind: string;
  subjectId: number;
  reason: string;
  detail: string;
}

export interface WatchedWordView {
  word: string;
  action: WatchAction;
  addedAt: string;
}

export interface ModerationReader {
  /** Open items, oldest first. */
  queue(page: number): Promise<ListPage<QueueItemView>>;
  /** The audit log, newest first. */
  log(page: number): Promise<ListPage<LogEntryView>>;
  words(): Promise<WatchedWordView[]>;
}
