import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NodeSchema, type Node } from '../contract';
import { isContactRequest, isExpired, isOpenVacancy, summaryLocation, toVacancy } from './vacancy';

describe('summaryLocation (spec section 3, vacancy summary)', () => {
  it.each([
    ['regional', 'Zwolle', null, 'Zwolle'],
    ['regional', '  Kampen ', null, 'Kampen'],
    ['regional', null, null, null],
    ['regional', '', null, null],
    ['regional', 'Zwolle', 'vanuit_huis', 'Zwolle'],
    ['landelijk', null, 'in_de_buurt', 'In de buurt'],
    ['landelijk', 'Utrecht', 'in_de_buurt', 'In de buurt'],
    ['landelijk', null, 'vanuit_huis', 'Vanuit huis'],
    ['landelijk', null, null, 'Vanuit huis'],
    ['landelijk', 'Utrecht', null, 'Vanuit huis'],
    ['corporate', 'Amersfoort', null, 'Amersfoort'],
  ] as const)('%s in %s with type %s shows %s', (kind, city, type, expected) => {
    expect(summaryLocation(kind, city, type)).toBe(expected);
  });
});

describe('isOpenVacancy (spec section 3: open national vacancies)', () => {
  it.each([
    ['landelijk', 'Open sollicitatie', true],
    ['landelijk', 'Vrijblijvend contactverzoek', true],
    ['landelijk', ' open SOLLICITATIE ', true],
    ['landelijk', 'Vrijwilliger Dementietelefoon', false],
    ['landelijk', 'Open sollicitatie voorlichter', false],
    ['regional', 'Open sollicitatie', false],
    ['corporate', 'Open sollicitatie', false],
    ['corporate', 'Vrijblijvend contactverzoek', false],
  ] as const)('%s vacancy %j is open: %s', (kind, title, open) => {
    expect(isOpenVacancy(kind, title)).toBe(open);
  });

  it('tells the contact request apart (its application has its own title)', () => {
    expect(isContactRequest('landelijk', 'Vrijblijvend contactverzoek')).toBe(true);
    expect(isContactRequest('landelijk', 'Open sollicitatie')).toBe(false);
    expect(isContactRequest('regional', 'Vrijblijvend contactverzoek')).toBe(false);
  });
});

describe('isExpired (the apply-before date is the last day, in Dutch time)', () => {
  it.each([
    [null, '2026-11-25T12:00:00Z', false],
    ['2026-11-25', '2026-11-25T12:00:00Z', false],
    ['2026-11-25', '2026-11-25T22:59:00Z', false],
    // 23:00 UTC on 25 November is 00:00 on 26 November in Amsterdam.
    ['2026-11-25', '2026-11-25T23:00:00Z', true],
    ['2026-11-24', '2026-11-25T08:00:00Z', true],
    ['2027-01-10', '2026-11-25T08:00:00Z', false],
    ['geen datum', '2026-11-25T08:00:00Z', false],
  ] as const)('apply before %s, now %s: expired %s', (applyBefore, now, expired) => {
    expect(isExpired(applyBefore, new Date(now))).toBe(expired);
  });
});

const node = (fields: Record<string, unknown>): Node =>
  v.parse(NodeSchema, {
    id: 850,
    type: 'regio_vacancies',
    status: true,
    label: 'Telefonisch maatje',
    created: '2026-10-01T10:00:00Z',
    changed: '2026-10-02T10:00:00Z',
    path: { alias: '/regios/ijssel-vecht/vrijwilligerswerk/telefonisch-maatje' },
    field_parent_page: { id: 1005, label: 'IJssel-Vecht', url: '/regios/ijssel-vecht' },
    ...fields,
  });

describe('toVacancy', () => {
  it('reads every vacancy field of a regional vacancy, its region from the parent page', () => {
    const vacancy = toVacancy(
      node({
        field_job_title: { id: 12009, label: 'Telefonisch maatje' },
        field_sub_title: 'Vanuit huis een luisterend oor',
        field_availability: [{ id: 2005, label: 'Vanuit huis' }, { id: 2002, label: "'s Avonds" }],
        field_duration: { id: 5003, label: 'Langer dan 3 maanden' },
        field_end_date: '2027-01-04',
        field_zip_code: '8011 AB',
        field_plaatsnaam: 'Zwolle',
        field_vacancy_type: null,
        field_organisation_unit_key: { id: 11007, label: 'AN-R06' },
        field_email: 'regio-ijssel-vecht@example.org',
        field_vrijwilligersactiviteit: { id: 13008, label: 'Maatjescontact' },
        field_function_type: [{ id: 6002, label: 'Ondersteuning van mantelzorgers' }],
        field_form_length: 'short',
        field_hours: 'Eén uur per week',
      }),
    );
    expect(vacancy).toMatchObject({
      kind: 'regional',
      title: 'Telefonisch maatje',
      subTitle: 'Vanuit huis een luisterend oor',
      jobTitle: 'Telefonisch maatje',
      theme: 'Maatjescontact',
      availability: ['Vanuit huis', "'s Avonds"],
      duration: 'Langer dan 3 maanden',
      functions: ['Ondersteuning van mantelzorgers'],
      location: { city: 'Zwolle', zipCode: '8011 AB' },
      place: 'Zwolle',
      region: { id: 1005, name: 'IJssel-Vecht', url: '/regios/ijssel-vecht' },
      applyBefore: '2027-01-04',
      open: false,
      formLength: 'short',
      organisationUnitKey: 'AN-R06',
      recipientEmail: 'regio-ijssel-vecht@example.org',
      hours: 'Eén uur per week',
    });
  });

  it('reads a field sent in another shape as empty and keeps the rest', () => {
    const vacancy = toVacancy(node({ field_duration: 'lang', field_availability: { id: 2001, label: 'Overdag' }, field_form_length: 'middel', field_plaatsnaam: 7 }))!;
    expect(vacancy.duration).toBeNull();
    expect(vacancy.availability).toEqual(['Overdag']);
    expect(vacancy.formLength).toBe('short');
    expect(vacancy.location.city).toBeNull();
    expect(vacancy.region?.name).toBe('IJssel-Vecht');
  });

  it('makes a national vacancy open by its title, with no region, and is null for other pages', () => {
    const open = toVacancy(node({ type: 'vacancies', label: 'Open sollicitatie', field_parent_page: null, field_vacancy_type: 'in_de_buurt' }))!;
    expect(open).toMatchObject({ kind: 'landelijk', open: true, region: null, place: 'In de buurt', nationalType: 'in_de_buurt' });
    expect(toVacancy(node({ type: 'corporate_vacature', field_plaatsnaam: 'Amersfoort' }))).toMatchObject({ kind: 'corporate', region: null, place: 'Amersfoort' });
    expect(toVacancy(node({ type: 'content_page' }))).toBeNull();
  });
});
