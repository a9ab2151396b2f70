import { describe, expect, it } from 'vitest';
import { foldedWords } from '../../shared/contract/fold';
import { classWeight, intentOf, isWorkWord, recencyFactor } from './intent';

const intent = (q: string) => intentOf(foldedWords(q), q);

describe('intentOf', () => {
  it('reads a word of work or volunteering', () => {
    for (const q of ['vrijwilliger worden', 'vacatures', 'werken bij dementiezorg', 'stage', 'stageplek', 'collectant', 'solliciteren', 'vrijwilligerswerk utrecht']) {
      expect(intent(q).work, q).toBe(true);
    }
    for (const q of ['dementietelefoon', 'collecte opbrengst', 'werken met dementie', 'alzheimer café']) expect(intent(q).work, q).toBe(false);
  });

  it('reads a question: a question word first, a question mark, or a sentence', () => {
    for (const q of ['hoe krijg ik een diagnose', 'wat is dementie', 'dementie?', 'mijn vader vergeet steeds zijn sleutels']) expect(intent(q).question, q).toBe(true);
    for (const q of ['dementie', 'huis veilig maken', 'alzheimer café zwolle']) expect(intent(q).question, q).toBe(false);
  });

  it('knows the words of work one by one', () => {
    expect(isWorkWord('vrijwilligers')).toBe(true);
    expect(isWorkWord('vrijwillig')).toBe(true);
    expect(isWorkWord('werk')).toBe(false);
  });
});

describe('classWeight', () => {
  const none = { work: false, question: false };
  it('puts information above regional pages above news above activities above vacancies, without intent', () => {
    const order = (['info', 'region', 'news', 'activity', 'vacancy'] as const).map((c) => classWeight(c, none));
    expect([...order].sort((a, b) => b - a)).toEqual(order);
  });

  it('puts vacancies above everything else for a query about work', () => {
    const work = { work: true, question: false };
    for (const c of ['info', 'region', 'location', 'activity', 'news'] as const) expect(classWeight('vacancy', work)).toBeGreaterThan(classWeight(c, work));
  });

  it('favours information and puts activities and news further down for a question', () => {
    const question = { work: false, question: true };
    expect(classWeight('info', question)).toBeGreaterThan(classWeight('info', none));
    expect(classWeight('activity', question)).toBeLessThan(classWeight('activity', none));
    expect(classWeight('news', question)).toBeLessThan(classWeight('news', none));
  });
});

describe('recencyFactor', () => {
  it('lifts the newest article gently, less as it gets older, and never what is no news', () => {
    expect(recencyFactor(null)).toBe(1);
    expect(recencyFactor(0)).toBeCloseTo(1.3);
    expect(recencyFactor(365)).toBeCloseTo(1.15);
    expect(recencyFactor(3650)).toBeLessThan(1.01);
    expect(recencyFactor(-5)).toBeCloseTo(1.3);
  });
});
