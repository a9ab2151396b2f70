import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { NodeSchema, type Term, type VacancyList, type VacancyListItem, type VacancySearch, type VacancySearchParams, type Vocabulary } from '../contract';
import { IslandRendererContext, type IslandRenderer } from '../islands/Island';
import { ISLAND_COMPONENTS } from '../islands/registry';
import { nl } from '../texts/nl';
import { toPageView } from './page-view';
import { PAGE_KINDS } from './registry';
import type { CmsType, PageEnv, PageKindContent } from './types';
import { VACANCY_PAGE_SIZE } from './vacancy-overview';

const islands: IslandRenderer = {
  render(name, props) {
    const Component = ISLAND_COMPONENTS[name] as unknown as (p: typeof props) => null;
    return { id: name, html: renderToStaticMarkup(createElement(Component, props)) };
  },
  chunks: (name) => ({ src: `/assets/chunks/${name}-TEST.js`, hydrate: '/assets/chunks/hydrate-TEST.js' }),
};
const env: PageEnv = { canonical: 'https://www.example.org/x', readAloud: { kind: 'speech' } };
const now = new Date('2026-11-25T12:00:00Z');
const t = nl.vacancies;

const term = (tid: number, name: string, weight: number): Term => ({ tid, name, weight, description: null, parent: null, status: true });
const TAXONOMIES: Record<string, Term[]> = {
  function_type: [term(6001, 'Contact met mensen met dementie', 0), term(6004, 'Organisatie en coördinatie', 30)],
  vrijwilligersactiviteit: [term(13001, 'Alzheimer Café', 0), term(13008, 'Maatjescontact', 70)],
  durations: [term(5001, 'Eenmalig', 0), term(5003, 'Langer dan 3 maanden', 20)],
  availability: [term(2001, 'Overdag', 0), term(2005, 'Vanuit huis', 40)],
};

const item = (id: number, extra: Partial<VacancyListItem> = {}): VacancyListItem => ({
  Id: id,
  Title: `Vacature ${id}`,
  SubTitle: 'Een ondertitel',
  Type: 'regio_vacancies',
  VacancyType: null,
  City: 'Zwolle',
  ZipCode: '8011 AB',
  Region: { Id: 1005, Title: 'IJssel-Vecht', Path: '/regios/ijssel-vecht' },
  Theme: 'Maatjescontact',
  Availability: ['Vanuit huis'],
  Duration: 'Langer dan 3 maanden',
  Functions: [],
  Hours: 'Eén uur per week',
  ApplyBefore: '2027-01-04',
  Created: '2026-10-01T10:00:00Z',
  Data: { Path: `/regios/ijssel-vecht/vrijwilligerswerk/vacature-${id}` },
  Distance: null,
  ...extra,
});

/** A search over 23 vacancies, ten per page; a place called Atlantis is not found (404). */
function searchOf(total = 23) {
  return vi.fn(async (p: VacancySearchParams): Promise<VacancySearch | null> => {
    if (p.address === 'Atlantis') return null;
    const from = p.page * p.pageSize;
    const count = Math.max(0, Math.min(p.pageSize, total - from));
    return { Total: total, Items: Array.from({ length: count }, (_, i) => item(from + i + 1, p.address ? { Distance: 1.5 + i } : {})) };
  });
}

function contentWith(search = searchOf()): PageKindContent {
  // The calls the vacancy kinds make; the rest of the content reader is not used.
  return {
    children: async () => ({ total: 0, items: [] }),
    businessPartners: async () => [],
    taxonomy: async (vocabulary: Vocabulary) => TAXONOMIES[vocabulary] ?? [],
    vacancySearch: search,
    regionVacancies: regionViewOf(),
  } as unknown as PageKindContent;
}

/** The region view: 14 open vacancies of a region, six per zero-based page. */
function regionViewOf(total = 14) {
  return vi.fn(async (_regionId: number, page: number): Promise<VacancyList> => {
    const count = Math.max(0, Math.min(6, total - page * 6));
    return { Total: total, Vacancies: Array.from({ length: count }, (_, i) => item(page * 6 + i + 1)) };
  });
}

function nodeOf(type: CmsType, fields: Record<string, unknown> = {}) {
  return v.parse(NodeSchema, {
    id: 850,
    type,
    status: true,
    label: 'Telefonisch maatje',
    created: '2026-10-01T10:00:00Z',
    changed: '2026-10-02T10:00:00Z',
    path: { alias: '/regios/ijssel-vecht/vrijwilligerswerk/telefonisch-maatje' },
    field_introduction_wysiwyg: { value: '<p>Bel elke week met een mantelzorger.</p>' },
    field_parent_page: { id: 1005, label: 'IJssel-Vecht', url: '/regios/ijssel-vecht' },
    field_page_content: [{ type: 'text_with_title', id: 'b1', field_title: 'Wat ga je doen?', field_text: { value: '<p>Luisteren.</p>' } }],
    field_sub_title: 'Vanuit huis een luisterend oor',
    field_availability: [{ id: 2005, label: 'Vanuit huis' }],
    field_duration: { id: 5003, label: 'Langer dan 3 maanden' },
    field_vrijwilligersactiviteit: { id: 13008, label: 'Maatjescontact' },
    field_end_date: '2027-01-04',
    field_plaatsnaam: 'Zwolle',
    field_zip_code: '8011 AB',
    field_hours: 'Eén uur per week',
    ...fields,
  });
}

async function render(type: CmsType, fields: Record<string, unknown> = {}, params: Record<string, string | string[]> = {}, content = contentWith()) {
  const kind = PAGE_KINDS[type]!;
  const node = nodeOf(type, fields);
  const page = toPageView(node, []);
  const loaded = await kind.load!({ page, node, params, content, now, url: new URL('https://www.example.org' + node.path.alias) });
  if (!loaded) return null;
  const html = renderToStaticMarkup(
    <IslandRendererContext.Provider value={islands}>
      <kind.Component page={page} data={loaded.data} env={env} />
    </IslandRendererContext.Provider>,
  );
  return { html, loaded };
}

const overview = (params: Record<string, string | string[]> = {}, content = contentWith(), fields: Record<string, unknown> = {}) =>
  render('vacancy_overview', { path: { alias: '/vrijwilligerswerk' }, label: 'Vrijwilligerswerk', ...fields }, params, content);

describe('vacancy overview', () => {
  it('has the four filters as fieldsets of checkboxes from the taxonomies, in their order, and a place with the distances', async () => {
    const { html } = (await overview())!;
    const legends = [...html.matchAll(/<legend[^>]*>([^<]+)<\/legend>/g)].map((m) => m[1]);
    expect(legends).toEqual([t.filters.functionId, t.filters.activityId, t.filters.durationId, t.filters.availabilityId]);
    const boxes = [...html.matchAll(/<input class="an-checkbox__input" type="checkbox" id="[^"]+" name="(\w+)" value="(\d+)"/g)].map((m) => `${m[1]}=${m[2]}`);
    expect(boxes).toEqual(['functionId=6001', 'functionId=6004', 'activityId=13001', 'activityId=13008', 'durationId=5001', 'durationId=5003', 'availabilityId=2001', 'availabilityId=2005']);
    expect(html).toContain('name="plaats"');
    expect([...html.matchAll(/<option value="(\d+)"/g)].map((m) => m[1])).toEqual(['5', '10', '15', '25', '35', '50']);
    const form = /<form [^>]*>/.exec(html)![0];
    for (const attr of ['method="get"', 'action="/vrijwilligerswerk"', 'id="vacature-filters"']) expect(form).toContain(attr);
  });

  it('sends the repeated ids, the place and the distance to the search, page zero-based, and ticks what was chosen', async () => {
    const search = searchOf();
    const { html } = (await overview({ functionId: ['6001', '6004', '999'], availabilityId: '2005', plaats: ' Zwolle ', afstand: '25', page: '2' }, contentWith(search)))!;
    expect(search).toHaveBeenCalledWith({
      functionIds: ['6001', '6004'],
      activityIds: [],
      durationIds: [],
      availabilityIds: ['2005'],
      address: 'Zwolle',
      radius: 25,
      page: 1,
      pageSize: VACANCY_PAGE_SIZE,
      scope: 'volunteer',
    });
    const checked = [...html.matchAll(/<input [^>]*checked=""[^>]*>/g)].map((m) => /value="(\d+)"/.exec(m[0])![1]);
    expect(checked).toEqual(['6001', '6004', '2005']);
    expect(html).toMatch(/<details class="an-filters__disclosure" open=""><summary class="an-filters__summary">Soort functie<span class="an-filters__chosen"> \(2 gekozen\)/);
    expect(html).toContain('<option value="25" selected="">');
  });

  it('takes 15 km when no distance is chosen, and leaves out a place of only spaces', async () => {
    const search = searchOf();
    await overview({ plaats: '   ' }, contentWith(search));
    expect(search.mock.calls[0]![0]).toMatchObject({ address: null, radius: 15 });
  });

  it('lists ten cards with the summary facts, the Paginator and a load-more link to the next page keeping the filters', async () => {
    const { html, loaded } = (await overview({ durationId: '5003' }))!;
    expect(html.match(/class="an-card an-vacancy-card"/g)).toHaveLength(10);
    expect(html).toContain(t.range(1, 10, 23));
    expect(html).toContain(
      '<a class="an-button an-button--secondary an-load-more__link" href="/vrijwilligerswerk?durationId=5003&amp;page=2" rel="next" data-load-more="" data-load-more-count="{shown} van 23 vacatures getoond">',
    );
    // Filters and results sit in the list island's region, so both update in place.
    expect(html).toMatch(/<div class="an-list-region" id="vacatures-lijst"><div class="an-vacancy-overview">.*id="vacature-filters".*data-list-items=""/s);
    expect(html).toContain('aria-label="Paginering"');
    expect(loaded).toMatchObject({ prev: null, next: '/vrijwilligerswerk?durationId=5003&page=2', robots: 'noindex, follow' });
    // The count is a polite live region, so an update in place is announced.
    expect(html).toContain('role="status" aria-live="polite"');
  });

  it('has no load-more link on the last page, and no page past the end', async () => {
    const last = (await overview({ page: '3' }))!;
    expect(last.html.match(/class="an-card an-vacancy-card"/g)).toHaveLength(3);
    expect(last.html).not.toContain('data-load-more');
    expect(last.loaded.next).toBeNull();
    expect(await overview({ page: '4' })).toBeNull();
    // An unfiltered list is for search engines too.
    expect((await overview())!.loaded.robots).toBeUndefined();
  });

  it('shows the empty state with the contact request when nothing matches', async () => {
    const { html } = (await overview({ durationId: '5001' }, contentWith(searchOf(0))))!;
    expect(html).toContain(t.empty);
    expect(html).toMatch(/<a class="an-button" href="\/vrijwilligerswerk\/vrijblijvend-contactverzoek\/solliciteren" data-an-track="[^"]*volunteer_info/);
    expect(html).not.toContain('an-vacancy-card');
  });

  it('shows the same empty state when the search answers 404, and names the place it could not find', async () => {
    const { html } = (await overview({ plaats: 'Atlantis' }))!;
    expect(html).toContain(t.empty);
    expect(html).toContain(t.placeUnknown('Atlantis'));
    expect(html).toContain('href="/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren"');
  });

  it('counts vacancies around a place, with the distance on each card', async () => {
    const { html } = (await overview({ plaats: 'Zwolle', afstand: '10' }))!;
    expect(html).toContain(t.near(23, 10, 'Zwolle'));
    expect(html).toContain('Zwolle (1,5 km)');
  });

  it('lists paid jobs without filters on a corporate overview', async () => {
    const search = searchOf(4);
    const { html } = (await overview({ functionId: '6001' }, contentWith(search), { field_vacancy_scope: 'corporate' }))!;
    expect(html).not.toContain('<form class="an-filters"');
    expect(search.mock.calls[0]![0]).toMatchObject({ scope: 'corporate', functionIds: [], address: null });
  });

  it("lists a region's own vacancies from the region view, six per page, without filters, with paging", async () => {
    const content = contentWith();
    const regional = (params: Record<string, string> = {}) =>
      overview(params, content, { path: { alias: '/regios/ijssel-vecht/vrijwilligerswerk' }, field_vacancy_region: 1005, field_vacancy_scope: 'volunteer' });
    const { html, loaded } = (await regional({ page: '2', functionId: '6001' }))!;
    expect(content.regionVacancies).toHaveBeenCalledWith(1005, 1);
    expect(content.vacancySearch).not.toHaveBeenCalled();
    expect(html.match(/class="an-card an-vacancy-card"/g)).toHaveLength(6);
    expect(html).toContain(t.range(7, 12, 14));
    expect(html).not.toContain('id="vacature-filters"');
    expect(loaded).toMatchObject({ prev: '/regios/ijssel-vecht/vrijwilligerswerk', next: '/regios/ijssel-vecht/vrijwilligerswerk?page=3' });
    expect(loaded.robots).toBeUndefined();
    expect(await regional({ page: '4' })).toBeNull();
  });

  it('reports select_vacancy with the facts of the vacancy, nothing about the visitor', async () => {
    const { html } = (await overview({ plaats: 'Zwolle' }))!;
    const json = /data-an-track="([^"]+)"/.exec(html)![1]!.replace(/&quot;/g, '"');
    expect(JSON.parse(json)).toEqual({ event: 'select_vacancy', title: 'Vacature 1', category: 'Maatjescontact', hours: 'Eén uur per week', location: 'Zwolle', type: 'regional' });
  });
});

describe('vacancy pages', () => {
  it('show the volunteer-vacancy header with place, availability, duration and theme, and the apply box to the path plus /solliciteren', async () => {
    const { html, loaded } = (await render('regio_vacancies'))!;
    expect(html).toContain('an-pagehead--volunteer-vacancy');
    for (const fact of ['Zwolle', 'Vanuit huis', 'Langer dan 3 maanden', 'Maatjescontact']) expect(html).toContain(fact);
    expect(html).toContain('href="/regios/ijssel-vecht/vrijwilligerswerk/telefonisch-maatje/solliciteren"');
    expect(html).toContain(t.applyNow);
    expect(html).toContain('<time dateTime="2027-01-04">4 januari 2027</time>');
    expect(html).toContain('class="an-share"');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(loaded.jobPosting).toMatchObject({ employmentType: 'VOLUNTEER', validThrough: '2027-01-04T23:59:59+01:00', location: { kind: 'place', locality: 'Zwolle', postalCode: '8011 AB' } });
  });

  it('pushes CTA_vacancy from the apply box, click_volunteer_application from the phone button and volunteer_info from the contact link', async () => {
    const { html } = (await render('regio_vacancies'))!;
    const events = [...html.matchAll(/data-an-track="([^"]+)"/g)].map((m) => JSON.parse(m[1]!.replace(/&quot;/g, '"')) as { event: string });
    expect(events.map((e) => e.event).sort()).toEqual(['CTA_vacancy', 'click_volunteer_application', 'volunteer_info']);
    expect(events[0]).toMatchObject({ title: 'Telefonisch maatje', category: 'Maatjescontact', hours: 'Eén uur per week', location: 'Zwolle', type: 'regional' });
  });

  it("says 'Vanuit huis' or 'In de buurt' for a national vacancy, and a national work from home is TELECOMMUTE", async () => {
    const home = (await render('vacancies', { path: { alias: '/vrijwilligerswerk/dementietelefoon' }, field_parent_page: null, field_vacancy_type: 'vanuit_huis', field_plaatsnaam: null }))!;
    expect(home.html).toMatch(/<dt class="an-facts__label">Locatie<\/dt><dd class="an-facts__value">Vanuit huis<\/dd>/);
    expect(home.html).toContain('href="/vrijwilligerswerk/dementietelefoon/solliciteren"');
    expect(home.loaded.jobPosting?.location).toEqual({ kind: 'telecommute' });
    const near = (await render('vacancies', { path: { alias: '/vrijwilligerswerk/collectant' }, field_parent_page: null, field_vacancy_type: 'in_de_buurt' }))!;
    expect(near.html).toContain('>In de buurt<');
    expect(near.loaded.jobPosting?.location).toEqual({ kind: 'country' });
  });

  it('treats the open application and the contact request as open: never closed, their own button, the contact request to its form', async () => {
    const open = (await render('vacancies', { label: 'Open sollicitatie', path: { alias: '/vrijwilligerswerk/open-sollicitatie' }, field_parent_page: null, field_end_date: '2020-01-01' }))!;
    expect(open.html).toContain(t.applyOpen);
    expect(open.html).not.toContain(t.closed);
    const contact = (await render('vacancies', { label: 'Vrijblijvend contactverzoek', path: { alias: '/vrijwilligerswerk/vrijblijvend-contactverzoek' }, field_parent_page: null }))!;
    expect(contact.html).toContain(t.applyContact);
    expect(contact.html).toContain('href="/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren"');
  });

  it("closes a vacancy after its last day: 'Deze vacature is gesloten', no apply button, similar open vacancies", async () => {
    const search = searchOf(5);
    const { html, loaded } = (await render('regio_vacancies', { field_end_date: '2026-11-24' }, {}, contentWith(search)))!;
    expect(html).toContain(t.closed);
    expect(html).not.toContain('/solliciteren');
    expect(html).not.toContain(t.applyNow);
    expect(html).toContain(t.similar);
    expect(html.match(/class="an-card an-vacancy-card"/g)).toHaveLength(3);
    expect(search.mock.calls[0]![0]).toMatchObject({ activityIds: ['13008'], address: 'Zwolle', scope: 'volunteer' });
    expect(loaded.jobPosting?.validThrough).toBe('2026-11-24T23:59:59+01:00');
    // Still open on its last day.
    expect((await render('regio_vacancies', { field_end_date: '2026-11-25' }))!.html).not.toContain(t.closed);
  });

  it('shows a paid job with its own labels and no sharing, employed full or part time', async () => {
    const { html, loaded } = (await render('corporate_vacature', {
      path: { alias: '/over-ons/werken-bij/beleidsmedewerker' },
      field_parent_page: { id: 119, label: 'Werken bij', url: '/over-ons/werken-bij' },
      field_plaatsnaam: 'Amersfoort',
      field_hours: '32 uur per week',
      field_contract: 'Jaarcontract',
      field_department: 'Zorg en welzijn',
      field_employment_type: 'part_time',
    }))!;
    for (const label of [t.corporate.location, t.corporate.availability, t.corporate.duration, t.corporate.theme]) expect(html).toContain(`>${label}<`);
    expect(html).toContain('>32 uur per week<');
    expect(html).toContain('href="/over-ons/werken-bij/beleidsmedewerker/solliciteren"');
    expect(html).not.toContain('class="an-share"');
    expect(html).not.toContain(t.contactRequest);
    expect(loaded.jobPosting).toMatchObject({ employmentType: 'PART_TIME', location: { kind: 'place', locality: 'Amersfoort' } });
  });
});
