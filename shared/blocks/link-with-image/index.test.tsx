import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';
import { IMAGE_SIZES } from '../../ui/image-sizes';

describe('link with image block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('link_with_image')) expect(() => parse('link_with_image', block)).not.toThrow();
  });

  it('renders a card whose title is the link, with a card-crop srcset and a text cut at a word boundary', async () => {
    const html = await renderRaw([examplesOf('link_with_image')[0]!.block]);
    expect(html).toContain('<a href="/onze-ondersteuning" class="an-card__link">Samen naar het Alzheimer Café</a>');
    expect(html.toLowerCase()).toContain('srcset="/files/images/cafe/380x235.svg 380w');
    expect(html).toContain(`sizes="${IMAGE_SIZES.linkCard}"`);
    const text = /<p class="an-card__text">([^<]*)<\/p>/.exec(html)?.[1] ?? '';
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('…')).toBe(true);
    expect(text).not.toMatch(/\s…$/);
  });
});
