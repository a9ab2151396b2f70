import { describe, expect, it } from 'vitest';
import { fill } from './fill';

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
