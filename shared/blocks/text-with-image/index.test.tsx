import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';

describe('text with image block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('text_with_image')) expect(() => parse('text_with_image', block)).not.toThrow();
  });

  it('places the image on the side the editor chose, with a lazy width-crop srcset', async () => {
    const [right, left] = examplesOf('text_with_image');
    expect(await renderRaw([right!.block])).toContain('an-text-image--right');
    const html = await renderRaw([left!.block]);
    expect(html).toContain('an-text-image--left');
    expect(html).toContain('loading="lazy"');
    expect(html.toLowerCase()).toContain('/files/images/tuin/300x200.svg 300w');
  });
});
