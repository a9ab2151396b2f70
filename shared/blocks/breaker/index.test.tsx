import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';

describe('breaker block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('breaker')) expect(() => parse('breaker', block)).not.toThrow();
  });

  it('renders small, medium and large teasers with link, icon, label and title', async () => {
    const [small, medium, large] = examplesOf('breaker');
    const s = await renderRaw([small!.block]);
    expect(s).toContain('an-breaker--small');
    expect(s).not.toContain('<img');
    expect(s).toContain('<p class="an-breaker__label">Dementietelefoon</p>');
    const m = await renderRaw([medium!.block]);
    expect(m).toContain('an-breaker--medium');
    expect(m.toLowerCase()).toContain('/files/images/vrijwilliger/380x235.svg 380w');
    const l = await renderRaw([large!.block]);
    expect(l).toContain('an-breaker--large');
    expect(l.toLowerCase()).toContain('/files/images/onderzoek/1616x909.svg 1616w');
    expect(l).toContain('<a href="/onderzoek/stand-van-zaken" class="an-breaker__link">');
  });

  it('cuts a long teaser text at a word boundary with an ellipsis', () => {
    const props = parse('breaker', examplesOf('breaker')[1]!.block) as { text: string };
    expect(props.text.length).toBeLessThanOrEqual(160);
    expect(props.text.endsWith('…')).toBe(true);
  });
});
