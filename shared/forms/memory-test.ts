/**
 * The memory test as a form: what a visitor has answered so far, reading a
 * step from posted fields, and the per-step validation of spec sections 4 and
 * 5. Used by the island (in the browser) and by the worker (without
 * JavaScript) alike.
 */
import type { MemoryTest, MemoryTestQuestion } from '../contract/memory-test';
import { AGE_VALUES, ANSWER_VALUES, type AgeValue, type AnswerValue, type MemoryTestKind } from '../contract/memory-test-values';

/** Field name of the age question. */
export const AGE_FIELD = 'leeftijd';
/** Hidden fields of a step form: the signed answers so far, and which step is posted. */
export const STATE_FIELD = 'staat';
export const STEP_FIELD = 'stap';
/** The 'previous step' button posts `actie=vorige` (answers kept, not validated). */
export const ACTION_FIELD = 'actie';
export const PREVIOUS_ACTION = 'vorige';
/** `?opnieuw=1` on step 1: start again, forgetting the answers kept in the browser. */
export const RESTART_PARAM = 'opnieuw';

/** Answers keyed by question id, and the age option. */
export interface Progress {
  answers: Partial<Record<string, AnswerValue>>;
  age: AgeValue | null;
}

export const emptyProgress = (): Progress => ({ answers: {}, age: null });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Progress from untrusted JSON (what the browser kept in session storage),
 * without valibot so the step and result islands stay small: what is not an
 * answer under a question id (at most 32 characters, as ProgressSchema in the
 * worker's signed state) or an age is dropped.
 */
export function progressFrom(value: unknown): Progress {
  const answers: Progress['answers'] = {};
  if (!isRecord(value)) return { answers, age: null };
  if (isRecord(value.answers)) {
    for (const [id, answer] of Object.entries(value.answers)) if (id.length <= 32 && isAnswer(answer)) answers[id] = answer;
  }
  return { answers, age: isAge(value.age) ? value.age : null };
}

export const isAnswer = (value: unknown): value is AnswerValue => (ANSWER_VALUES as readonly unknown[]).includes(value);
export const isAge = (value: unknown): value is AgeValue => (AGE_VALUES as readonly unknown[]).includes(value);

/**
 * What the form logic needs of a test: its kind and the question ids per step.
 * The island of the result page gets only this, not the whole test.
 */
export interface TestShape {
  kind: MemoryTestKind;
  steps: readonly { questions: readonly { id: string }[] }[];
}

export const shapeOf = (test: MemoryTest): TestShape => ({
  kind: test.kind,
  steps: test.steps.map((s) => ({ questions: s.questions.map((q) => ({ id: q.id })) })),
});

export const stepCount = (test: TestShape): number => test.steps.length;

export function questionsOf(test: MemoryTest, step: number): MemoryTestQuestion[] {
  return test.steps[step - 1]?.questions ?? [];
}

const idsOf = (test: TestShape, step: number): string[] => (test.steps[step - 1]?.questions ?? []).map((q) => q.id);

/** Number of a question across the whole test, from 1. */
export function questionNumber(test: TestShape, step: number, index: number): number {
  return test.steps.slice(0, step - 1).reduce((n, s) => n + s.questions.length, 0) + index + 1;
}

/** Only answers to questions of this test survive (a stored or posted state may hold anything). */
export function cleanProgress(test: TestShape, progress: Progress): Progress {
  const answers: Progress['answers'] = {};
  for (const step of test.steps) {
    for (const q of step.questions) {
      const answer = progress.answers[q.id];
      if (isAnswer(answer)) answers[q.id] = answer;
    }
  }
  return { answers, age: isAge(progress.age) ? progress.age : null };
}

/**
 * The answers of one step from posted fields (FormData or URLSearchParams). A
 * field with a value that is not an answer counts as unanswered.
 */
export function readStep(test: TestShape, step: number, fields: { get(name: string): unknown }, into: Progress): Progress {
  const answers = { ...into.answers };
  for (const id of idsOf(test, step)) {
    const value = fields.get(id);
    if (isAnswer(value)) answers[id] = value;
    else delete answers[id];
  }
  let age = into.age;
  if (step === stepCount(test)) {
    const value = fields.get(AGE_FIELD);
    age = isAge(value) ? value : null;
  }
  return { answers, age };
}

export interface StepErrors {
  /** Ids of the unanswered questions, in order. */
  missing: string[];
  /** The last step also needs an age choice. */
  ageMissing: boolean;
}

export function validateStep(test: TestShape, step: number, progress: Progress): StepErrors {
  const missing = idsOf(test, step).filter((id) => !progress.answers[id]);
  const ageMissing = step === stepCount(test) && progress.age === null;
  return { missing, ageMissing };
}

export const hasErrors = (errors: StepErrors): boolean => errors.missing.length > 0 || errors.ageMissing;

/** The first step, from 1, that still needs answers; null when the test is complete. */
export function firstIncompleteStep(test: TestShape, progress: Progress): number | null {
  for (let step = 1; step <= stepCount(test); step++) {
    if (hasErrors(validateStep(test, step, progress))) return step;
  }
  return null;
}

/** Element ids, shared by the error summary links and the fields. */
export const fieldId = (questionId: string): string => `vraag-${questionId}`;
export const firstOptionId = (name: string): string => `${fieldId(name)}-1`;
