import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw, tagsOf } from '../testing';

describe('collection form block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('collection_form')) expect(() => parse('collection_form', block)).not.toThrow();
  });

  it('starts with both forms selected and the explanation closed', async () => {
    const html = await renderRaw([examplesOf('collection_form')[0]!.block]);
    expect(html.match(/type="checkbox"[^>]*checked=""/g)).toHaveLength(2);
    expect(html).toContain('<details class="an-expandable an-collection__explanation">');
    expect(html).not.toMatch(/<details[^>]*open/);
  });

  it('groups the choices in a fieldset with a legend and submits with GET', async () => {
    const html = await renderRaw([examplesOf('collection_form')[0]!.block]);
    expect(html).toContain('<legend class="an-fieldset__legend">Hoe wil je collecteren?</legend>');
    expect(tagsOf(html, 'form')[0]).toMatchObject({ method: 'get', action: 'https://collecte.example.org/aanmelden' });
  });
});
