import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';

describe('home link grid block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('home_link_grid')) expect(() => parse('home_link_grid', block)).not.toThrow();
  });

  it('renders a labelled navigation with one link per subject and a decorative icon', async () => {
    const html = await renderRaw([examplesOf('home_link_grid')[0]!.block]);
    expect(html).toMatch(/^<nav class="an-block an-link-grid" aria-label="Informatie over dementie">/);
    expect(html.match(/class="an-link-grid__link"/g)).toHaveLength(6);
    expect(html).toContain('aria-hidden="true"');
  });

  it('shows no icon for an unknown icon name', async () => {
    const raw = { type: 'home_link_grid', id: 1, field_items: [{ field_icon: 'unicorn', field_link: { title: 'A', url: '/a' } }] };
    expect(await renderRaw([raw])).not.toContain('<svg');
  });
});
