import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';

describe('two-column text block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('two_column_text')) expect(() => parse('two_column_text', block)).not.toThrow();
  });

  it('renders both columns in order', async () => {
    const html = await renderRaw([examplesOf('two_column_text')[0]!.block]);
    expect(html.indexOf('Gewone vergeetachtigheid')).toBeLessThan(html.indexOf('Mogelijk dementie'));
    expect(html.match(/an-two-columns__column/g)).toHaveLength(2);
  });
});
