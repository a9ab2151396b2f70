import { describe, expect, it } from 'vitest';
import type { IndexLookups, IndexNode } from './extract';
import { seriesDocOf, seriesKeyOf, seriesName } from './series';

const lookups: IndexLookups = { node: (id) => (id === 1005 ? { type: 'regio', title: 'IJssel-Vecht' } : undefined), termName: () => undefined };

let nextId = 400_000;
function occurrence(title: string, start: string, end = start, extra: Record<string, unknown> = {}): IndexNode {
  const id = nextId++;
  return {
    id,
    type: 'activiteit',
    title,
    alias: `/regios/ijssel-vecht/activiteiten/alzheimer-cafe-zwolle-${start}`,
    status: true,
    created: '2026-01-01T00:00:00Z',
    parentId: 1005,
    fields: {
      field_introduction_wysiwyg: { value: `<p>Over ${title}.</p>` },
      field_activity_type: { id: 1001, label: 'Alzheimer Café' },
      field_location: { id: 2001, label: 'Alzheimer Café Zwolle', url: '/regios/ijssel-vecht/locaties/alzheimer-cafe-zwolle' },
      field_regio: { id: 1005, label: 'IJssel-Vecht' },
      field_address: { locality: 'Zwolle' },
      field_start_date: start,
      field_end_date: end,
      ...extra,
    },
  };
}

describe('seriesKeyOf', () => {
  it('keys an activity by its location and its type, and nothing else', () => {
    expect(seriesKeyOf(occurrence('A', '2027-01-01'))).toBe('2001:1001');
    expect(seriesKeyOf({ type: 'news', fields: {} })).toBeNull();
    // Without a location reference an activity is a series of its own (no key).
    expect(seriesKeyOf({ type: 'activiteit', fields: { field_location: { label: 'Bibliotheek' } } })).toBeNull();
  });
});

describe('seriesName', () => {
  it('takes the words the titles begin with alike, without a trailing colon', () => {
    expect(seriesName(['Alzheimer Café Zwolle: Wat is dementie?', 'Alzheimer Café Zwolle: Veilig thuis'], 'Alzheimer Café', 'Alzheimer Café Zwolle')).toBe('Alzheimer Café Zwolle');
  });

  it('stops before a bracket left open', () => {
    const walks = ['Wandelgroep Dalfsen (elke dinsdag, januari tot en met maart)', 'Wandelgroep Dalfsen (elke dinsdag, april tot en met juni)'];
    expect(seriesName(walks, 'Wandelgroep', 'Ontmoetingscentrum De Vlonder, Dalfsen')).toBe('Wandelgroep Dalfsen');
  });

  it('names lectures on different subjects by their kind and location', () => {
    expect(seriesName(['Lezing: vergeetachtig of dementie? (Zwolle)', 'Lezing: slim wonen met dementie (Zwolle)'], 'Lezing', 'Dementie Informatiepunt Zwolle')).toBe(
      'Lezing: Dementie Informatiepunt Zwolle',
    );
  });

  it('keeps the title of a series of one', () => {
    expect(seriesName(['Cursus voor mantelzorgers: omgaan met veranderend gedrag'], 'Cursus', 'Bibliotheek')).toBe('Cursus voor mantelzorgers: omgaan met veranderend gedrag');
  });
});

describe('seriesDocOf', () => {
  const dates = ['2026-10-08', '2026-11-12', '2026-12-10', '2027-01-14', '2027-02-11'];
  const themes = ['Wat is dementie?', 'Veilig thuis', 'Eten en drinken', 'Muziek en herinneringen', 'De diagnose, en dan?'];
  const nodes = dates.map((d, i) => occurrence(`Alzheimer Café Zwolle: ${themes[i]}`, d));

  it('is one doc: the next occurrence shown, the series ranked, how many dates follow', () => {
    const doc = seriesDocOf('2001:1001', nodes, lookups, '2026-11-20')!;
    expect(doc.alias).toBe(nodes[2]!.alias);
    expect(doc.title).toBe('Alzheimer Café Zwolle: Eten en drinken');
    expect(doc.indexTitle).toBe('Alzheimer Café Zwolle');
    expect(doc.titleKey).toBe('alzheimer cafe zwolle');
    expect(doc.dates).toEqual({ next: '2026-12-10', until: null, more: 2 });
    expect(doc.shownUntil).toBe('2026-12-10');
    expect(doc.series).toBe('2001:1001');
    expect(doc.docClass).toBe('activity');
    // The ended occurrences are not in its text; every coming one is.
    expect(doc.body).not.toContain('Wat is dementie');
    expect(doc.body).toContain('De diagnose, en dan?');
  });

  it('counts an occurrence that ends today as coming, and gives its last day when it lasts longer', () => {
    const walk = occurrence('Wandelgroep Dalfsen (elke dinsdag)', '2026-10-06', '2026-12-29');
    const doc = seriesDocOf('x', [walk], lookups, '2026-12-29')!;
    expect(doc.dates).toEqual({ next: '2026-10-06', until: '2026-12-29', more: 0 });
  });

  it('is nothing when every occurrence has ended, or none is published', () => {
    expect(seriesDocOf('2001:1001', nodes, lookups, '2027-03-01')).toBeNull();
    expect(seriesDocOf('2001:1001', nodes.map((n) => ({ ...n, status: false })), lookups, '2026-01-01')).toBeNull();
  });
});
