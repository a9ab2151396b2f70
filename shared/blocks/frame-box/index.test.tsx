import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';

describe('frame box block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('frame_box')) expect(() => parse('frame_box', block)).not.toThrow();
  });

  it('renders a labelled complementary box with its text and button', async () => {
    const html = await renderRaw([examplesOf('frame_box')[0]!.block]);
    expect(html).toMatch(/^<aside class="an-block an-frame-box" aria-label="Twijfel je of je hulp mag vragen\?">/);
    expect(html).toContain('zonder oordeel');
    expect(html).toContain('<a href="/onze-ondersteuning" class="an-button">Bekijk onze ondersteuning</a>');
  });
});
