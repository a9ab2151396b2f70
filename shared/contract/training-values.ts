/**
 * The plain shapes of the training and carer-test content, without valibot:
 * the browser's islands (scoring, feedback) import these, so they never carry
 * the contract's schemas (./training.ts and ./carer-test.ts validate them).
 */

export const QUESTION_KINDS = ['single', 'multiple', 'order', 'match'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface ChoiceOption {
  id: string;
  label: string;
}

interface QuestionBase {
  /** What the visitor is asked (one sentence). */
  prompt: string;
  /** The most points this question gives. */
  points: number;
  /** Why the right answer is right: shown after every answer, whatever it was. */
  explanation: string;
}

/** One choice: exactly one option is right. */
export interface SingleQuestion extends QuestionBase {
  kind: 'single';
  options: ChoiceOption[];
  correct: string;
}

/** Several choices: the right options are `correct`, the others are wrong. */
export interface MultipleQuestion extends QuestionBase {
  kind: 'multiple';
  options: ChoiceOption[];
  correct: string[];
}

/** Put the items in order: `items` are listed in the right order (the page shows them shuffled). */
export interface OrderQuestion extends QuestionBase {
  kind: 'order';
  items: ChoiceOption[];
}

/** Match each left-hand item with its right-hand partner (the page shows the right-hand column shuffled). */
export interface MatchQuestion extends QuestionBase {
  kind: 'match';
  pairs: { id: string; left: string; right: string }[];
}

export type TrainingQuestion = SingleQuestion | MultipleQuestion | OrderQuestion | MatchQuestion;

export const TRAINING_AUDIENCES = ['algemeen', 'beroep'] as const;
export type TrainingAudience = (typeof TRAINING_AUDIENCES)[number];

/** The four letters of the GOED method (spec section 9). */
export const GOED_LETTERS = ['G', 'O', 'E', 'D'] as const;

/** The carer test's three bands, lightest first. */
export const CARER_BANDS = ['licht', 'zwaar', 'te-zwaar'] as const;
export type CarerBand = (typeof CARER_BANDS)[number];

/** Identifiers in the content (step, option, question ids): letters, digits and dashes. */
export const CONTENT_ID = /^[a-z][a-z0-9-]{0,31}$/;
