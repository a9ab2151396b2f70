import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('leaves text that fits whole, with its whitespace tidied', () => {
    expect(truncate('Korte  tekst ', 40)).toBe('Korte tekst');
    expect(truncate('Kort', 20)).toBe('Kort');
  });

  it('cuts at a word boundary and adds an ellipsis, the ellipsis within the limit', () => {
    const out = truncate('Een dagelijkse wandeling helpt bij een betere nachtrust en een betere stemming.', 40);
    expect(out).toBe('Een dagelijkse wandeling helpt bij een…');
    expect(out.length).toBeLessThanOrEqual(40);
    expect(truncate('Samen staan we sterker tegen dementie', 20)).toBe('Samen staan we…');
  });

  it('keeps a last word that ends exactly where the room for the ellipsis begins', () => {
    // 'Samen staan we' is 14 characters: with the ellipsis it is exactly the limit of 15.
    expect(truncate('Samen staan we sterker', 15)).toBe('Samen staan we…');
  });

  it('never cuts inside a word when an earlier word boundary exists, however early', () => {
    expect(truncate('Een ontwikkelingsstoornisbegeleidingstraject duurt lang', 20)).toBe('Een…');
  });

  it('drops punctuation and dashes before the ellipsis', () => {
    expect(truncate('Eerst dit, daarna dat en nog veel meer tekst', 12)).toBe('Eerst dit…');
    expect(truncate('Eerst dit – daarna dat en nog veel meer', 13)).toBe('Eerst dit…');
  });

  it('cuts inside a first word longer than the limit rather than returning nothing', () => {
    expect(truncate('Ontwikkelingsstoornisbegeleidingstraject', 10)).toBe('Ontwikkel…');
  });
});
