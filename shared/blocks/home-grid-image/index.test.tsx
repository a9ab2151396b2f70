import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';

describe('home grid image block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('home_grid_image')) expect(() => parse('home_grid_image', block)).not.toThrow();
  });

  it('renders each tile as one link with label and title, the first one large', async () => {
    const html = await renderRaw([examplesOf('home_grid_image')[0]!.block]);
    expect(html.match(/class="an-home-grid__link"/g)).toHaveLength(3);
    expect(html).toContain('an-home-grid__item--large');
    expect(html).toContain('<span class="an-home-grid__label">Mantelzorg</span><span class="an-home-grid__title">Zorgen voor iemand met dementie</span>');
  });

  it('leaves out tiles without image or link', async () => {
    const raw = { type: 'home_grid_image', id: 1, field_items: [{ field_link: { title: 'x', url: '/x' } }] };
    expect(await renderRaw([raw])).toBe('');
  });
});
