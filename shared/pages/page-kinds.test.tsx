import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NodeSchema, type ChildPageList, type PartnerItem } from '../contract';
import { IslandRendererContext, type IslandRenderer } from '../islands/Island';
import { ISLAND_COMPONENTS } from '../islands/registry';
import { toPageView } from './page-view';
import { overviewPage } from './overview-page';
import { PAGE_KINDS, pageKindFor } from './registry';
import type { CmsType, PageEnv, PageKindContent } from './types';
import { isShown, pageFacts } from './visibility';

/** Islands rendered inline, as the worker's collector does, so the markup can be checked. */
const islands: IslandRenderer = {
  render(name, props) {
    const Component = ISLAND_COMPONENTS[name] as unknown as (p: typeof props) => null;
    return { id: name, html: renderToStaticMarkup(createElement(Component, props)) };
  },
  chunks: (name) => ({ src: `/assets/chunks/${name}-TEST.js`, hydrate: '/assets/chunks/hydrate-TEST.js' }),
};

const env: PageEnv = { canonical: 'https://www.example.org/x', readAloud: { kind: 'speech' } };
const now = new Date('2026-11-22T12:00:00Z');

const children: ChildPageList = {
  total: 12,
  items: Array.from({ length: 10 }, (_, i) => ({ id: 400 + i, label: `Tip ${i + 1}`, introduction: 'Een tip.', path: `/tips/tip-${i + 1}`, image: null })),
};
const partners: PartnerItem[] = [{ label: 'Bakkerij', tag: 'Hoofdpartner', introduction: 'Bakt mee.', path: '/p/bakkerij', image: null }];
const noActivities = { Activities: [], Total: 0 };
// The calls the kinds use; the region calls answer as for a region without any content yet.
const content = {
  children: async (_id: number, page: number) => (page === 0 ? children : { total: 12, items: children.items.slice(0, 2) }),
  businessPartners: async () => partners,
  taxonomy: async () => [],
  vacancySearch: async () => null,
  regionVacancies: async () => ({ Total: 0, Vacancies: [] }),
  regionLocations: async () => ({ Locations: [], Total: 0 }),
  locationActivities: async () => noActivities,
  regionActivities: async () => noActivities,
  closestActivities: async () => noActivities,
  activitiesByType: async () => noActivities,
  regionActivityTypes: async () => [],
  closestActivityTypes: async () => [],
  regionCities: async () => [],
  regionHighlights: async () => [],
  regionServices: async () => [],
  regionDementiaInfo: async () => [],
  genericDementiaInfo: async () => [],
  overDeRegio: async () => null,
  regionNews: async () => ({ Items: [], TotalItems: 0 }),
  region: async () => null,
  geocode: async () => null,
} as unknown as PageKindContent;

const EXTRA: Partial<Record<CmsType, Record<string, unknown>>> = {
  uitgelicht: { field_start_date: '2026-01-01', field_end_date: '2030-12-31' },
  quiz: { field_quiz_url: '/files/embeds/quiz.html' },
  donation_content: { field_donation_frequency: 'maandelijks' },
  ontmoetingsplek: { field_location_name: 'Buurthuis', field_ontmoetingsplek_type: { id: 1, label: 'Odensehuis' } },
  business_partner: { field_partner_tag: 'Hoofdpartner', field_link: { title: 'Website', url: 'https://bakkerij.example.org' } },
};

function nodeOf(type: CmsType, extra: Record<string, unknown> = {}) {
  return v.parse(NodeSchema, {
    id: 7,
    type,
    status: true,
    label: `Pagina van ${type}`,
    created: '2026-01-05T10:00:00Z',
    changed: '2026-02-01T10:00:00Z',
    path: { alias: '/pagina' },
    field_introduction_wysiwyg: { value: '<p>Introductie</p>' },
    field_parent_page: { id: 3, label: 'Ouder', url: '/ouder' },
    ...EXTRA[type],
    ...extra,
  });
}

async function render(type: CmsType, extra: Record<string, unknown> = {}, params: Record<string, string> = {}) {
  const kind = pageKindFor(type)!;
  const node = nodeOf(type, extra);
  const page = toPageView(node, []);
  const loaded = kind.load ? await kind.load({ page, node, params, content, now, url: new URL('https://www.example.org/pagina') }) : { data: undefined };
  if (!loaded) return null;
  const html = renderToStaticMarkup(
    <IslandRendererContext.Provider value={islands}>
      <kind.Component page={page} data={loaded.data} env={env} />
    </IslandRendererContext.Provider>,
  );
  return { html, loaded };
}

const BUILT: CmsType[] = [
  'homepage',
  'content_page',
  'overview_page',
  'info_over_dementie',
  'uitgelicht',
  'services',
  'shoppagina',
  'business_partner_overview',
  'business_partner',
  'quiz',
  'donation_content',
  'centralised_building_block',
  'ontmoetingsplek',
];

describe('editorial page kinds', () => {
  it('are all in the registry', () => {
    for (const type of BUILT) expect(PAGE_KINDS[type], type).not.toBeNull();
  });

  it('each render their title as the one h1, and every kind but home has the page tools', async () => {
    for (const type of BUILT) {
      const result = await render(type);
      const html = result!.html;
      expect(html.match(/<h1[\s>]/g), type).toHaveLength(1);
      if (type === 'homepage') continue;
      expect(html, type).toContain('aria-label="Voorlezen, printen en delen"');
      expect(html, type).toContain('>Print<');
    }
  });

  it('offers sharing on the content page unless the editor switched it off, and not on the other kinds', async () => {
    expect((await render('content_page'))!.html).toContain('class="an-share"');
    expect((await render('content_page', { field_show_share: false }))!.html).not.toContain('class="an-share"');
    expect((await render('services'))!.html).not.toContain('class="an-share"');
  });

  it("hides 'Lees voor' when the page says so", async () => {
    expect((await render('content_page'))!.html).toContain('an-tools__button--speak');
    expect((await render('content_page', { field_hide_read_aloud: true }))!.html).not.toContain('an-tools__button--speak');
  });

  it('shows a highlight only from its start day up to and including its end day', () => {
    const kind = PAGE_KINDS.uitgelicht!;
    const facts = (start: string, end: string) => pageFacts(nodeOf('uitgelicht', { field_start_date: start, field_end_date: end }));
    expect(isShown(kind, facts('2026-11-22', '2026-11-22'), now)).toBe(true);
    expect(isShown(kind, facts('2026-11-23', '2026-12-31'), now)).toBe(false);
    expect(isShown(kind, facts('2026-01-01', '2026-11-21'), now)).toBe(false);
  });

  it('shows a centralised building block only when published, and nothing after its expiry date', () => {
    const kind = PAGE_KINDS.centralised_building_block!;
    expect(isShown(kind, pageFacts(nodeOf('centralised_building_block')), now)).toBe(true);
    expect(isShown(kind, pageFacts(nodeOf('centralised_building_block', { status: false })), now)).toBe(false);
    expect(isShown(PAGE_KINDS.content_page!, pageFacts(nodeOf('content_page', { field_expire_date: '2026-11-01T00:00:00Z' })), now)).toBe(false);
  });

  it('pages an overview by ?page= with prev and next hints, and has no page past the end', async () => {
    const first = await render('overview_page');
    expect(first!.loaded).toMatchObject({ prev: null, next: '/pagina?page=2' });
    expect(first!.html.match(/class="an-card"/g)).toHaveLength(10);
    const second = await render('overview_page', {}, { page: '2' });
    expect(second!.loaded).toMatchObject({ prev: '/pagina', next: null });
    expect(await render('overview_page', {}, { page: '3' })).toBeNull();
    expect((await render('overview_page', {}, { page: 'twee' }))!.loaded.prev).toBeNull();
    expect(overviewPage.ogType).toBe('website');
  });

  it('shows business partners as cards in three columns', async () => {
    const html = (await render('business_partner_overview'))!.html;
    expect(html).toContain('an-cards an-cards--3');
    expect(html).toContain('Hoofdpartner');
  });

  it('embeds the quiz with a starting height and a plain link to it', async () => {
    const html = (await render('quiz'))!.html;
    expect(html).toMatch(/<iframe[^>]*src="\/files\/embeds\/quiz.html"[^>]*title="Quiz: Pagina van quiz"[^>]*height="720"/);
    expect(html).toContain('href="/files/embeds/quiz.html"');
  });

  it('names the kind of gift and the meeting place', async () => {
    expect((await render('donation_content'))!.html).toContain('Maandelijkse gift');
    const place = (await render('ontmoetingsplek'))!.html;
    expect(place).toContain('Odensehuis');
    expect(place).toContain('Buurthuis');
  });
});
