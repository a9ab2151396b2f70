import { describe, expect, it } from 'vitest';
import { examplesOf, fakeSource, parse, renderRaw } from '../testing';

describe('home banner block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('home_banner')) expect(() => parse('home_banner', block)).not.toThrow();
  });

  it('promotes the memory test beside the donate widget', async () => {
    const html = await renderRaw([examplesOf('home_banner')[0]!.block], fakeSource());
    expect(html).toContain('<a href="/geheugentest" class="an-button">Doe de geheugentest</a>');
    expect(html).toContain('action="https://doneren.example.org/geef"');
    expect(html.indexOf('an-home-banner__promo')).toBeLessThan(html.indexOf('an-donate'));
  });

  it('loads its image eagerly with high priority and header crops', async () => {
    const html = await renderRaw([examplesOf('home_banner')[0]!.block], fakeSource());
    expect(html).toContain('loading="eager"');
    expect(html.toLowerCase()).toContain('fetchpriority="high"');
    expect(html.toLowerCase()).toContain('/files/images/herfst/580x388.svg 580w');
  });
});
