import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance } from './distance';

describe('editDistance', () => {
  it.each([
    ['alzeimer', 'alzheimer', 1],
    ['demetie', 'dementie', 1],
    ['mantelzrog', 'mantelzorg', 1],
    ['diagonse', 'diagnose', 1],
    ['dementie', 'dementie', 0],
    ['vasculair', 'vasculaire', 1],
    ['alzhiemer', 'alzheimer', 1],
  ])('%s is %i edit(s) from %s', (a, b, d) => {
    expect(editDistance(a, b, 2)).toBe(d);
  });

  it('stops at the limit: a word further away counts as limit + 1', () => {
    expect(editDistance('muziek', 'dementie', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('allowedEdits', () => {
  it('allows no typo in short words, one from four letters, two from seven', () => {
    expect(allowedEdits(3)).toBe(0);
    expect(allowedEdits(4)).toBe(1);
    expect(allowedEdits(6)).toBe(1);
    expect(allowedEdits(7)).toBe(2);
  });
});
