import { describe, expect, it } from 'vitest';
import type { Node } from '../../contract';
import { examplesOf, fakeSource, parse, renderRaw } from '../testing';

const node = (over: Partial<Node> & Record<string, unknown> = {}): Node =>
  ({
    id: 290,
    type: 'centralised_building_block',
    status: true,
    label: 'Dementietelefoon',
    langcode: 'nl',
    created: '2026-01-01T00:00:00Z',
    changed: '2026-01-01T00:00:00Z',
    path: { alias: '/centrale-blokken/dementietelefoon' },
    field_page_content: [{ type: 'quote', id: 'q1', field_quote: 'Er is altijd iemand die luistert.' }],
    ...over,
  }) as Node;

describe('centralised block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('centralised_block')) expect(() => parse('centralised_block', block)).not.toThrow();
  });

  it('renders the blocks of the referenced node in place', async () => {
    const html = await renderRaw([examplesOf('centralised_block')[0]!.block], fakeSource({ nodeById: async () => node() }));
    expect(html).toContain('<div class="an-centralised"><figure class="an-block an-quote">');
  });

  it('is only shown when the referenced node is published and of the right type', async () => {
    const raw = examplesOf('centralised_block')[0]!.block;
    expect(await renderRaw([raw], fakeSource({ nodeById: async () => node({ status: false }) }))).toBe('');
    expect(await renderRaw([raw], fakeSource({ nodeById: async () => node({ type: 'content_page' }) }))).toBe('');
    expect(await renderRaw([raw], fakeSource({ nodeById: async () => null }))).toBe('');
  });

  it('stops nesting at depth 4 when centralised blocks refer to each other', async () => {
    let calls = 0;
    const selfReferring = node({ field_page_content: [{ type: 'centralised_block', id: 'c', field_block: { id: 290 } }, { type: 'quote', id: 'q', field_quote: 'Diep' }] });
    const html = await renderRaw([examplesOf('centralised_block')[0]!.block], fakeSource({ nodeById: async () => (calls++, selfReferring) }));
    expect(calls).toBe(4);
    expect(html.match(/Diep/g)).toHaveLength(3);
  });
});
