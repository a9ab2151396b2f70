import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';
import { gridColumns } from '.';
import { gridSizes } from '../../ui/image-sizes';

describe('grid with image block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('grid_with_image')) expect(() => parse('grid_with_image', block)).not.toThrow();
  });

  it('has 4 columns only when the field equals 4, else 3', () => {
    expect([gridColumns(4), gridColumns('4'), gridColumns('3'), gridColumns(5), gridColumns(undefined)]).toEqual([4, 4, 3, 3, 3]);
  });

  it('renders the cards as a list with the sizes of its grid', async () => {
    const [three, four] = examplesOf('grid_with_image');
    const html = await renderRaw([three!.block]);
    expect(html).toContain('<ul class="an-grid an-grid--3">');
    expect(html.match(/<li class="an-card">/g)).toHaveLength(3);
    expect(html).toContain(`sizes="${gridSizes(3)}"`);
    expect(await renderRaw([four!.block])).toContain('an-grid--4');
  });
});
