import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';

describe('link list block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('link_list')) expect(() => parse('link_list', block)).not.toThrow();
  });

  it('opens files and other sites in a new tab with opener protection, internal pages in the same tab', async () => {
    const html = await renderRaw([examplesOf('link_list')[0]!.block]);
    expect(html).toContain('<a href="/regelzaken">');
    expect(html).toContain('<a href="/files/brochures/checklist-huisarts.pdf" target="_blank" rel="noopener noreferrer">');
    expect(html).toContain('<a href="https://www.example.org/zorgkantoren" target="_blank" rel="noopener noreferrer">');
  });

  it('drops links with unsafe schemes and renders nothing when none are left', async () => {
    const raw = { type: 'link_list', id: 1, field_title: 'Links', field_links: [{ title: 'x', url: 'javascript:alert(1)' }] };
    expect(await renderRaw([raw])).toBe('');
  });
});
