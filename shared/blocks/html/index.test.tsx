import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';

describe('html block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('html')) expect(() => parse('html', block)).not.toThrow();
  });

  it('renders its (edge-sanitised) rich text as is', async () => {
    const html = await renderRaw([examplesOf('html')[0]!.block]);
    expect(html).toMatch(/^<section class="an-block an-block--html"><div class="an-richtext"><h2>Vergoedingen op een rij<\/h2>/);
    expect(html).toContain('<th scope="col">Soort hulp</th>');
  });
});
