import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';

describe('follow-us block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('follow_us')) expect(() => parse('follow_us', block)).not.toThrow();
  });

  it('links the five networks in a new tab, and says so to screen readers', async () => {
    const html = await renderRaw([examplesOf('follow_us')[0]!.block]);
    expect(html.match(/target="_blank" rel="noopener noreferrer"/g)).toHaveLength(5);
    for (const name of ['X', 'Facebook', 'LinkedIn', 'YouTube', 'Instagram']) expect(html).toContain(`<span>${name}</span>`);
    expect(html).toContain('(opent in een nieuw venster)');
  });

  it('leaves out networks without a safe address', async () => {
    const html = await renderRaw([{ type: 'follow_us', id: 1, field_links: { x: 'javascript:alert(1)', facebook: 'https://www.facebook.com/x' } }]);
    expect(html).not.toContain('javascript:');
    expect(html.match(/<li>/g)).toHaveLength(1);
  });
});
