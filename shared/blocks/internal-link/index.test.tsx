import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';

describe('internal link block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('internal_link')) expect(() => parse('internal_link', block)).not.toThrow();
  });

  it('renders the link in the same tab with its description', async () => {
    const html = await renderRaw([examplesOf('internal_link')[0]!.block]);
    expect(html).toContain('<a href="/herkennen-en-diagnose/diagnose" class="an-internal-link__link">');
    expect(html).not.toContain('target=');
    expect(html).toContain('Hoe verloopt het onderzoek');
  });

  it('leaves out a link with an unsafe address', async () => {
    expect(await renderRaw([{ type: 'internal_link', id: 2, field_link: { title: 'x', url: 'javascript:alert(1)' } }])).toBe('');
  });
});
