import { describe, expect, it } from 'vitest';
import { foldedWords, foldText } from './fold';

describe('foldText', () => {
  it.each([
    ['Café', 'cafe'],
    ['ideeën', 'ideeen'],
    ['geïnteresseerd', 'geinteresseerd'],
    ['één', 'een'],
    ['Financiële', 'financiele'],
    ['ĲSSEL', 'ijssel'],
    ['Súdwest-Fryslân', 'sudwest-fryslan'],
    ['naïef', 'naief'],
  ])('folds %s to %s', (input, folded) => {
    expect(foldText(input)).toBe(folded);
  });
});

describe('foldedWords', () => {
  it('splits on everything but letters and digits', () => {
    expect(foldedWords("Wat is dementie? Regio's, Alzheimer-Café 2025!")).toEqual(['wat', 'is', 'dementie', 'regio', 's', 'alzheimer', 'cafe', '2025']);
  });

  it('leaves nothing of punctuation, emoji and search syntax', () => {
    expect(foldedWords('"*" NEAR(-:) 🙂 ()')).toEqual(['near']);
    expect(foldedWords('   ')).toEqual([]);
  });
});
