/**
 * The life of an expert question as plain functions of facts and a clock
 * (tested as tables in ./rules.test.ts); the store (./questions.ts) makes
 * each move one conditional UPDATE with the same conditions, so two experts
 * pressing 'Oppakken' at once cannot both hold a question.
 *
 *   open ──claim──▶ claimed ──answer (mail)──▶ answered ──react (link)──▶ claimed (same expert)
 *     ▲               │  │                        │
 *     └───release─────┘  └─phone / close─▶ closed ◀─close / expire (30 days)
 *
 * A closed question keeps its personal data for 12 months, then only a receipt.
 */
import { REPLY_DAYS, RETENTION_MONTHS, type QuestionState } from '../../../shared/model/experts';

export type QuestionAction = 'claim' | 'release' | 'answer' | 'phone' | 'close' | 'react' | 'expire';

export interface QuestionFacts {
  state: QuestionState;
  claimedBy: number | null;
  answeredBy: number | null;
  /** ISO: until when the reply link works (answered questions). */
  replyUntil: string | null;
}

/** Who acts: an expert of the question's group (or a moderator), the asker through the signed link, or the cron. */
export type Actor = { kind: 'expert'; id: number; moderator: boolean } | { kind: 'asker' } | { kind: 'cron' };

export const NEXT_STATE: Record<QuestionAction, QuestionState> = {
  claim: 'claimed',
  release: 'open',
  answer: 'answered',
  phone: 'closed',
  close: 'closed',
  react: 'claimed',
  expire: 'closed',
};

const DAY = 24 * 3600 * 1000;

/** Whether the actor may make this move now. */
export function mayAct(action: QuestionAction, q: QuestionFacts, actor: Actor, now: Date): boolean {
  const expert = actor.kind === 'expert' ? actor : null;
  const holds = expert !== null && q.state === 'claimed' && q.claimedBy === expert.id;
  switch (action) {
    case 'claim':
      return expert !== null && q.state === 'open';
    case 'release':
      // The holder lets go; a moderator may free a question someone left lying.
      return expert !== null && q.state === 'claimed' && (q.claimedBy === expert.id || expert.moderator);
    case 'answer':
    case 'phone':
      return holds;
    case 'close':
      return expert !== null && (holds || (q.state === 'answered' && (q.answeredBy === expert.id || expert.moderator)) || (expert.moderator && q.state !== 'closed'));
    case 'react':
      return actor.kind === 'asker' && replyOpen(q, now);
    case 'expire':
      return actor.kind === 'cron' && q.state === 'answered' && q.replyUntil !== null && q.replyUntil <= now.toISOString();
  }
}

/** The asker may still react: answered by mail, within 30 days of the last answer. */
export function replyOpen(q: Pick<QuestionFacts, 'state' | 'replyUntil'>, now: Date): boolean {
  return q.state === 'answered' && q.replyUntil !== null && q.replyUntil > now.toISOString();
}

/** Until when the reply link of an answer sent now works. */
export function replyUntil(now: Date): Date {
  return new Date(now.getTime() + REPLY_DAYS * DAY);
}

/** Questions closed before this moment lose their personal data now. */
export function purgeBefore(now: Date): Date {
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() - RETENTION_MONTHS);
  return limit;
}
