/**
 * The carer self-test's score and band: one module for the island (the
 * answers stay in the browser) and the worker (the no-JavaScript path).
 */
import type { CarerBand } from '../contract/training-values';

/** What scoring needs of the test (the island gets only this). */
export interface CarerShape {
  questions: string[];
  options: { value: string; points: number }[];
  /** Lowest score of each band, lightest first. */
  bands: { id: CarerBand; min: number }[];
}

export type CarerAnswers = Record<string, string>;

/** Only answers to this test's questions with one of its values survive. */
export function cleanCarerAnswers(shape: CarerShape, value: unknown): CarerAnswers {
  const out: CarerAnswers = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return out;
  const given = value as Record<string, unknown>;
  for (const id of shape.questions) {
    const answer = Object.prototype.hasOwnProperty.call(given, id) ? given[id] : undefined;
    if (typeof answer === 'string' && shape.options.some((o) => o.value === answer)) out[id] = answer;
  }
  return out;
}

/** The first question (from 1) without an answer, or null when all are answered. */
export function firstOpenQuestion(shape: CarerShape, answers: CarerAnswers): number | null {
  const index = shape.questions.findIndex((id) => answers[id] === undefined);
  return index === -1 ? null : index + 1;
}

export interface CarerOutcome {
  points: number;
  band: CarerBand;
}

/** The total and its band; null while a question is open. */
export function carerOutcome(shape: CarerShape, answers: CarerAnswers): CarerOutcome | null {
  if (firstOpenQuestion(shape, answers) !== null) return null;
  const points = shape.questions.reduce((sum, id) => sum + (shape.options.find((o) => o.value === answers[id])?.points ?? 0), 0);
  let band = shape.bands[0]!.id;
  for (const b of shape.bands) if (points >= b.min) band = b.id;
  return { points, band };
}

/** The session-storage key of the answers (closing the tab forgets them, as with the memory test). */
export const CARER_STORAGE_KEY = 'an-mantelzorgtest';
