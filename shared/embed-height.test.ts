import { describe, expect, it } from 'vitest';
import { MAX_EMBED_HEIGHT, readEmbedHeight } from './embed-height';

describe('embed height messages', () => {
  it('reads a numeric non-zero height as a number, a string or an object', () => {
    expect(readEmbedHeight(640)).toBe(640);
    expect(readEmbedHeight('480.5')).toBe(481);
    expect(readEmbedHeight({ height: 900 })).toBe(900);
    expect(readEmbedHeight({ type: 'quiz-height', quizHeight: 720 })).toBe(720);
  });

  it('ignores zero, negative and non-numeric heights', () => {
    for (const data of [0, -5, '', 'hoog', null, undefined, {}, { height: 'x' }, [12]]) expect(readEmbedHeight(data)).toBeNull();
  });

  it('caps an absurd height', () => {
    expect(readEmbedHeight(1e9)).toBe(MAX_EMBED_HEIGHT);
  });
});
