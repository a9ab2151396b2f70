import { describe, expect, it } from 'vitest';
import type { Node } from '../../contract';
import { examplesOf, fakeSource, parse, renderRaw } from '../testing';

const activity = (id: number, title: string, start: string, end: string | null = null): Node =>
  ({
    id,
    type: 'activiteit',
    status: true,
    label: title,
    langcode: 'nl',
    created: '2026-01-01T00:00:00Z',
    changed: '2026-01-01T00:00:00Z',
    path: { alias: `/regios/utrecht/activiteiten/${id}` },
    field_page_content: [],
    field_activity_type: { id: 1001, label: 'Alzheimer Café' },
    field_start_date: start,
    field_end_date: end,
    field_start_time: '19:30',
    field_end_time: '21:30',
    field_entry_time: '19:00',
    field_location: { label: 'Buurthuis De Linde' },
    field_address: { locality: 'Utrecht' },
  }) as unknown as Node;

const nodes = new Map<number, Node>([
  [270, activity(270, 'Later', '2026-12-10')],
  [271, activity(271, 'Voorbij', '2026-10-01')],
  [272, activity(272, 'Eerder, nog bezig', '2026-11-01', '2026-11-30')],
]);
const source = fakeSource({ today: '2026-11-15', nodeById: async (id) => nodes.get(id) ?? null });

describe('activity block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('activity_block')) expect(() => parse('activity_block', block)).not.toThrow();
  });

  it('keeps only activities ending today or later, soonest first', async () => {
    const html = await renderRaw([examplesOf('activity_block')[0]!.block], source);
    expect(html).not.toContain('Voorbij');
    expect(html.indexOf('Eerder, nog bezig')).toBeLessThan(html.indexOf('Later'));
  });

  it('shows type, date, times, walk-in time and place', async () => {
    const html = await renderRaw([examplesOf('activity_block')[0]!.block], source);
    expect(html).toContain('<p class="an-activity__type">Alzheimer Café</p>');
    expect(html).toContain('<time dateTime="2026-12-10">10 december 2026</time>, 19:30 tot 21:30 uur (inloop vanaf 19:00 uur)');
    expect(html).toContain('<dd>Buurthuis De Linde, Utrecht</dd>');
  });

  it('is left out when every activity is over', async () => {
    const late = fakeSource({ today: '2027-06-01', nodeById: async (id) => nodes.get(id) ?? null });
    expect(await renderRaw([examplesOf('activity_block')[0]!.block], late)).toBe('');
  });
});
