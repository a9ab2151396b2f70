import { describe, expect, it } from 'vitest';
import { ANSWER_VALUES, AGE_VALUES, type AgeGroup, type AgeValue, type AnswerValue, type PointsGroup } from '../contract/memory-test';
import {
  AGE_57_JOINS,
  ageGroupForAge,
  ageGroupOf,
  brochureHref,
  outcomeOf,
  pointsFor,
  pointsGroupOf,
  scoreOf,
  scoreTextFor,
} from './memory-test';

/** Answers that add up to `score` for oneself: as many 4s as fit, then the rest. */
function selfAnswers(score: number): AnswerValue[] {
  return Array.from({ length: 25 }, (_, i) => ANSWER_VALUES[Math.max(0, Math.min(4, score - 4 * i))] as AnswerValue);
}
/** Answers that add up to `score` (16-80) for another person. */
function otherAnswers(score: number): AnswerValue[] {
  return Array.from({ length: 16 }, (_, i) => ANSWER_VALUES[Math.max(0, Math.min(4, score - 16 - 4 * i))] as AnswerValue);
}

describe('points per answer', () => {
  it.each([
    ['option1', 0, 1],
    ['option2', 1, 2],
    ['option3', 2, 3],
    ['option4', 3, 4],
    ['option5', 4, 5],
  ] as const)('%s gives %i points for oneself and %i for another person', (answer, self, other) => {
    expect(pointsFor('forMyself', answer)).toBe(self);
    expect(pointsFor('forOthers', answer)).toBe(other);
  });
});

describe('score ranges', () => {
  it('runs from 0 to 100 for oneself (25 answers)', () => {
    expect(scoreOf('forMyself', Array(25).fill('option1'))).toBe(0);
    expect(scoreOf('forMyself', Array(25).fill('option5'))).toBe(100);
  });
  it('runs from 16 to 80 for another person (16 answers)', () => {
    expect(scoreOf('forOthers', Array(16).fill('option1'))).toBe(16);
    expect(scoreOf('forOthers', Array(16).fill('option5'))).toBe(80);
  });
  it('builds test answer patterns that hit every score exactly', () => {
    for (let s = 0; s <= 100; s++) expect(scoreOf('forMyself', selfAnswers(s))).toBe(s);
    for (let s = 16; s <= 80; s++) expect(scoreOf('forOthers', otherAnswers(s))).toBe(s);
  });
});

describe('points groups', () => {
  it.each<[number, PointsGroup]>([
    [0, '0-9'],
    [9, '0-9'],
    [10, '10-20'],
    [20, '10-20'],
    [21, '21-43'],
    [43, '21-43'],
    [44, '44-54'],
    [54, '44-54'],
    [55, '55+'],
    [80, '55+'],
    [100, '55+'],
  ])('score %i is in group %s', (score, group) => {
    expect(pointsGroupOf(score)).toBe(group);
  });

  it('refuses what cannot be a score', () => {
    expect(() => pointsGroupOf(-1)).toThrow(RangeError);
    expect(() => pointsGroupOf(4.5)).toThrow(RangeError);
  });
});

describe('age groups', () => {
  it.each<[number, AgeGroup]>([
    [18, 'up_to_56'],
    [56, 'up_to_56'],
    [57, 'over_57'],
    [58, 'over_57'],
    [90, 'over_57'],
  ])('age %i is in group %s', (age, group) => {
    expect(ageGroupForAge(age)).toBe(group);
  });

  it('puts exactly 57, which the spec leaves in neither group, with the older group by a named rule', () => {
    expect(AGE_57_JOINS).toBe('over_57');
    expect(ageGroupForAge(57)).toBe(AGE_57_JOINS);
  });

  it.each<[AgeValue, AgeGroup]>([
    ['under64', 'up_to_56'],
    ['64to74', 'over_57'],
    ['75plus', 'over_57'],
    ['notSay', 'over_57'],
  ])('age option %s gets group %s', (age, group) => {
    expect(ageGroupOf(age)).toBe(group);
  });

  it('has a group for every age option', () => {
    for (const age of AGE_VALUES) expect(['up_to_56', 'over_57']).toContain(ageGroupOf(age));
  });
});

describe('outcome', () => {
  it.each<[number, AgeValue, PointsGroup, AgeGroup]>([
    [9, 'under64', '0-9', 'up_to_56'],
    [10, '75plus', '10-20', 'over_57'],
    [43, '64to74', '21-43', 'over_57'],
    [44, 'notSay', '44-54', 'over_57'],
    [55, 'under64', '55+', 'up_to_56'],
  ])('oneself, score %i, age %s: points group %s, age group %s', (score, age, pointsGroup, ageGroup) => {
    expect(outcomeOf('forMyself', selfAnswers(score), age)).toEqual({ score, pointsGroup, ageGroup });
  });

  it.each<[number, PointsGroup]>([
    [16, '10-20'],
    [20, '10-20'],
    [21, '21-43'],
    [43, '21-43'],
    [44, '44-54'],
    [48, '44-54'],
    [54, '44-54'],
    [55, '55+'],
    [80, '55+'],
  ])('another person, score %i: points group %s (0-9 cannot happen, the minimum is 16)', (score, pointsGroup) => {
    expect(outcomeOf('forOthers', otherAnswers(score), '75plus')).toEqual({ score, pointsGroup, ageGroup: 'over_57' });
  });
});

describe('score text and brochure', () => {
  const texts = [
    { age_group: 'up_to_56', points_group: '0-9', text: { value: '<p>jong, weinig</p>', format: 'basic_html' } },
    { age_group: 'over_57', points_group: '0-9', text: { value: '<p>ouder, weinig</p>', format: 'basic_html' } },
  ] as const;

  it('picks the text of the age group and points group', () => {
    expect(scoreTextFor([...texts], { ageGroup: 'over_57', pointsGroup: '0-9' })).toBe('<p>ouder, weinig</p>');
    expect(scoreTextFor([...texts], { ageGroup: 'up_to_56', pointsGroup: '0-9' })).toBe('<p>jong, weinig</p>');
  });

  it('gives null when the CMS has no text for the combination', () => {
    expect(scoreTextFor([...texts], { ageGroup: 'over_57', pointsGroup: '55+' })).toBeNull();
  });

  it('links the brochure with score and dm_ev both the score, keeping its own query', () => {
    expect(brochureHref('https://example.org/brochure.pdf', 37)).toBe('https://example.org/brochure.pdf?score=37&dm_ev=37');
    expect(brochureHref('https://example.org/b.pdf?lang=nl&score=1', 0)).toBe('https://example.org/b.pdf?lang=nl&score=0&dm_ev=0');
  });
});
