import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw, tagsOf } from '../testing';

describe('help-in-the-neighbourhood block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('help_in_the_neighbourhood')) expect(() => parse('help_in_the_neighbourhood', block)).not.toThrow();
  });

  it('searches with a GET form to /regios with the term as zoekterm, the input labelled', async () => {
    const html = await renderRaw([examplesOf('help_in_the_neighbourhood')[0]!.block]);
    expect(tagsOf(html, 'form')[0]).toMatchObject({ method: 'get', action: '/regios', role: 'search' });
    const input = tagsOf(html, 'input')[0]!;
    expect(input).toMatchObject({ name: 'zoekterm', type: 'search' });
    expect(tagsOf(html, 'label')[0]).toMatchObject({ for: input.id });
  });
});
