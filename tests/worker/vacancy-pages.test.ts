import { env } from 'cloudflare:test';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { nl } from '../../shared/texts/nl';
import { originApp } from '../../origin/app';
import { dutchDay } from '../../origin/dutch-day';
import { get } from './helpers';

const t = nl.vacancies;
const day = dutchDay();
const tid = async (vocabulary: string, name: string) => (await env.DB.prepare('SELECT tid FROM terms WHERE vocabulary = ?1 AND name = ?2').bind(vocabulary, name).first<{ tid: number }>())!.tid;
/** Open volunteer vacancies carrying any of the terms (node ids). */
async function matching(vocabulary: string, ids: number[]): Promise<Set<number>> {
  const { results } = await env.DB.prepare(
    `SELECT v.node_id FROM vacancy_index v JOIN vacancy_terms t ON t.seq = v.seq WHERE t.vocabulary = ?1 AND t.tid IN (${ids.join(',')}) AND v.scope = 'volunteer' AND (v.apply_before IS NULL OR v.apply_before >= ?2)`,
  )
    .bind(vocabulary, day)
    .all<{ node_id: number }>();
  return new Set(results.map((r) => r.node_id));
}
/** 'Vacatures 1 tot en met 10 van 123' → 123. */
const totalOf = (html: string) => Number(/Vacatures \d+ tot en met \d+ van (\d+)/.exec(html)?.[1] ?? NaN);
const cardsOf = (html: string) => [...html.matchAll(/<li class="an-card an-vacancy-card" data-vacancy-id="(\d+)"/g)].map((m) => Number(m[1]));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

const IsoInstant = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/));
/**
 * schema.org JobPosting as search engines read it (the properties Google
 * requires and recommends, with schema.org's types): a vacancy must be a
 * place (jobLocation with a PostalAddress) or work from home (TELECOMMUTE with
 * the countries it is open to); volunteer work carries no salary.
 */
const JobPostingShape = v.pipe(
  v.looseObject({
    '@context': v.literal('https://schema.org'),
    '@type': v.literal('JobPosting'),
    title: v.pipe(v.string(), v.minLength(3)),
    description: v.pipe(v.string(), v.minLength(50)),
    datePosted: IsoInstant,
    validThrough: v.optional(IsoInstant),
    employmentType: v.picklist(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER']),
    hiringOrganization: v.looseObject({ '@type': v.literal('Organization'), name: v.pipe(v.string(), v.minLength(1)), sameAs: v.pipe(v.string(), v.url()) }),
    identifier: v.looseObject({ '@type': v.literal('PropertyValue'), name: v.string(), value: v.string() }),
    url: v.pipe(v.string(), v.url()),
    jobLocation: v.optional(
      v.looseObject({
        '@type': v.literal('Place'),
        address: v.looseObject({ '@type': v.literal('PostalAddress'), addressCountry: v.literal('NL'), addressLocality: v.optional(v.string()), postalCode: v.optional(v.string()) }),
      }),
    ),
    jobLocationType: v.optional(v.literal('TELECOMMUTE')),
    applicantLocationRequirements: v.optional(v.looseObject({ '@type': v.literal('Country'), name: v.string() })),
    baseSalary: v.optional(v.unknown()),
  }),
  v.check((p) => (p.jobLocation !== undefined) !== (p.jobLocationType !== undefined), 'a place or work from home, not both'),
  v.check((p) => p.jobLocationType === undefined || p.applicantLocationRequirements !== undefined, 'work from home names where applicants may live'),
  v.check((p) => p.employmentType !== 'VOLUNTEER' || p.baseSalary === undefined, 'volunteer work has no salary'),
  v.check((p) => p.validThrough === undefined || Date.parse(p.validThrough) > Date.parse(p.datePosted), 'valid through after posted'),
);
const jobPostingOf = (html: string) => jsonLd(html).find((item) => item['@type'] === 'JobPosting');

const REGIONAL = '/regios/ijssel-vecht/vrijwilligerswerk/telefonisch-maatje-voor-mantelzorgers-in-regio-ijssel-vecht';
const NATIONAL = '/vrijwilligerswerk/vrijwilliger-dementietelefoon';
const CORPORATE = '/over-ons/werken-bij/beleidsmedewerker-zorg-en-welzijn';
const CLOSED = '/regios/friesland/vrijwilligerswerk/organisator-informatiemarkt-leeuwarden';

describe('vacancy overview from the origin', () => {
  it('lists vacancies with five filters: four groups of checkboxes from the taxonomies by weight, and a place with a distance', async () => {
    const { res, html } = await get('/vrijwilligerswerk');
    expect(res.status).toBe(200);
    const legends = [...html.matchAll(/<legend[^>]*>([^<]+)<\/legend>/g)].map((m) => m[1]);
    expect(legends).toEqual(Object.values(t.filters));
    const durations = await env.DB.prepare("SELECT tid FROM terms WHERE vocabulary = 'durations' ORDER BY weight").all<{ tid: number }>();
    const shown = [...html.matchAll(/name="durationId" value="(\d+)"/g)].map((m) => Number(m[1]));
    expect(shown).toEqual(durations.results.map((r) => r.tid));
    expect(html).toContain('name="plaats"');
    expect(html).toContain('name="afstand"');
    expect(cardsOf(html)).toHaveLength(10);
    expect(totalOf(html)).toBeGreaterThan(250);
  });

  it('gives the union for two options of one filter and the intersection for two filters', async () => {
    const contact = await tid('function_type', 'Contact met mensen met dementie');
    const board = await tid('function_type', 'Bestuur');
    const evening = await tid('availability', "'s Avonds");
    const a = await matching('function_type', [contact]);
    const union = await matching('function_type', [contact, board]);
    const e = await matching('availability', [evening]);
    expect(totalOf((await get(`/vrijwilligerswerk?functionId=${contact}`)).html)).toBe(a.size);
    expect(totalOf((await get(`/vrijwilligerswerk?functionId=${contact}&functionId=${board}`)).html)).toBe(union.size);
    expect(union.size).toBeGreaterThan(a.size);
    const both = [...a].filter((id) => e.has(id)).length;
    expect(totalOf((await get(`/vrijwilligerswerk?functionId=${contact}&availabilityId=${evening}`)).html)).toBe(both);
  });

  it('starts a filter change at page 1 (the form has no page) and keeps the filters on page links', async () => {
    const contact = await tid('function_type', 'Contact met mensen met dementie');
    const { html } = await get(`/vrijwilligerswerk?functionId=${contact}&page=2`);
    const form = /<form [^>]*id="vacature-filters"[\s\S]*?<\/form>/.exec(html)![0];
    expect(form).not.toMatch(/name="page"/);
    expect(html).toContain(`href="/vrijwilligerswerk?functionId=${contact}&amp;page=3"`);
    expect(html).toContain(`href="/vrijwilligerswerk?functionId=${contact}"`);
  });

  it("pages without JavaScript: 'Meer laden' links to the next page, which shows the next vacancies", async () => {
    const first = await get('/vrijwilligerswerk');
    const next = /<a [^>]*href="([^"]+)"[^>]*data-load-more=""/.exec(first.html)![1]!.replace(/&amp;/g, '&');
    expect(next).toBe('/vrijwilligerswerk?page=2');
    const second = await get(next);
    expect(second.res.status).toBe(200);
    expect(cardsOf(second.html)).toHaveLength(10);
    expect(cardsOf(second.html).some((id) => cardsOf(first.html).includes(id))).toBe(false);
    expect((await get('/vrijwilligerswerk?page=999')).res.status).toBe(404);
  });

  it("lists a region's own open vacancies at /regios/{regio}/vrijwilligerswerk, six per page, newest first, under the region", async () => {
    const region = (await env.DB.prepare("SELECT id FROM nodes WHERE type = 'regio' AND alias = '/regios/ijssel-vecht'").first<{ id: number }>())!.id;
    const { results } = await env.DB.prepare(
      "SELECT node_id FROM vacancy_index WHERE region_id = ?1 AND (apply_before IS NULL OR apply_before >= ?2) ORDER BY seq",
    )
      .bind(region, day)
      .all<{ node_id: number }>();
    const { res, html } = await get('/regios/ijssel-vecht/vrijwilligerswerk');
    expect(res.status).toBe(200);
    expect(cardsOf(html)).toEqual(results.slice(0, 6).map((r) => r.node_id));
    expect(totalOf(html)).toBe(results.length);
    expect(html).not.toContain('id="vacature-filters"');
    const { html: second } = await get('/regios/ijssel-vecht/vrijwilligerswerk?page=2');
    expect(cardsOf(second)).toEqual(results.slice(6, 12).map((r) => r.node_id));
  });

  it('shows the empty state with the contact-request button for a combination without vacancies', async () => {
    const once = await tid('durations', 'Eenmalig');
    const board = await tid('function_type', 'Bestuur');
    const boardIds = await matching('function_type', [board]);
    // A board member is never a one-off: the combination has no vacancy in the demo.
    expect([...(await matching('durations', [once]))].filter((id) => boardIds.has(id))).toEqual([]);
    const { res, html } = await get(`/vrijwilligerswerk?durationId=${once}&functionId=${board}`);
    expect(res.status).toBe(200);
    expect(cardsOf(html)).toEqual([]);
    expect(html).toContain(t.empty);
    expect(html).toContain('href="/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren"');
    expect(html).toContain('<meta name="robots" content="noindex, follow"');
  });

  it('shows the empty state when the search answers 404 for a place nobody can find', async () => {
    const { res, html } = await get('/vrijwilligerswerk?plaats=Atlantis&afstand=10');
    expect(res.status).toBe(200);
    expect(html).toContain(t.placeUnknown('Atlantis'));
    expect(html).toContain('href="/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren"');
  });

  it('finds volunteer work near Zwolle that can be done from home, the nearest first', async () => {
    const fromHome = await tid('availability', 'Vanuit huis');
    const { html } = await get(`/vrijwilligerswerk?plaats=Zwolle&afstand=15&availabilityId=${fromHome}`);
    expect(html).toContain('Telefonisch maatje voor mantelzorgers in regio IJssel-Vecht');
    expect(html).toContain('Zwolle (0,1 km)');
    expect(html).toContain(t.near(Number(/(\d+) vacatures binnen/.exec(html)![1]), 15, 'Zwolle'));
  });

  it('reads wrong parameter types as no choice, never as an error', async () => {
    for (const query of ['functionId=abc', 'afstand=7', 'page=-3', 'plaats=' + 'x'.repeat(300), 'availabilityId=1e9&availabilityId=']) {
      expect((await get(`/vrijwilligerswerk?${query}`)).res.status, query).toBe(200);
    }
  });

  it('lists the paid jobs on the Werken bij page', async () => {
    const { res, html } = await get('/over-ons/werken-bij');
    expect(res.status).toBe(200);
    expect(html).toContain('Beleidsmedewerker zorg en welzijn');
    expect(html).not.toContain('id="vacature-filters"');
  });
});

describe('vacancy pages from the origin', () => {
  it.each([
    [REGIONAL, 'Zwolle', `${REGIONAL}/solliciteren`],
    [NATIONAL, t.fromHome, `${NATIONAL}/solliciteren`],
    ['/vrijwilligerswerk/collectant-in-je-eigen-buurt', t.nearby, '/vrijwilligerswerk/collectant-in-je-eigen-buurt/solliciteren'],
    [CORPORATE, 'Amersfoort', `${CORPORATE}/solliciteren`],
  ])('%s has the vacancy header, its place and the apply button', async (path, place, apply) => {
    const { res, html } = await get(path);
    expect(res.status).toBe(200);
    expect(html).toContain('an-pagehead--volunteer-vacancy');
    expect(html).toMatch(new RegExp(`<dd class="an-facts__value">${place}</dd>`));
    expect(html).toContain(`href="${apply}"`);
  });

  it.each([REGIONAL, NATIONAL, CORPORATE, CLOSED, '/vrijwilligerswerk/open-sollicitatie'])('%s carries a valid JobPosting', async (path) => {
    const { html } = await get(path);
    const posting = jobPostingOf(html);
    const result = v.safeParse(JobPostingShape, posting);
    expect(result.issues?.map((i) => i.message) ?? [], path).toEqual([]);
  });

  it('describes volunteer work as VOLUNTEER without salary, work from home as TELECOMMUTE, a paid job as part time', async () => {
    expect(jobPostingOf((await get(REGIONAL)).html)).toMatchObject({ employmentType: 'VOLUNTEER', jobLocation: { address: { addressLocality: 'Zwolle' } } });
    expect(jobPostingOf((await get(NATIONAL)).html)).toMatchObject({ employmentType: 'VOLUNTEER', jobLocationType: 'TELECOMMUTE' });
    expect(jobPostingOf((await get(CORPORATE)).html)).toMatchObject({ employmentType: 'PART_TIME' });
    expect(jobPostingOf((await get('/vrijwilligerswerk/open-sollicitatie')).html)).not.toHaveProperty('validThrough');
  });

  it('shows a closed vacancy as closed, without an apply button, with similar open vacancies', async () => {
    const { res, html } = await get(CLOSED);
    expect(res.status).toBe(200);
    expect(html).toContain(t.closed);
    expect(html).not.toContain('/solliciteren"');
    expect(html).toContain(t.similar);
    expect(cardsOf(html).length).toBeGreaterThan(0);
    expect(Date.parse(jobPostingOf(html)!.validThrough as string)).toBeLessThan(Date.now());
  });

  it('puts vacancy pages and the overviews in the sitemap', async () => {
    const { html } = await get('/sitemap.xml');
    for (const path of [REGIONAL, NATIONAL, CORPORATE, '/vrijwilligerswerk', '/over-ons/werken-bij']) expect(html).toContain(`${path}</loc>`);
    const count = (await env.DB.prepare("SELECT COUNT(*) AS n FROM nodes WHERE type IN ('regio_vacancies', 'vacancies', 'corporate_vacature') AND status = 1").first<{ n: number }>())!.n;
    expect(html.match(/vrijwilligerswerk\/[^<]+<\/loc>|werken-bij\/[^<]+<\/loc>/g)!.length).toBe(count);
  });
});

describe("the region dashboard's vacancies (issue 14's section, filled by issue 15)", () => {
  /** The dashboard's vacancies section: from its heading to the next section. */
  const section = (html: string) => /id="vacatures"[\s\S]*?(?=<section|<\/main>)/.exec(html)?.[0] ?? '';

  it('shows the open vacancies within 10 km of the place searched for, with their distance, and links to the region’s vacancy list', async () => {
    const { res, html } = await get('/regios?zoekterm=Zwolle');
    expect(res.status).toBe(200);
    const own = /href="\/regios\/([a-z-]+)\/vrijwilligerswerk"/.exec(section(html))?.[1];
    expect(own, 'a link to the region’s own vacancy list').toBeTruthy();
    const part = section(html);
    expect(part).toMatch(/\d+ vacatures? binnen 10 km van Zwolle/);
    const cards = [...part.matchAll(/href="(\/regios\/[a-z-]+\/vrijwilligerswerk\/[a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(6);
    const distances = [...part.matchAll(/(\d+),(\d) km/g)].map((m) => Number(`${m[1]}.${m[2]}`));
    expect(distances.length).toBeGreaterThan(0);
    for (const km of distances) expect(km).toBeLessThanOrEqual(10);
    // The nearest ones are those the origin answers for Zwolle within 10 km.
    const closest = (await (await originApp.request('/api/v1/region/vacancies/closest?query=Zwolle&radius=10&page=0', {}, env)).json()) as { Vacancies: { Data: { Path: string } }[] };
    expect(cards).toEqual(closest.Vacancies.map((item) => item.Data.Path));
    expect(part).toContain('href="/vrijwilligerswerk?plaats=Zwolle&amp;afstand=10"');
  });

  it('shows a region’s own open vacancies on its page, linking to its vacancy list', async () => {
    const { res, html } = await get('/regios/ijssel-vecht');
    expect(res.status).toBe(200);
    const part = section(html);
    expect(part).toMatch(/\d+ vacatures? in regio IJssel-Vecht/);
    expect(part).toMatch(/href="\/regios\/ijssel-vecht\/vrijwilligerswerk\/[a-z0-9-]+"/);
    expect(part).toContain('href="/regios/ijssel-vecht/vrijwilligerswerk"');
  });
});
