import { describe, expect, it } from 'vitest';
import type { QuestionState } from '../../../shared/model/experts';
import { mayAct, NEXT_STATE, purgeBefore, replyOpen, replyUntil, type Actor, type QuestionAction, type QuestionFacts } from './rules';

const NOW = new Date('2026-03-10T12:00:00Z');
const LATER = '2026-04-01T12:00:00.000Z';
const EARLIER = '2026-03-01T12:00:00.000Z';

const ME = 7;
const OTHER = 8;
const expert: Actor = { kind: 'expert', id: ME, moderator: false };
const moderator: Actor = { kind: 'expert', id: 99, moderator: true };
const asker: Actor = { kind: 'asker' };
const cron: Actor = { kind: 'cron' };

const q = (state: QuestionState, extra: Partial<QuestionFacts> = {}): QuestionFacts => ({ state, claimedBy: null, answeredBy: null, replyUntil: null, ...extra });

describe('who may move an expert question, in every state', () => {
  // [state and facts, action, actor, allowed]
  const table: [string, QuestionFacts, QuestionAction, Actor, boolean][] = [
    ['open', q('open'), 'claim', expert, true],
    ['open', q('open'), 'claim', asker, false],
    ['open', q('open'), 'release', expert, false],
    ['open', q('open'), 'answer', expert, false],
    ['open', q('open'), 'phone', expert, false],
    ['open', q('open'), 'close', expert, false],
    ['open', q('open'), 'close', moderator, true],
    ['open', q('open'), 'react', asker, false],
    ['claimed by me', q('claimed', { claimedBy: ME }), 'claim', expert, false],
    ['claimed by me', q('claimed', { claimedBy: ME }), 'release', expert, true],
    ['claimed by me', q('claimed', { claimedBy: ME }), 'answer', expert, true],
    ['claimed by me', q('claimed', { claimedBy: ME }), 'phone', expert, true],
    ['claimed by me', q('claimed', { claimedBy: ME }), 'close', expert, true],
    ['claimed by me', q('claimed', { claimedBy: ME }), 'react', asker, false],
    ['claimed by a colleague', q('claimed', { claimedBy: OTHER }), 'claim', expert, false],
    ['claimed by a colleague', q('claimed', { claimedBy: OTHER }), 'release', expert, false],
    ['claimed by a colleague', q('claimed', { claimedBy: OTHER }), 'answer', expert, false],
    ['claimed by a colleague', q('claimed', { claimedBy: OTHER }), 'phone', expert, false],
    ['claimed by a colleague', q('claimed', { claimedBy: OTHER }), 'close', expert, false],
    ['claimed by a colleague', q('claimed', { claimedBy: OTHER }), 'release', moderator, true],
    ['claimed by a colleague', q('claimed', { claimedBy: OTHER }), 'answer', moderator, false],
    ['answered by me, reply time running', q('answered', { answeredBy: ME, replyUntil: LATER }), 'react', asker, true],
    ['answered by me, reply time running', q('answered', { answeredBy: ME, replyUntil: LATER }), 'claim', expert, false],
    ['answered by me, reply time running', q('answered', { answeredBy: ME, replyUntil: LATER }), 'answer', expert, false],
    ['answered by me, reply time running', q('answered', { answeredBy: ME, replyUntil: LATER }), 'close', expert, true],
    ['answered by a colleague', q('answered', { answeredBy: OTHER, replyUntil: LATER }), 'close', expert, false],
    ['answered by me, reply time running', q('answered', { answeredBy: ME, replyUntil: LATER }), 'expire', cron, false],
    ['answered, reply time over', q('answered', { answeredBy: ME, replyUntil: EARLIER }), 'react', asker, false],
    ['answered, reply time over', q('answered', { answeredBy: ME, replyUntil: EARLIER }), 'expire', cron, true],
    ['closed', q('closed', { answeredBy: ME }), 'react', asker, false],
    ['closed', q('closed', { answeredBy: ME }), 'claim', expert, false],
    ['closed', q('closed', { answeredBy: ME }), 'close', moderator, false],
    ['closed', q('closed', { answeredBy: ME }), 'expire', cron, false],
  ];

  it.each(table)('%s: %s by %j → %s', (_, facts, action, actor, allowed) => {
    expect(mayAct(action, facts, actor, NOW)).toBe(allowed);
  });

  it('moves each action to its next state', () => {
    expect(NEXT_STATE).toEqual({ claim: 'claimed', release: 'open', answer: 'answered', phone: 'closed', close: 'closed', react: 'claimed', expire: 'closed' });
  });
});

describe('the reply time and the retention', () => {
  it('gives the asker 30 days after an answer, and not a second more', () => {
    const until = replyUntil(NOW);
    expect(until.toISOString()).toBe('2026-04-09T12:00:00.000Z');
    expect(replyOpen({ state: 'answered', replyUntil: until.toISOString() }, new Date(until.getTime() - 1000))).toBe(true);
    expect(replyOpen({ state: 'answered', replyUntil: until.toISOString() }, until)).toBe(false);
    expect(replyOpen({ state: 'closed', replyUntil: until.toISOString() }, NOW)).toBe(false);
  });

  it('purges the personal data of questions closed more than 12 months ago', () => {
    expect(purgeBefore(NOW).toISOString()).toBe('2025-03-10T12:00:00.000Z');
  });
});
