import { describe, expect, it } from 'vitest';
import {
  progressFrom,
  cleanProgress,
  emptyProgress,
  firstIncompleteStep,
  questionNumber,
  readStep,
  validateStep,
  type Progress,
  type TestShape,
} from './memory-test';
import { outcomeOfProgress } from '../model/memory-test';

const ids = (prefix: string, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}${from + i}` }));

const self: TestShape = {
  kind: 'forMyself',
  steps: [{ questions: ids('v', 1, 9) }, { questions: ids('v', 10, 8) }, { questions: ids('v', 18, 8) }],
};
const other: TestShape = { kind: 'forOthers', steps: [{ questions: ids('a', 1, 8) }, { questions: ids('a', 9, 8) }] };

const answered = (test: TestShape, upToStep: number, value: 'option1' | 'option3' = 'option3'): Progress => ({
  answers: Object.fromEntries(test.steps.slice(0, upToStep).flatMap((s) => s.questions.map((q) => [q.id, value]))),
  age: null,
});

describe('per-step validation', () => {
  it('asks for every question of the step and nothing else', () => {
    const errors = validateStep(self, 2, { answers: { v10: 'option1', v12: 'option2' }, age: null });
    expect(errors).toEqual({ missing: ['v11', 'v13', 'v14', 'v15', 'v16', 'v17'], ageMissing: false });
  });

  it('asks for the age only on the last step', () => {
    expect(validateStep(self, 3, answered(self, 3)).ageMissing).toBe(true);
    expect(validateStep(self, 2, answered(self, 3)).ageMissing).toBe(false);
    expect(validateStep(other, 2, { ...answered(other, 2), age: 'notSay' })).toEqual({ missing: [], ageMissing: false });
  });

  it('finds the first step that still needs answers', () => {
    expect(firstIncompleteStep(self, emptyProgress())).toBe(1);
    expect(firstIncompleteStep(self, answered(self, 1))).toBe(2);
    expect(firstIncompleteStep(self, answered(self, 3))).toBe(3);
    expect(firstIncompleteStep(self, { ...answered(self, 3), age: '64to74' })).toBeNull();
    const gap = answered(self, 3);
    delete gap.answers.v4;
    expect(firstIncompleteStep(self, { ...gap, age: '64to74' })).toBe(1);
  });
});

describe('reading posted answers', () => {
  it('takes the answers of the posted step, drops invalid values and keeps the other steps', () => {
    const before: Progress = { answers: { v1: 'option2', v10: 'option4' }, age: null };
    const form = new URLSearchParams({ v10: 'option9', v11: 'option5', v1: 'option1', leeftijd: 'under64' });
    const after = readStep(self, 2, form, before);
    expect(after).toEqual({ answers: { v1: 'option2', v11: 'option5' }, age: null });
  });

  it('reads the age on the last step', () => {
    expect(readStep(other, 2, new URLSearchParams({ leeftijd: '75plus' }), emptyProgress()).age).toBe('75plus');
    expect(readStep(other, 2, new URLSearchParams({ leeftijd: '57' }), emptyProgress()).age).toBeNull();
  });

  it('keeps only answers to questions of this test', () => {
    const dirty = { answers: { v1: 'option1', x: 'option2', a1: 'option3', v2: 'nope' }, age: 'old' } as unknown as Progress;
    expect(cleanProgress(self, dirty)).toEqual({ answers: { v1: 'option1' }, age: null });
  });
});

describe('outcome of a complete test', () => {
  it('is null while anything is missing', () => {
    expect(outcomeOfProgress(self, answered(self, 3))).toBeNull();
  });

  it('scores a complete test', () => {
    expect(outcomeOfProgress(self, { ...answered(self, 3), age: 'under64' })).toEqual({
      score: 50,
      pointsGroup: '44-54',
      ageGroup: 'up_to_56',
    });
    expect(outcomeOfProgress(other, { ...answered(other, 2, 'option1'), age: 'notSay' })).toEqual({
      score: 16,
      pointsGroup: '10-20',
      ageGroup: 'over_57',
    });
  });
});

describe('question numbers', () => {
  it('numbers questions across steps (self step 2 starts at 10, step 3 at 18)', () => {
    expect(questionNumber(self, 2, 0)).toBe(10);
    expect(questionNumber(self, 3, 7)).toBe(25);
    expect(questionNumber(other, 2, 0)).toBe(9);
  });
});

describe('progress kept in the browser', () => {
  it('keeps answers and the age, and drops whatever is not one', () => {
    const stored = { answers: { geheugen: 'option2', x: 'option9', ['a'.repeat(33)]: 'option1', n: 3 }, age: '64to74', extra: true };
    expect(progressFrom(stored)).toEqual({ answers: { geheugen: 'option2' }, age: '64to74' });
    expect(progressFrom({ answers: ['option1'], age: 'old' })).toEqual({ answers: {}, age: null });
    for (const junk of [null, 'tekst', 7, []]) expect(progressFrom(junk)).toEqual({ answers: {}, age: null });
  });
});
