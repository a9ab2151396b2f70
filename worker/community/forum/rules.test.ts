import { describe, expect, it } from 'vitest';
import { isOldConversation, mayDelete, mayEdit, needsReview, pageOfPosition, positionsOfPage, postCheck, slugOf } from './rules';

const now = new Date('2026-06-15T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const DAY = 24 * 60;

describe('forum rules', () => {
  it.each([
    [{ createdAt: ago(5), state: 'visible', own: true }, true],
    [{ createdAt: ago(29), state: 'held', own: true }, true],
    [{ createdAt: ago(31), state: 'visible', own: true }, false],
    [{ createdAt: ago(5), state: 'visible', own: false }, false],
    [{ createdAt: ago(5), state: 'hidden', own: true }, false],
    [{ createdAt: ago(5), state: 'deleted', own: true }, false],
  ])('may edit %j: %s', (post, expected) => {
    expect(mayEdit(post, now)).toBe(expected);
  });

  it.each([
    [{ state: 'visible', own: true }, true],
    [{ state: 'held', own: true }, true],
    [{ state: 'hidden', own: true }, false],
    [{ state: 'visible', own: false }, false],
  ])('may delete %j: %s', (post, expected) => {
    expect(mayDelete(post)).toBe(expected);
  });

  it.each([
    // account age (days), conversations today, replies last hour, locked, opening, text, outcome
    [2, 2, 0, false, true, 'Vraag', 'ok'],
    [2, 3, 0, false, true, 'Vraag', 'TooManyConversations'],
    [30, 3, 0, false, true, 'Vraag', 'ok'],
    [30, 10, 0, false, true, 'Vraag', 'TooManyConversations'],
    [2, 0, 10, false, false, 'Reactie', 'TooManyReplies'],
    [30, 0, 29, false, false, 'Reactie', 'ok'],
    [30, 0, 30, false, false, 'Reactie', 'TooManyReplies'],
    [2, 0, 0, false, false, 'www.a.example www.b.example', 'ok'],
    [2, 0, 0, false, false, 'www.a.example www.b.example https://c.example', 'TooManyLinks'],
    [30, 0, 0, false, false, 'www.a.example www.b.example https://c.example', 'ok'],
    [30, 0, 0, true, false, 'Reactie', 'Locked'],
  ] as const)('an account of %i days with %i conversations today and %i replies this hour (locked %s, opening %s, %j): %s', (days, conversations, replies, locked, opening, text, outcome) => {
    const facts = { accountCreatedAt: ago(days * DAY), conversationsToday: conversations, repliesLastHour: replies, locked };
    expect(postCheck(facts, { opening, text }, now)).toBe(outcome);
  });

  it.each([
    [0, true],
    [2, true],
    [3, false],
  ])('with %i published posts, a new post waits for review: %s', (published, expected) => {
    expect(needsReview(published)).toBe(expected);
  });

  it.each([
    ['2025-12-14T12:00:00Z', true],
    ['2025-12-16T12:00:00Z', false],
    ['2026-06-01T00:00:00Z', false],
  ])('a conversation last active %s is old: %s', (at, expected) => {
    expect(isOldConversation(at, now)).toBe(expected);
  });

  it.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [2000, 100],
  ])('position %i is on page %i', (position, page) => {
    expect(pageOfPosition(position)).toBe(page);
  });

  it('shows the opening post and replies 1-20 on page 1, then 20 a page', () => {
    expect(positionsOfPage(1)).toEqual({ from: 0, to: 20 });
    expect(positionsOfPage(100)).toEqual({ from: 1981, to: 2000 });
  });

  it.each([
    ['Net de diagnose: en nu?', 'net-de-diagnose-en-nu'],
    ['Ça va? Één café!', 'ca-va-een-cafe'],
    ['???', 'gesprek'],
  ])('makes an address part of %j: %j', (title, slug) => {
    expect(slugOf(title)).toBe(slug);
  });
});
