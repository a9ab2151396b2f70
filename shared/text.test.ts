import { describe, expect, it } from 'vitest';
import { fill, truncate } from './text';

describe('truncate', () => {
  it('leaves text that fits alone (whitespace tidied)', () => {
    expect(truncate('Korte  tekst ', 40)).toBe('Korte tekst');
  });

  it('cuts at a word boundary and adds an ellipsis, within the limit', () => {
    const out = truncate('Een dagelijkse wandeling helpt bij een betere nachtrust en een betere stemming.', 40);
    expect(out).toBe('Een dagelijkse wandeling helpt bij een…');
    expect(out.length).toBeLessThanOrEqual(40);
  });

  it('drops punctuation before the ellipsis', () => {
    expect(truncate('Eerst dit, daarna dat en nog veel meer tekst', 12)).toBe('Eerst dit…');
  });

  it('cuts inside one very long word rather than returning nothing', () => {
    expect(truncate('Ontwikkelingsstoornisbegeleidingstraject', 10)).toBe('Ontwikkel…');
  });
});

describe('fill', () => {
  it('puts the values in their named placeholders', () => {
    expect(fill('Je score is {score}. De score loopt van {min} tot {max}.', { score: 42, min: 0, max: 100 })).toBe(
      'Je score is 42. De score loopt van 0 tot 100.',
    );
  });

  it('leaves a placeholder without a value (also one named like an object property) as it is', () => {
    expect(fill('{a} en {b} en {toString}', { a: 'x' })).toBe('x en {b} en {toString}');
  });
});
