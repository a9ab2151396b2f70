import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';

describe('pillars block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('pillars')) expect(() => parse('pillars', block)).not.toThrow();
  });

  it('renders each pillar with icon, heading, text and link', async () => {
    const html = await renderRaw([examplesOf('pillars')[0]!.block]);
    expect(html.match(/<li class="an-pillars__item">/g)).toHaveLength(3);
    expect(html).toContain('<h3 class="an-pillars__title">Betrouwbare informatie</h3>');
    expect(html).toContain('<a href="/dementie">Over dementie</a>');
  });
});
