import { describe, expect, it } from 'vitest';
import type { TrainingQuestion } from '../contract/training-values';
import { readAnswer, scoreAnswer, shuffled, slotField, validAnswer, type Answer, type Outcome } from './score';

const o = (id: string) => ({ id, label: id.toUpperCase() });
const single: TrainingQuestion = { kind: 'single', prompt: 'p', points: 2, explanation: 'e', options: [o('a'), o('b'), o('c')], correct: 'b' };
const multiple: TrainingQuestion = { kind: 'multiple', prompt: 'p', points: 3, explanation: 'e', options: [o('a'), o('b'), o('c'), o('d'), o('e')], correct: ['a', 'b', 'c'] };
const order: TrainingQuestion = { kind: 'order', prompt: 'p', points: 4, explanation: 'e', items: [o('g'), o('o'), o('e'), o('d')] };
const match: TrainingQuestion = {
  kind: 'match',
  prompt: 'p',
  points: 3,
  explanation: 'e',
  pairs: [
    { id: 'x', left: 'X', right: 'x' },
    { id: 'y', left: 'Y', right: 'y' },
    { id: 'z', left: 'Z', right: 'z' },
  ],
};

describe('scoring and feedback of every question kind', () => {
  const table: [string, TrainingQuestion, Answer, number, Outcome][] = [
    ['one choice, right', single, 'b', 2, 'correct'],
    ['one choice, wrong', single, 'a', 0, 'wrong'],
    ['several, all right ones', multiple, ['c', 'a', 'b'], 3, 'correct'],
    ['several, two of three right', multiple, ['a', 'b'], 2, 'partial'],
    ['several, one right', multiple, ['a'], 1, 'partial'],
    ['several, all right plus one wrong', multiple, ['a', 'b', 'c', 'd'], 2, 'partial'],
    ['several, one right one wrong', multiple, ['a', 'd'], 0, 'wrong'],
    ['several, only wrong ones', multiple, ['d', 'e'], 0, 'wrong'],
    ['order, right', order, ['g', 'o', 'e', 'd'], 4, 'correct'],
    ['order, two places right', order, ['g', 'o', 'd', 'e'], 2, 'partial'],
    ['order, one place right', order, ['g', 'e', 'd', 'o'], 1, 'partial'],
    ['order, reversed', order, ['d', 'e', 'o', 'g'], 0, 'wrong'],
    ['match, right', match, ['x', 'y', 'z'], 3, 'correct'],
    ['match, one pair right', match, ['x', 'z', 'y'], 1, 'partial'],
    ['match, none right', match, ['y', 'z', 'x'], 0, 'wrong'],
  ];
  it.each(table)('%s: %s points, %s', (_name, q, answer, earned, outcome) => {
    expect(scoreAnswer(q, answer)).toEqual({ earned, max: q.points, outcome });
  });
});

describe('reading an answer from a post', () => {
  const form = (entries: [string, string][]) => new URLSearchParams(entries);
  const table: [string, TrainingQuestion, [string, string][], ReturnType<typeof readAnswer>][] = [
    ['one choice', single, [['antwoord', 'c']], { ok: true, answer: 'c' }],
    ['one choice, none', single, [], { ok: false, error: 'choose' }],
    ['one choice, not an option', single, [['antwoord', 'q']], { ok: false, error: 'choose' }],
    ['several', multiple, [['antwoord', 'a'], ['antwoord', 'd']], { ok: true, answer: ['a', 'd'] }],
    ['several, twice the same', multiple, [['antwoord', 'a'], ['antwoord', 'a']], { ok: true, answer: ['a'] }],
    ['several, none', multiple, [], { ok: false, error: 'chooseSome' }],
    ['order', order, [[slotField(1), 'o'], [slotField(2), 'g'], [slotField(3), 'e'], [slotField(4), 'd']], { ok: true, answer: ['o', 'g', 'e', 'd'] }],
    ['order, an item twice', order, [[slotField(1), 'o'], [slotField(2), 'o'], [slotField(3), 'e'], [slotField(4), 'd']], { ok: false, error: 'eachOnce' }],
    ['order, a place empty', order, [[slotField(1), 'o'], [slotField(2), 'g'], [slotField(3), 'e']], { ok: false, error: 'eachOnce' }],
    ['match', match, [[slotField(1), 'z'], [slotField(2), 'y'], [slotField(3), 'x']], { ok: true, answer: ['z', 'y', 'x'] }],
  ];
  it.each(table)('%s', (_name, q, entries, expected) => {
    expect(readAnswer(q, form(entries))).toEqual(expected);
  });

  it('never takes an answer of the wrong shape from storage', () => {
    expect(validAnswer(single, ['b'])).toBeNull();
    expect(validAnswer(order, ['g', 'o', 'e'])).toBeNull();
    expect(validAnswer(match, ['x', 'y', 'q'])).toBeNull();
    expect(validAnswer(multiple, [])).toBeNull();
    expect(validAnswer(multiple, ['a', 1])).toBeNull();
  });
});

describe('the shuffled order a page shows', () => {
  it('is the same for the same seed, holds every id, and is never the right order', () => {
    for (const seed of ['a', 'b', 'basistraining/4', 'winkel/5', 'x'.repeat(40)]) {
      const ids = ['g', 'o', 'e', 'd'];
      const out = shuffled(ids, seed);
      expect(out).toEqual(shuffled(ids, seed));
      expect([...out].sort()).toEqual([...ids].sort());
      expect(out).not.toEqual(ids);
    }
  });
});
