import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';

describe('spotler form block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('spotler_form')) expect(() => parse('spotler_form', block)).not.toThrow();
  });

  it('applies alignment and width, and loads no script from the provider on the server', async () => {
    const html = await renderRaw([examplesOf('spotler_form')[0]!.block]);
    expect(html).toContain('an-spotler--center an-spotler--w60');
    expect(html).not.toMatch(/<script[^>]+src=/);
  });

  it('treats any width other than 60 as 100, and refuses ids with markup', () => {
    expect(parse('spotler_form', { type: 'spotler_form', id: 1, field_form_id: '1', field_script_id: 'a', field_width: '75' })).toMatchObject({ width: 100 });
    expect(() => parse('spotler_form', { type: 'spotler_form', id: 1, field_form_id: '"><x', field_script_id: 'a' })).toThrow();
  });
});
