import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { VacancyList, VacancyListItem } from '../contract';
import { IslandRendererContext, type IslandRenderer } from '../islands/Island';
import { nl } from '../texts/nl';
import { loadNearestVacancies, NearestVacancies, NEAREST_VACANCIES_KM } from './vacancy-nearest';

const t = nl.vacancies;
const item = (n: number, extra: Partial<VacancyListItem> = {}): VacancyListItem => ({
  Id: 900 + n,
  Title: `Maatje ${n}`,
  SubTitle: null,
  Type: 'regio_vacancies',
  VacancyType: null,
  City: 'Zwolle',
  ZipCode: null,
  Region: { Id: 1005, Title: 'IJssel-Vecht', Path: '/regios/ijssel-vecht' },
  Theme: 'Maatjescontact',
  Availability: ['Overdag'],
  Duration: 'Langer dan 3 maanden',
  Functions: [],
  Hours: null,
  ApplyBefore: null,
  Created: '2026-11-01T10:00:00Z',
  Data: { Path: `/regios/ijssel-vecht/vrijwilligerswerk/maatje-${n}` },
  Distance: null,
  ...extra,
});
const list = (total: number, extra: Partial<VacancyListItem> = {}): VacancyList => ({ Total: total, Vacancies: Array.from({ length: Math.min(6, total) }, (_, i) => item(i + 1, extra)) });
const islands: IslandRenderer = {
  render: (name) => ({ id: name, html: '' }),
  chunks: (name) => ({ src: `/assets/chunks/${name}-TEST.js`, hydrate: '/assets/chunks/hydrate-TEST.js' }),
};
const html = (data: Awaited<ReturnType<typeof loadNearestVacancies>>) =>
  renderToStaticMarkup(
    <IslandRendererContext.Provider value={islands}>
      <NearestVacancies data={data} currentPath="/regios" />
    </IslandRendererContext.Provider>,
  );

describe('nearest vacancies', () => {
  it('asks for the first page within 10 km of a place, with the distance on each card and a link to the overview around it', async () => {
    const content = { closestVacancies: vi.fn(async () => list(8, { Distance: 2.5 })), regionVacancies: vi.fn() };
    const data = await loadNearestVacancies(content, { place: 'Zwolle' });
    expect(content.closestVacancies).toHaveBeenCalledWith('Zwolle', NEAREST_VACANCIES_KM, 0);
    expect(data.summary).toBe(t.nearCount(8, 10, 'Zwolle'));
    expect(data.more.href).toBe('/vrijwilligerswerk?plaats=Zwolle&afstand=10');
    const markup = html(data);
    expect(markup.match(/class="an-card an-vacancy-card"/g)).toHaveLength(6);
    expect(markup).toContain('Zwolle (2,5 km)');
    expect(markup).toContain('&quot;event&quot;:&quot;select_vacancy&quot;');
  });

  it('says so when there is nothing near, or the place is not found', async () => {
    const content = { closestVacancies: vi.fn(async () => null), regionVacancies: vi.fn() };
    const data = await loadNearestVacancies(content, { place: 'Atlantis' });
    expect(data.summary).toBe(t.nearestEmpty);
    expect(html(data)).not.toContain('an-vacancy-list');
  });

  it("lists a region's first six open vacancies with a link to its own list", async () => {
    const content = { closestVacancies: vi.fn(), regionVacancies: vi.fn(async () => list(14)) };
    const data = await loadNearestVacancies(content, { region: { id: 1005, title: 'IJssel-Vecht' }, list: '/regios/ijssel-vecht/vrijwilligerswerk' });
    expect(content.regionVacancies).toHaveBeenCalledWith(1005, 0);
    expect(data.cards).toHaveLength(6);
    expect(data.summary).toBe(t.regionCount(14, 'IJssel-Vecht'));
    expect(data.more).toEqual({ label: t.regionVacancies('IJssel-Vecht'), href: '/regios/ijssel-vecht/vrijwilligerswerk' });
    const none = await loadNearestVacancies({ closestVacancies: vi.fn(), regionVacancies: vi.fn(async () => list(0)) }, { region: { id: 1005, title: 'IJssel-Vecht' }, list: '/x' });
    expect(none.summary).toBe(t.regionEmpty('IJssel-Vecht'));
  });
});
