import { describe, expect, it } from 'vitest';
import { examplesOf, fakeSource, parse, renderRaw, tagsOf } from '../testing';

describe('donation block (donate widget)', () => {
  it('parses every example, with the frequencies as proper Dutch labels', () => {
    for (const { block } of examplesOf('donation')) expect(() => parse('donation', block)).not.toThrow();
    const props = parse('donation', examplesOf('donation')[0]!.block) as { frequencies: { label: string }[] };
    expect(props.frequencies.map((f) => f.label)).toEqual(['Eenmalig', 'Maandelijks', 'Jaarlijks']);
  });

  it('is a GET form to the donation address with the campaign code', async () => {
    const html = await renderRaw([examplesOf('donation')[0]!.block], fakeSource());
    expect(tagsOf(html, 'form')[0]).toMatchObject({ method: 'get', action: 'https://doneren.example.org/geef', novalidate: '' });
    expect(html).toContain('<input type="hidden" name="campagne" value="WEB-DONATIE"/>');
  });

  it('starts with the first frequency and the second amount selected', async () => {
    const html = await renderRaw([examplesOf('donation')[0]!.block], fakeSource());
    const checked = tagsOf(html, 'input').filter((a) => 'checked' in a);
    expect(checked.map((a) => [a.name, a.value])).toEqual([
      ['frequentie', 'eenmalig'],
      ['bedrag', '25'],
    ]);
  });

  it('groups both radio groups in fieldsets with legends and offers a free amount', async () => {
    const html = await renderRaw([examplesOf('donation')[1]!.block], fakeSource());
    expect(html).toContain('<legend class="an-fieldset__legend">Hoe vaak wil je geven?</legend>');
    expect(html).toContain('<legend class="an-fieldset__legend">Kies een bedrag</legend>');
    expect(html).toContain('name="ander_bedrag"');
    expect(html).toContain('20 euro');
    expect(html).not.toContain('€ 20');
  });

  it('renders nothing without a donation address', async () => {
    expect(await renderRaw([examplesOf('donation')[0]!.block])).toBe('');
  });

  it('refuses a widget without amounts', () => {
    expect(() => parse('donation', { type: 'donation', id: 1, field_frequencies: [{ field_frequency: 'eenmalig', field_amounts: [] }] })).toThrow();
  });
});
