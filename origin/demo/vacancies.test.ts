import { describe, expect, it } from 'vitest';
import { generateDemoContent } from './generate';
import { REGIONS } from './region-list';
import { VACANCY_PLACES } from './vacancy-places';
import { NATIONAL_EMAIL } from './vacancies';
import { placeLookup, placeRows } from '../geo/gazetteer';
import type { NodeRow } from './types';

const DAY = 86_400_000;
const today = Date.parse('2026-11-25T08:00:00Z');
const content = generateDemoContent({ today });
const VACANCY_TYPES = ['regio_vacancies', 'vacancies', 'corporate_vacature'];
const vacancies = content.nodes.filter((node) => VACANCY_TYPES.includes(node.type));
const ofType = (type: string) => vacancies.filter((node) => node.type === type);
const termOf = (tid: number) => content.terms.find((term) => term.tid === tid);
type Ref = { id: number; label: string };
const refs = (node: NodeRow, field: string): Ref[] => {
  const value = node.fields[field] as Ref | Ref[] | null;
  return value === null ? [] : Array.isArray(value) ? value : [value];
};
const labels = (node: NodeRow, field: string) => refs(node, field).map((ref) => ref.label);

/** Spec section 3 names these fields of vacancies and regio_vacancies; the rest are the site's contract extensions. */
const SPEC_FIELDS = [
  'field_availability',
  'field_duration',
  'field_job_title',
  'field_end_date',
  'field_sub_title',
  'field_zip_code',
  'field_plaatsnaam',
  'field_vacancy_type',
  'field_organisation_unit_key',
  'field_email',
];
const EXTENSION_FIELDS = ['field_vrijwilligersactiviteit', 'field_function_type', 'field_form_length', 'field_hours', 'field_contract', 'field_department', 'field_employment_type'];

describe('demo vacancies', () => {
  it('has at least 300 vacancies: regional in all 48 regions, national and corporate', () => {
    expect(vacancies.length).toBeGreaterThanOrEqual(300);
    expect(new Set(ofType('regio_vacancies').map((node) => node.parentId)).size).toBe(48);
    expect(ofType('vacancies').length).toBeGreaterThanOrEqual(10);
    expect(ofType('corporate_vacature').length).toBeGreaterThanOrEqual(5);
    expect(content.nodes.filter((node) => node.type === 'vacancy_overview').map((node) => node.alias)).toContain('/vrijwilligerswerk');
  });

  it('gives every vacancy every vacancy field, and terms of the right vocabulary', () => {
    const vocabularyOf: Record<string, string> = {
      field_availability: 'availability',
      field_duration: 'durations',
      field_job_title: 'vacaturetitel',
      field_organisation_unit_key: 'organisationunitkey',
      field_vrijwilligersactiviteit: 'vrijwilligersactiviteit',
      field_function_type: 'function_type',
    };
    for (const node of vacancies) {
      for (const field of [...SPEC_FIELDS, ...EXTENSION_FIELDS]) expect(node.fields, `${node.alias} ${field}`).toHaveProperty(field);
      for (const [field, vocabulary] of Object.entries(vocabularyOf)) {
        for (const ref of refs(node, field)) {
          expect(termOf(ref.id)?.vocabulary, `${node.alias} ${field}`).toBe(vocabulary);
          expect(termOf(ref.id)?.name).toBe(ref.label);
        }
      }
      expect(node.fields.field_email).toMatch(/^[a-z-]+@example\.org$/);
      expect(['short', 'long']).toContain(node.fields.field_form_length);
      expect(node.fields.field_sub_title).toEqual(expect.any(String));
      expect(refs(node, 'field_job_title')).toHaveLength(1);
      expect(refs(node, 'field_organisation_unit_key')).toHaveLength(1);
    }
    // The open application and the contact request have no theme or duration of their own.
    const open = ['Open sollicitatie', 'Vrijblijvend contactverzoek'];
    for (const node of vacancies.filter((n) => n.type !== 'corporate_vacature' && !open.includes(n.title))) {
      expect(labels(node, 'field_duration'), node.alias).toHaveLength(1);
      expect(labels(node, 'field_vrijwilligersactiviteit'), node.alias).toHaveLength(1);
      expect(labels(node, 'field_availability').length, node.alias).toBeGreaterThan(0);
      expect(node.fields.field_hours, node.alias).toEqual(expect.any(String));
    }
  });

  it('files regional vacancies under their region, in one of its towns, for its office and recipient', () => {
    for (const node of ofType('regio_vacancies')) {
      const region = content.nodes.find((n) => n.id === node.parentId)!;
      expect(region.type).toBe('regio');
      expect(node.alias.startsWith(`${region.alias}/vrijwilligerswerk/`), node.alias).toBe(true);
      const data = REGIONS.find((r) => r.name === region.title)!;
      const towns = data.municipalities.map((m) => VACANCY_PLACES[m]!.town);
      expect(towns, node.alias).toContain(node.fields.field_plaatsnaam);
      expect(node.fields.field_zip_code).toMatch(/^\d{4} [A-Z]{2}$/);
      expect(node.fields.field_email).toBe(region.fields.field_email);
      expect(labels(node, 'field_organisation_unit_key')).toEqual([`AN-R${String(REGIONS.indexOf(data) + 1).padStart(2, '0')}`]);
      expect(node.fields.field_vacancy_type).toBeNull();
    }
  });

  it('has national vacancies in the neighbourhood and from home, the two open ones among them', () => {
    const national = ofType('vacancies');
    expect(national.map((node) => node.alias)).toEqual(expect.arrayContaining(['/vrijwilligerswerk/open-sollicitatie', '/vrijwilligerswerk/vrijblijvend-contactverzoek']));
    expect(new Set(national.map((node) => node.fields.field_vacancy_type))).toEqual(new Set(['in_de_buurt', 'vanuit_huis']));
    for (const node of national) {
      // 'Vanuit huis' as availability (the filter) says the same as the national type.
      expect(labels(node, 'field_availability').includes('Vanuit huis'), node.alias).toBe(node.fields.field_vacancy_type === 'vanuit_huis');
      expect(node.fields.field_email).toBe(NATIONAL_EMAIL);
      expect(node.alias.startsWith('/vrijwilligerswerk/')).toBe(true);
    }
    const open = national.filter((node) => ['Open sollicitatie', 'Vrijblijvend contactverzoek'].includes(node.title));
    expect(open.map((node) => node.fields.field_end_date)).toEqual([null, null]);
    // Regional work from home exists too.
    expect(ofType('regio_vacancies').filter((node) => labels(node, 'field_availability').includes('Vanuit huis')).length).toBeGreaterThan(10);
  });

  it('dates apply-before from the day of generation: most ahead, some closed, some open until filled', () => {
    const ends = vacancies.map((node) => node.fields.field_end_date as string | null);
    const day = new Date(today).toISOString().slice(0, 10);
    const closed = ends.filter((end): end is string => end !== null && end < day);
    const ahead = ends.filter((end): end is string => end !== null && end >= day);
    expect(closed.length).toBeGreaterThanOrEqual(10);
    expect(ahead.length).toBeGreaterThan(vacancies.length * 0.7);
    expect(ends.filter((end) => end === null).length).toBeGreaterThan(5);
    for (const end of [...closed, ...ahead]) expect(end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const node of vacancies) {
      expect(Date.parse(node.created), node.alias).toBeLessThanOrEqual(today);
      const end = node.fields.field_end_date as string | null;
      if (end) expect(Date.parse(node.created)).toBeLessThan(Date.parse(end) + DAY);
    }
    const later = generateDemoContent({ today: today + 10 * DAY }).nodes.find((node) => node.id === 850)!;
    const first = vacancies.find((node) => node.id === 850)!;
    expect(Date.parse(later.fields.field_end_date as string) - Date.parse(first.fields.field_end_date as string)).toBe(10 * DAY);
  });

  it('keeps the hand-picked vacancies at fixed addresses', () => {
    const aliases = new Set(vacancies.map((node) => node.alias));
    for (const alias of [
      '/regios/ijssel-vecht/vrijwilligerswerk/telefonisch-maatje-voor-mantelzorgers-in-regio-ijssel-vecht',
      '/regios/utrecht-stad/vrijwilligerswerk/gastvrouw-of-gastheer-alzheimer-cafe-utrecht',
      '/regios/friesland/vrijwilligerswerk/organisator-informatiemarkt-leeuwarden',
      '/vrijwilligerswerk/vrijwilliger-dementietelefoon',
      '/over-ons/werken-bij/beleidsmedewerker-zorg-en-welzijn',
    ])
      expect(aliases.has(alias), alias).toBe(true);
  });

  it('knows a town and postcode for every municipality a region serves, each town in the gazetteer', () => {
    const lookup = placeLookup(placeRows());
    for (const region of REGIONS) {
      for (const municipality of region.municipalities) {
        const place = VACANCY_PLACES[municipality];
        expect(place, municipality).toBeDefined();
        expect(lookup(place!.town), place!.town).not.toBeNull();
      }
    }
  });

  it('multiplies the regional vacancies with --scale', () => {
    const scaled = generateDemoContent({ today, scale: 3 }).nodes.filter((node) => node.type === 'regio_vacancies');
    expect(scaled.length).toBe(ofType('regio_vacancies').length + 2 * 48 * 6);
  });
});
