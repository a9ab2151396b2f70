import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';

describe('text with title block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('text_with_title')) expect(() => parse('text_with_title', block)).not.toThrow();
  });

  it('renders the title as a heading above the text', async () => {
    const html = await renderRaw([examplesOf('text_with_title')[0]!.block]);
    expect(html).toMatch(/^<section class="an-block an-block--text-with-title" id="wat-is-dementie"><h2 class="an-block__title">Wat is dementie\?<\/h2><div class="an-richtext"><p>/);
  });

  it('carries an id made from its title, so a sub-menu can link to it', async () => {
    const { anchorOf } = await import('.');
    expect(anchorOf('Wat kun je verwachten?')).toBe('wat-kun-je-verwachten');
    expect(anchorOf('Café & ontmoeting')).toBe('cafe-ontmoeting');
    expect(anchorOf('')).toBe('');
  });
});
