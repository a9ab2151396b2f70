import { describe, expect, it } from 'vitest';
import { serializeProps } from './types';

describe('island props serialisation', () => {
  it('cannot end its script element early or open a comment', () => {
    const json = serializeProps({ title: '</script><script>alert(1)</script><!--' });
    expect(json).not.toMatch(/<\/?script/i);
    expect(json).not.toContain('<!--');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script><!--' });
  });

  it('escapes the line separators U+2028 and U+2029 and round-trips them', () => {
    const json = serializeProps({ text: 'a\u2028b\u2029c' });
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ text: 'a\u2028b\u2029c' });
  });

  it('refuses a function, which JSON would silently drop', () => {
    expect(() => serializeProps({ texts: { euro: () => '€' } })).toThrow(/euro/);
  });

  it('escapes exactly as the five separate replacements did, in one pass', () => {
    const text = 'a<b>&c\u2028d\u2029e</x>&amp;';
    const json = serializeProps({ text, list: [text, '<&>'] });
    const fivePasses = JSON.stringify({ text, list: [text, '<&>'] }).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
    expect(json).toBe(fivePasses);
  });
});
