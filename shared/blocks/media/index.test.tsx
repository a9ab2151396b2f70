import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';
import { mediaWidth } from '.';

describe('media block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('media')) expect(() => parse('media', block)).not.toThrow();
  });

  it('recognises widths 50 and 33, anything else is 100', () => {
    expect([mediaWidth('50'), mediaWidth(33), mediaWidth('25'), mediaWidth(undefined), mediaWidth('abc')]).toEqual([50, 33, 100, 100, 100]);
  });

  it('gives each width its sizes hint (33% 270px, 50% 404px, otherwise 808px)', async () => {
    const [full, half, third] = examplesOf('media');
    expect(await renderRaw([full!.block])).toContain('sizes="(min-width: 48rem) 808px, 100vw"');
    expect(await renderRaw([half!.block])).toContain('sizes="(min-width: 48rem) 404px, 100vw"');
    const html = await renderRaw([third!.block]);
    expect(html).toContain('sizes="(min-width: 48rem) 270px, 100vw"');
    expect(html).toContain('an-media--33');
    expect(html).toMatch(/width="1616" height="909"/);
  });
});
