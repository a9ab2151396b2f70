/**
 * A visitor's progress through one training: the answers by step id, and the
 * page the training was started from (startingPageUrl). Kept in the browser
 * (local storage, so a closed tab resumes) and, without JavaScript, in a
 * signed cookie; never on the server. The summary scores it.
 */
import type { Training } from '../contract/training';
import type { TrainingQuestion } from '../contract/training-values';
import { scoreAnswer, validAnswer, type Answer, type Scored } from './score';

export interface TrainingProgress {
  answers: Record<string, Answer>;
}

export const emptyTrainingProgress = (): TrainingProgress => ({ answers: {} });

/** What a progress check needs of a training: its scenes' questions and the pass mark (the island gets only this). */
export interface TrainingShape {
  slug: string;
  passPercentage: number;
  /** Every step in order; a lesson has no question. */
  steps: { id: string; question: TrainingQuestion | null }[];
}

export function shapeOfTraining(t: Training): TrainingShape {
  return { slug: t.slug, passPercentage: t.pass_percentage, steps: t.steps.map((s) => ({ id: s.id, question: s.kind === 'scene' ? s.question : null })) };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Progress from untrusted JSON (storage, a cookie, a hidden field): only valid answers to this training's questions survive. */
export function cleanTrainingProgress(shape: TrainingShape, value: unknown): TrainingProgress {
  const answers: Record<string, Answer> = {};
  const given = isRecord(value) && isRecord(value.answers) ? value.answers : {};
  for (const step of shape.steps) {
    if (!step.question || !Object.prototype.hasOwnProperty.call(given, step.id)) continue;
    const answer = validAnswer(step.question, given[step.id]);
    if (answer !== null) answers[step.id] = answer;
  }
  return { answers };
}

export interface StepResult {
  /** The step's number, from 1. */
  number: number;
  id: string;
  scored: Scored | null;
}

export interface TrainingTotals {
  steps: StepResult[];
  earned: number;
  max: number;
  /** Whole percent, rounded down. */
  percentage: number;
  /** Every question answered. */
  complete: boolean;
  /** Enough points for the certificate (and complete). */
  passed: boolean;
  /** The first question not answered yet (its step number), or null. */
  firstOpen: number | null;
  answered: number;
  questions: number;
}

export function trainingTotals(shape: TrainingShape, progress: TrainingProgress): TrainingTotals {
  const steps: StepResult[] = [];
  let earned = 0;
  let max = 0;
  let firstOpen: number | null = null;
  let answered = 0;
  let questions = 0;
  shape.steps.forEach((step, i) => {
    if (!step.question) return;
    questions += 1;
    max += step.question.points;
    const answer = progress.answers[step.id];
    const scored = answer === undefined ? null : scoreAnswer(step.question, answer);
    if (scored) {
      earned += scored.earned;
      answered += 1;
    } else if (firstOpen === null) firstOpen = i + 1;
    steps.push({ number: i + 1, id: step.id, scored });
  });
  const complete = firstOpen === null;
  const percentage = max === 0 ? 0 : Math.floor((earned * 100) / max);
  return { steps, earned, max, percentage, complete, passed: complete && earned * 100 >= shape.passPercentage * max, firstOpen, answered, questions };
}

/** The local-storage key of a training's progress. */
export const trainingStorageKey = (slug: string): string => `an-training-${slug}`;

/** The states a progress page shows parts for (data-tp-when). */
export type When = 'none' | 'started' | 'complete' | 'incomplete' | 'passed' | 'failed';

export function holds(totals: TrainingTotals, when: string): boolean {
  if (when === 'none') return totals.answered === 0;
  if (when === 'started') return totals.answered > 0 && !totals.complete;
  if (when === 'complete') return totals.complete;
  if (when === 'incomplete') return !totals.complete;
  if (when === 'passed') return totals.passed;
  return when === 'failed' && totals.complete && !totals.passed;
}
