import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';

describe('expandable block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('expandable')) expect(() => parse('expandable', block)).not.toThrow();
  });

  it('renders a native disclosure with the question as summary, closed unless the editor opened it', async () => {
    const [closed, open] = examplesOf('expandable');
    const html = await renderRaw([closed!.block]);
    expect(html).toMatch(/^<details class="an-block an-expandable"><summary class="an-expandable__summary"><span class="an-expandable__title">Is dementie erfelijk\?<\/span><\/summary>/);
    expect(await renderRaw([open!.block])).toContain('<details class="an-block an-expandable" open="">');
  });

  it('shows nothing without a question', async () => {
    expect(await renderRaw([{ type: 'expandable', id: 1, field_title: '' }])).toBe('');
  });
});
