import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';

describe('quote block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('quote')) expect(() => parse('quote', block)).not.toThrow();
  });

  it('renders a blockquote in a figure with the author in the caption', async () => {
    const html = await renderRaw([examplesOf('quote')[1]!.block]);
    expect(html).toMatch(/^<figure class="an-block an-quote"><blockquote class="an-quote__text"><p>Bij de Dementietelefoon/);
    expect(html).toContain('<span class="an-quote__author">Marja</span>');
  });

  it('escapes markup in the quote text instead of rendering it', async () => {
    const html = await renderRaw([{ type: 'quote', id: 1, field_quote: '<img src=x onerror=alert(1)>' }]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
