import { describe, expect, it } from 'vitest';
import { carerOutcome, cleanCarerAnswers, firstOpenQuestion, type CarerShape } from './score';

const shape: CarerShape = {
  questions: ['a', 'b', 'c', 'd'],
  options: [
    { value: 'nooit', points: 0 },
    { value: 'soms', points: 1 },
    { value: 'vaak', points: 2 },
    { value: 'altijd', points: 3 },
  ],
  bands: [
    { id: 'licht', min: 0 },
    { id: 'zwaar', min: 4 },
    { id: 'te-zwaar', min: 8 },
  ],
};
const all = (value: string) => Object.fromEntries(shape.questions.map((q) => [q, value]));

describe('the carer test score', () => {
  it.each([
    ['nooit', 0, 'licht'],
    ['soms', 4, 'zwaar'],
    ['vaak', 8, 'te-zwaar'],
    ['altijd', 12, 'te-zwaar'],
  ] as const)('four times %s: %i points, band %s', (value, points, band) => {
    expect(carerOutcome(shape, all(value))).toEqual({ points, band });
  });

  it('puts a score just under a threshold in the band below', () => {
    expect(carerOutcome(shape, { a: 'altijd', b: 'nooit', c: 'nooit', d: 'nooit' })?.band).toBe('licht');
    expect(carerOutcome(shape, { a: 'altijd', b: 'soms', c: 'nooit', d: 'nooit' })?.band).toBe('zwaar');
  });

  it('has no outcome while a question is open, and names the first open one', () => {
    expect(carerOutcome(shape, { a: 'soms', c: 'soms', d: 'soms' })).toBeNull();
    expect(firstOpenQuestion(shape, { a: 'soms', c: 'soms' })).toBe(2);
    expect(firstOpenQuestion(shape, all('soms'))).toBeNull();
  });

  it('keeps only answers to its questions with its values', () => {
    expect(cleanCarerAnswers(shape, { a: 'soms', b: 'misschien', z: 'soms', c: 3, __proto__: { d: 'soms' } })).toEqual({ a: 'soms' });
    expect(cleanCarerAnswers(shape, 'x')).toEqual({});
  });
});
