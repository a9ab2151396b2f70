import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MemoryTestSchema } from './memory-test';

const options = ['option1', 'option2', 'option3', 'option4', 'option5'].map((value) => ({ value, label: value }));
const ages = ['under64', '64to74', '75plus', 'notSay'].map((value) => ({ value, label: value }));
const steps = (sizes: number[], prefix = 'v') => {
  let n = 0;
  return sizes.map((size) => ({ questions: Array.from({ length: size }, () => ({ id: `${prefix}${++n}`, text: `Vraag ${n}` })) }));
};
const test = (kind: string, sizes: number[]) => ({
  kind,
  title: 't',
  teaser: 't',
  duration: 't',
  intro: { value: '<p>x</p>' },
  question_prompt: 'p',
  answer_options: options,
  age_question: { legend: 'Leeftijd', options: ages },
  steps: steps(sizes),
  meta_title: 'm',
  meta_description: 'm',
});

describe('memory test contract', () => {
  it('accepts 9+8+8 questions for oneself and 8+8 for another person', () => {
    expect(v.safeParse(MemoryTestSchema, test('forMyself', [9, 8, 8])).success).toBe(true);
    expect(v.safeParse(MemoryTestSchema, test('forOthers', [8, 8])).success).toBe(true);
  });

  it('refuses any other step layout', () => {
    expect(v.safeParse(MemoryTestSchema, test('forMyself', [8, 8, 9])).success).toBe(false);
    expect(v.safeParse(MemoryTestSchema, test('forOthers', [8, 8, 8])).success).toBe(false);
  });

  it('refuses answer or age options that are not exactly the spec ones, in order', () => {
    const swapped = { ...test('forOthers', [8, 8]), answer_options: [...options].reverse() };
    expect(v.safeParse(MemoryTestSchema, swapped).success).toBe(false);
    const fewer = { ...test('forOthers', [8, 8]), age_question: { legend: 'x', options: ages.slice(0, 3) } };
    expect(v.safeParse(MemoryTestSchema, fewer).success).toBe(false);
  });

  it('refuses duplicate question ids and the reserved age field name', () => {
    const dup = test('forOthers', [8, 8]);
    dup.steps[1]!.questions[0]!.id = 'v1';
    expect(v.safeParse(MemoryTestSchema, dup).success).toBe(false);
    const reserved = test('forOthers', [8, 8]);
    reserved.steps[0]!.questions[0]!.id = 'leeftijd';
    expect(v.safeParse(MemoryTestSchema, reserved).success).toBe(false);
  });
});
