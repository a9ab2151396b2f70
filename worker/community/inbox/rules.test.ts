import { describe, expect, it } from 'vitest';
import { abilityOf, mayOpen, mayWrite, requestLimit, requestOutcome, sideOf, type PairFacts } from './rules';

const NOW = new Date('2026-03-10T12:00:00Z');
const facts = (extra: Partial<PairFacts> = {}): PairFacts => ({ self: false, available: true, existing: null, iBlockedThem: false, theyBlockedMe: false, ...extra });

describe('what a member may do toward another', () => {
  // [situation, facts, ability on the profile, outcome of a request with room left today]
  const table: [string, PairFacts, ReturnType<typeof abilityOf>, string][] = [
    ['a stranger with a public profile', facts(), 'can-request', 'send'],
    ['oneself', facts({ self: true }), 'own', 'unavailable'],
    ['a member with a private profile (cannot be found or contacted)', facts({ available: false }), null, 'unavailable'],
    ['a member one asked, still waiting', facts({ existing: { state: 'pending', sentByMe: true } }), 'sent', 'exists'],
    ['a member who declined one’s request: it still reads sent', facts({ existing: { state: 'declined', sentByMe: true } }), 'sent', 'exists'],
    ['a member who asked oneself, waiting', facts({ existing: { state: 'pending', sentByMe: false } }), 'received', 'exists'],
    ['a member whose request one declined', facts({ existing: { state: 'declined', sentByMe: false } }), 'can-request', 'send'],
    ['a contact', facts({ existing: { state: 'accepted', sentByMe: false } }), 'contact', 'exists'],
    ['a member one blocked', facts({ iBlockedThem: true }), 'blocked-by-you', 'exists'],
    ['a member who blocked one: looks like any member, the request goes nowhere', facts({ theyBlockedMe: true }), 'can-request', 'silent'],
    ['a member who blocked one after declining: as declined', facts({ theyBlockedMe: true, existing: { state: 'declined', sentByMe: true } }), 'sent', 'exists'],
  ];

  it.each(table)('%s', (_, f, ability, outcome) => {
    expect(abilityOf(f)).toBe(ability);
    expect(requestOutcome(f, 0, 5).kind).toBe(outcome);
  });

  it('replaces a request one declined when asking that member oneself', () => {
    expect(requestOutcome(facts({ existing: { state: 'declined', sentByMe: false } }), 0, 5)).toEqual({ kind: 'send', replace: true });
  });

  it.each([
    [0, 5, 'send'],
    [4, 5, 'send'],
    [5, 5, 'too-many'],
    [1, 2, 'send'],
    [2, 2, 'too-many'],
  ])('with %i requests sent today and a limit of %i: %s', (sent, limit, outcome) => {
    expect(requestOutcome(facts(), sent, limit).kind).toBe(outcome);
  });

  it('counts a request to a member who blocked one against the limit, like any other', () => {
    expect(requestOutcome(facts({ theyBlockedMe: true }), 5, 5).kind).toBe('too-many');
  });
});

describe('the daily limit of contact requests (at most 5, new accounts fewer)', () => {
  it.each([
    ['an account of an hour', '2026-03-10T11:00:00Z', 2],
    ['an account of six days', '2026-03-04T13:00:00Z', 2],
    ['an account of exactly a week', '2026-03-03T12:00:00Z', 5],
    ['an account of a year', '2025-03-10T12:00:00Z', 5],
  ])('%s may send %i a day', (_, created, limit) => {
    expect(requestLimit(created, NOW)).toBe(limit);
  });
});

describe('who sees and writes in a contact', () => {
  const contact = { requester_id: 1, receiver_id: 2 };
  it.each([
    ['pending', 'requester', true],
    ['pending', 'receiver', false],
    ['declined', 'requester', true],
    ['declined', 'receiver', false],
    ['accepted', 'requester', true],
    ['accepted', 'receiver', true],
  ] as const)('a %s contact opens for its %s: %s', (state, side, open) => {
    expect(mayOpen(state, side)).toBe(open);
  });

  it('lets both write only once accepted', () => {
    expect([mayWrite('pending'), mayWrite('declined'), mayWrite('accepted')]).toEqual([false, false, true]);
  });

  it('knows the sides, and nobody else', () => {
    expect([sideOf(contact, 1), sideOf(contact, 2), sideOf(contact, 3)]).toEqual(['requester', 'receiver', null]);
  });
});
