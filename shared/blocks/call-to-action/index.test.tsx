import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';

describe('call to action block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('call_to_action')) expect(() => parse('call_to_action', block)).not.toThrow();
  });

  it('renders the four variants', async () => {
    const [brochures, extensive, memory, spotlight] = examplesOf('call_to_action');
    const b = await renderRaw([brochures!.block]);
    expect(b).toContain('an-cta--brochures');
    expect(b).toContain('<a href="/files/brochures/dementie-wat-nu.pdf" class="an-cta__brochure" target="_blank" rel="noopener noreferrer">Download Dementie, wat nu? (pdf)</a>');
    const e = await renderRaw([extensive!.block]);
    expect(e).toContain('class="an-button">Bekijk de vacatures</a>');
    expect(e).toContain('class="an-button an-button--secondary">Eerst kennismaken</a>');
    const m = await renderRaw([memory!.block]);
    expect(m).toContain('<a href="/geheugentest" class="an-button">Doe de geheugentest</a>');
    const s = await renderRaw([spotlight!.block]);
    expect(s).toContain('<p class="an-cta__label">Uitgelicht</p>');
  });

  it('adds startingPageUrl to links under /trainingen/', async () => {
    const raw = { type: 'call_to_action', id: 1, field_variant: 'spotlight', field_title: 'T', field_primary_link: { title: 'Go', url: '/trainingen/thuiszorg' } };
    expect(await renderRaw([raw])).toContain('href="/trainingen/thuiszorg?startingPageUrl=%2F"');
  });
});
