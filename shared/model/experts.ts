/**
 * Ask an expert (issue 39) as screens see it: expert groups, topics and
 * profiles (public content), the published questions and answers, the
 * experts' work queue and a question's details (experts of its group and
 * moderators only), and the reads a screen may make (ExpertsReader; the
 * worker implements it on SITE_DB for one request and its viewer:
 * worker/community/experts/reader.ts).
 */
import type { RichText } from '../format/rich-text';
import type { Phase, Relationship } from './account';
import type { ListPage } from './forum';

/** How the asker wants the answer (spec section 3: preferred contact method). */
export const CONTACT_METHODS = ['mail', 'phone'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** open: waits for an expert; claimed: an expert works on it; answered: by mail, a reaction may follow; closed. */
export const QUESTION_STATES = ['open', 'claimed', 'answered', 'closed'] as const;
export type QuestionState = (typeof QUESTION_STATES)[number];

/** The asker may react through the mailed link for this many days after an answer. */
export const REPLY_DAYS = 30;
/** A closed question's personal data is deleted after this many months (a receipt stays). */
export const RETENTION_MONTHS = 12;
/** Questions per page of the queue. */
export const QUEUE_PAGE_SIZE = 20;

export interface ExpertGroupView {
  id: number;
  slug: string;
  name: string;
  description: string;
  path: string;
}

export interface ExpertTopicView {
  id: number;
  slug: string;
  name: string;
  description: string;
  path: string;
  group: { slug: string; name: string };
  /** Published questions and answers. */
  count: number;
}

export interface ExpertCard {
  username: string;
  displayName: string;
  profession: string;
  photoUrl: string | null;
  path: string;
}

export interface ExpertProfileView extends ExpertCard {
  introduction: string;
  group: ExpertGroupView;
}

/** A published, anonymised question and answer. */
export interface PublishedAnswer {
  id: number;
  title: string;
  question: string;
  answer: RichText | null;
  publishedAt: string;
  expert: ExpertCard | null;
  topic: { name: string; path: string };
}

export interface ExpertGroupDetail {
  group: ExpertGroupView;
  experts: ExpertCard[];
  topics: ExpertTopicView[];
}

/** A question in the experts' queue (text shortened; the details page has it whole). */
export interface QueueItem {
  id: number;
  state: QuestionState;
  excerpt: string;
  contact: ContactMethod;
  topic: string | null;
  waitingSince: string;
  /** The asker reacted to an answer: back with the expert who answered. */
  reaction: boolean;
  claimedBy: string | null;
}

export interface ExpertQueue {
  /** The group whose queue this is (null for a moderator looking at all of them). */
  group: ExpertGroupView | null;
  /** The viewer's own questions: claimed by them, oldest waiting first. */
  mine: QueueItem[];
  /** Open questions, oldest first, one page. */
  open: ListPage<QueueItem>;
  /** Answered by the viewer, waiting for a possible reaction. */
  answered: QueueItem[];
  /** Held by colleagues (a moderator may free one left lying). */
  others: QueueItem[];
}

export type ThreadKind = 'answer' | 'phone' | 'reaction';

export interface ThreadEntry {
  id: number;
  kind: ThreadKind;
  expert: string | null;
  body: RichText | null;
  createdAt: string;
}

/** A question with its personal data, for the experts of its group and moderators. */
export interface QuestionDetail {
  id: number;
  state: QuestionState;
  group: ExpertGroupView;
  topic: { id: number; name: string } | null;
  question: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  relationship: Relationship | null;
  phase: Phase | null;
  contact: ContactMethod;
  createdAt: string;
  claimedBy: { id: number; name: string } | null;
  answeredBy: string | null;
  replyUntil: string | null;
  closedAt: string | null;
  purged: boolean;
  thread: ThreadEntry[];
  /** The viewer holds it (claimed by them): they may answer, call, release. */
  mine: boolean;
  /** The viewer may claim it now. */
  claimable: boolean;
  /** Topics of its group, for a proposal to publish. */
  topics: { id: number; name: string }[];
}

/**
 * What the signed reply link leads to: the group and the answer the asker
 * reacts to (the mail already holds it), never the asker's personal data.
 */
export interface ReplyTarget {
  id: number;
  groupName: string;
  /** The latest answer by mail and who wrote it (null: none, or its text purged). */
  answer: { expert: string | null; body: RichText } | null;
}

/** The viewer's own expert profile, for the form at /experts/profiel. */
export interface OwnExpertProfile {
  groupSlug: string;
  displayName: string;
  profession: string;
  introduction: string;
}

export interface ExpertsReader {
  groups(): Promise<ExpertGroupView[]>;
  /** Every group with its experts and topics (the overview). */
  overview(): Promise<ExpertGroupDetail[]>;
  group(slug: string): Promise<ExpertGroupDetail | null>;
  topic(groupSlug: string, topicSlug: string): Promise<{ topic: ExpertTopicView; answers: PublishedAnswer[] } | null>;
  profile(username: string): Promise<{ profile: ExpertProfileView; answers: PublishedAnswer[] } | null>;
  /** Where an ask form may point: a group and optionally one of its topics, by slug. */
  askTarget(groupSlug: string | undefined, topicSlug: string | undefined): Promise<{ group: ExpertGroupView | null; topic: ExpertTopicView | null }>;
  /** The viewer's expert profile (null: none yet, or not an expert). */
  ownProfile(): Promise<OwnExpertProfile | null>;
  /** The viewer's queue (experts with a profile, moderators); null for anyone else. */
  queue(page: number): Promise<ExpertQueue | null>;
  /** A question with its personal data, when the viewer may see it (else null: 404). */
  question(id: number): Promise<QuestionDetail | null>;
  /** The question a reply code names, when a reaction is still possible. */
  replyTarget(code: string | undefined): Promise<ReplyTarget | null>;
}
