/**
 * The plain values of the memory test contract, without any schema: code that
 * runs in the browser imports these from here, so the islands do not carry the
 * valibot schemas of the content contract (`./memory-test` re-exports them).
 */

export const MEMORY_TEST_KINDS = ['forMyself', 'forOthers'] as const;
export type MemoryTestKind = (typeof MEMORY_TEST_KINDS)[number];

/** Questions per step (spec section 5): self 1-9, 10-17, 18-25; others 1-8, 9-16. */
export const STEP_SIZES: Record<MemoryTestKind, readonly number[]> = {
  forMyself: [9, 8, 8],
  forOthers: [8, 8],
};

/** The five answers of every question, in the order they are shown. */
export const ANSWER_VALUES = ['option1', 'option2', 'option3', 'option4', 'option5'] as const;
export type AnswerValue = (typeof ANSWER_VALUES)[number];

/** The age options of spec section 3: under 64, 64 to 74, 75 or older, not say. */
export const AGE_VALUES = ['under64', '64to74', '75plus', 'notSay'] as const;
export type AgeValue = (typeof AGE_VALUES)[number];

/** The two age groups of spec section 5 as the CMS keys its score texts. */
export const AGE_GROUPS = ['up_to_56', 'over_57'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** The five points groups of spec section 5: 0-9, 10-20, 21-43, 44-54, 55 and above. */
export const POINTS_GROUPS = ['0-9', '10-20', '21-43', '44-54', '55+'] as const;
export type PointsGroup = (typeof POINTS_GROUPS)[number];
