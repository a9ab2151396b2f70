/**
 * Scoring of the memory test and the choice of its result text (spec sections
 * 4, 5 and 9). Pure functions, used by the worker (no-JavaScript journey) and
 * by the island (in the browser) alike.
 */
import type { MemoryTestResultFields } from '../contract/memory-test';
import { firstIncompleteStep, type Progress, type TestShape } from '../forms/memory-test';
import { ANSWER_VALUES, type AgeGroup, type AgeValue, type AnswerValue, type MemoryTestKind, type PointsGroup } from '../contract/memory-test-values';

/** Points of one answer: option1..option5 give 0..4 for oneself, 1..5 for another person. */
export function pointsFor(kind: MemoryTestKind, answer: AnswerValue): number {
  const index = ANSWER_VALUES.indexOf(answer);
  return kind === 'forMyself' ? index : index + 1;
}

/** The score: the sum of the points (self 25 answers: 0-100; others 16 answers: 16-80). */
export function scoreOf(kind: MemoryTestKind, answers: readonly AnswerValue[]): number {
  return answers.reduce((sum, answer) => sum + pointsFor(kind, answer), 0);
}

/** The points groups of spec section 5, lowest first; each bound inclusive. */
export const POINTS_GROUP_RANGES: readonly { group: PointsGroup; min: number; max: number }[] = [
  { group: '0-9', min: 0, max: 9 },
  { group: '10-20', min: 10, max: 20 },
  { group: '21-43', min: 21, max: 43 },
  { group: '44-54', min: 44, max: 54 },
  { group: '55+', min: 55, max: Number.POSITIVE_INFINITY },
];

export function pointsGroupOf(score: number): PointsGroup {
  if (!Number.isInteger(score) || score < 0) throw new RangeError(`not a score: ${score}`);
  const range = POINTS_GROUP_RANGES.find((r) => score >= r.min && score <= r.max);
  return range ? range.group : '55+';
}

/**
 * The spec's age groups are '56 or less' and 'over 57', which leaves exactly
 * 57 in neither. We read the gap as an off-by-one and put 57 with the older
 * group, so the two groups cover every age: 56 or less | 57 and over.
 */
export const AGE_57_JOINS: AgeGroup = 'over_57';

export function ageGroupForAge(age: number): AgeGroup {
  if (age <= 56) return 'up_to_56';
  if (age === 57) return AGE_57_JOINS;
  return 'over_57';
}

/**
 * The ages each age option covers (inclusive; `null` = no upper bound). The
 * spec gives the options the values 64 (under 64) and 75 (75 or older); they
 * are bounds, not ages, so the age group comes from the ranges instead.
 */
export const AGE_OPTION_RANGES: Record<Exclude<AgeValue, 'notSay'>, { youngest: number; oldest: number | null }> = {
  under64: { youngest: 0, oldest: 63 },
  '64to74': { youngest: 64, oldest: 74 },
  '75plus': { youngest: 75, oldest: null },
};

/**
 * A visitor who does not say their age gets the older group's text: it is the
 * general text, written for the age at which most people take the test.
 */
export const NOT_SAY_AGE_GROUP: AgeGroup = 'over_57';

/**
 * The age group of an age option: the group of the youngest age it covers.
 * 'under 64' reaches into '56 or less', whose text is written for people who
 * are young for dementia, so it gets that text; 64-74 and 75+ are 'over 57'.
 */
export function ageGroupOf(age: AgeValue): AgeGroup {
  if (age === 'notSay') return NOT_SAY_AGE_GROUP;
  return ageGroupForAge(AGE_OPTION_RANGES[age].youngest);
}

export interface MemoryTestOutcome {
  score: number;
  pointsGroup: PointsGroup;
  ageGroup: AgeGroup;
}

export function outcomeOf(kind: MemoryTestKind, answers: readonly AnswerValue[], age: AgeValue): MemoryTestOutcome {
  const score = scoreOf(kind, answers);
  return { score, pointsGroup: pointsGroupOf(score), ageGroup: ageGroupOf(age) };
}

/** The score text of the result page for an outcome, or null when the CMS has none for it. */
export function scoreTextFor(
  scoreTexts: MemoryTestResultFields['field_score_text'],
  outcome: Pick<MemoryTestOutcome, 'ageGroup' | 'pointsGroup'>,
): string | null {
  const entry = scoreTexts.find((t) => t.age_group === outcome.ageGroup && t.points_group === outcome.pointsGroup);
  return entry ? entry.text.value : null;
}

/** The online brochure for a test kind, with the score as `score` and `dm_ev` (spec section 7). */
export function brochureHref(baseUrl: string, score: number): string {
  const url = new URL(baseUrl);
  url.searchParams.set('score', String(score));
  url.searchParams.set('dm_ev', String(score));
  return url.toString();
}

/** The outcome of a complete test, or null while answers are missing. */
export function outcomeOfProgress(test: TestShape, progress: Progress): MemoryTestOutcome | null {
  if (firstIncompleteStep(test, progress) !== null || progress.age === null) return null;
  const answers = test.steps.flatMap((s) => s.questions.map((q) => progress.answers[q.id] as AnswerValue));
  return outcomeOf(test.kind, answers, progress.age);
}
