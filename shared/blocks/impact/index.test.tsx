import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';

describe('impact block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('impact')) expect(() => parse('impact', block)).not.toThrow();
  });

  it('renders each figure with its meaning, read as one sentence', async () => {
    const html = await renderRaw([examplesOf('impact')[0]!.block]);
    expect(html.match(/<li class="an-impact__item">/g)).toHaveLength(3);
    expect(html).toContain('<span class="an-impact__number">350.000</span> <span class="an-impact__label">keer werd de geheugentest ingevuld</span>');
  });
});
