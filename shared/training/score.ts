/**
 * Scoring and feedback of the training's questions (spec section 3: points,
 * feedback fully correct, partially correct or wrong). One module for the
 * island (in the browser) and the worker (the no-JavaScript path and the
 * certificate, where the worker scores the answers itself): both always agree.
 * Kept free of valibot and of texts, so the question island stays small.
 */
import type { TrainingQuestion } from '../contract/training-values';

/** An answer: an option id (one choice), option ids (several), or item ids per place (order, match). */
export type Answer = string | string[];
export type Outcome = 'correct' | 'partial' | 'wrong';

export interface Scored {
  earned: number;
  max: number;
  outcome: Outcome;
}

const outcomeOf = (earned: number, max: number): Outcome => (earned >= max ? 'correct' : earned <= 0 ? 'wrong' : 'partial');

/** The ids in the order the page shows them (order: the items; match: the right-hand column), and the right order. */
export function slotsOf(q: TrainingQuestion): { slots: number; ids: string[] } {
  if (q.kind === 'order') return { slots: q.items.length, ids: q.items.map((i) => i.id) };
  if (q.kind === 'match') return { slots: q.pairs.length, ids: q.pairs.map((p) => p.id) };
  return { slots: 0, ids: [] };
}

/**
 * The points of an answer. One choice: all or nothing. Several choices: the
 * right ones chosen minus the wrong ones chosen, as a share of the right ones
 * (never below nothing). Order and match: the share of places that hold the
 * right item. Shares are rounded down to whole points; the outcome follows
 * the points (all of them: correct; none: wrong; otherwise partially correct).
 */
export function scoreAnswer(q: TrainingQuestion, answer: Answer): Scored {
  const max = q.points;
  let share = 0;
  if (q.kind === 'single') share = answer === q.correct ? 1 : 0;
  else if (q.kind === 'multiple') {
    const chosen = new Set(Array.isArray(answer) ? answer : [answer]);
    const right = q.correct.filter((id) => chosen.has(id)).length;
    const wrong = [...chosen].filter((id) => !q.correct.includes(id)).length;
    share = Math.max(0, right - wrong) / q.correct.length;
  } else {
    const { ids } = slotsOf(q);
    const given = Array.isArray(answer) ? answer : [];
    share = ids.filter((id, i) => given[i] === id).length / ids.length;
  }
  const earned = Math.floor(share * max + 1e-9);
  return { earned, max, outcome: outcomeOf(earned, max) };
}

/** An answer shaped for its question (ids it has, each once), or null: what storage or a post holds is never trusted. */
export function validAnswer(q: TrainingQuestion, value: unknown): Answer | null {
  if (q.kind === 'single') return typeof value === 'string' && q.options.some((o) => o.id === value) ? value : null;
  if (!Array.isArray(value) || !value.every((id): id is string => typeof id === 'string')) return null;
  if (new Set(value).size !== value.length) return null;
  if (q.kind === 'multiple') return value.length > 0 && value.every((id) => q.options.some((o) => o.id === id)) ? value : null;
  const { ids } = slotsOf(q);
  return value.length === ids.length && value.every((id) => ids.includes(id)) ? value : null;
}

/** Field names of a question form: the choice(s), and one per place of an order or match question. */
export const CHOICE_FIELD = 'antwoord';
export const slotField = (place: number): string => `plek-${place}`;

export type ReadResult = { ok: true; answer: Answer } | { ok: false; error: 'choose' | 'chooseSome' | 'eachOnce' };

/** The answer from posted fields (FormData or URLSearchParams); an incomplete one says what is missing. */
export function readAnswer(q: TrainingQuestion, fields: { getAll(name: string): unknown[] }): ReadResult {
  const texts = (name: string) => fields.getAll(name).filter((x): x is string => typeof x === 'string');
  if (q.kind === 'single') {
    const answer = validAnswer(q, texts(CHOICE_FIELD)[0]);
    return answer === null ? { ok: false, error: 'choose' } : { ok: true, answer };
  }
  if (q.kind === 'multiple') {
    const answer = validAnswer(q, [...new Set(texts(CHOICE_FIELD))]);
    return answer === null ? { ok: false, error: 'chooseSome' } : { ok: true, answer };
  }
  const { slots } = slotsOf(q);
  const given = Array.from({ length: slots }, (_, i) => texts(slotField(i + 1))[0] ?? '');
  const answer = validAnswer(q, given);
  return answer === null ? { ok: false, error: 'eachOnce' } : { ok: true, answer };
}

/** A small deterministic hash (FNV-1a), for the shuffles below: the same page always shows the same order. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * The ids in a fixed shuffled order for a seed (the question's place), never
 * the right order itself, so an order or match question is never answered by
 * leaving it as it is.
 */
export function shuffled(ids: readonly string[], seed: string): string[] {
  const out = [...ids];
  let h = hash(seed);
  for (let i = out.length - 1; i > 0; i--) {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    const j = h % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  if (out.every((id, i) => id === ids[i])) out.push(out.shift()!);
  return out;
}
