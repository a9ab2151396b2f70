import { env, SELF } from 'cloudflare:test';
import { issueSubmissionKey } from '../../worker/forms/submission-key';
import { BASE, pageToken } from './helpers';
import { nextClient } from './memory-test-helpers';

/**
 * Vacancy nodes for the application tests, written into the origin's D1 as
 * the CMS would serve them (ids far above the demo content's). Test fixtures,
 * not demo content: the demo vacancies come with the vacancies issue.
 */
export const VACANCIES = {
  regional: { id: 990001, type: 'regio_vacancies', title: 'Gastvrouw Alzheimer Café', alias: '/regios/utrecht-stad/vrijwilligerswerk/gastvrouw-alzheimer-cafe-test' },
  regionalShort: { id: 990002, type: 'regio_vacancies', title: 'Maatje voor een wandeling', alias: '/regios/utrecht-stad/vrijwilligerswerk/maatje-test' },
  national: { id: 990003, type: 'vacancies', title: 'Online voorlichter', alias: '/vrijwilligerswerk/online-voorlichter-test' },
  contactRequest: { id: 990004, type: 'vacancies', title: 'Vrijblijvend contactverzoek', alias: '/vrijwilligerswerk/vrijblijvend-contactverzoek' },
  corporate: { id: 990005, type: 'corporate_vacature', title: 'Beleidsmedewerker zorg', alias: '/over-ons/werken-bij-alzheimer-nederland/beleidsmedewerker-zorg-test' },
  closed: { id: 990006, type: 'regio_vacancies', title: 'Chauffeur dagbesteding', alias: '/regios/utrecht-stad/vrijwilligerswerk/chauffeur-test' },
} as const;

export const REGION_RECIPIENT = 'vacatures-utrecht@example.org';

export async function insertVacancies(): Promise<void> {
  const region = await env.DB.prepare("SELECT id, title, alias FROM nodes WHERE alias = '/regios/utrecht-stad'").first<{ id: number; title: string; alias: string }>();
  const parent = { id: region!.id, label: region!.title, url: region!.alias };
  const common = { field_page_content: [], field_vrijwilligersactiviteit: { id: 1, label: 'Ontmoeten' }, field_hours: 'Eén avond per maand' };
  const fields: Record<keyof typeof VACANCIES, Record<string, unknown>> = {
    regional: { ...common, field_parent_page: parent, field_form_length: 'long', field_plaatsnaam: 'Utrecht', field_email: REGION_RECIPIENT, field_organisation_unit_key: { id: 7, label: 'RA-UTR' } },
    regionalShort: { ...common, field_parent_page: parent, field_form_length: 'short', field_plaatsnaam: 'Utrecht', field_email: REGION_RECIPIENT, field_organisation_unit_key: { id: 7, label: 'RA-UTR' } },
    national: { ...common, field_vacancy_type: 'vanuit_huis', field_form_length: 'short' },
    contactRequest: { ...common, field_vacancy_type: 'in_de_buurt', field_form_length: 'short' },
    corporate: { field_page_content: [], field_plaatsnaam: 'Amersfoort', field_hours: '32 uur per week' },
    closed: { ...common, field_parent_page: parent, field_end_date: '2020-01-31', field_email: REGION_RECIPIENT },
  };
  for (const [name, v] of Object.entries(VACANCIES) as [keyof typeof VACANCIES, (typeof VACANCIES)[keyof typeof VACANCIES]][]) {
    await env.DB.prepare(
      `INSERT OR REPLACE INTO nodes (id, type, title, alias, status, created, changed, parent_id, revision_id, fields) VALUES (?1, ?2, ?3, ?4, 1, '2026-01-05T09:00:00+00:00', '2026-01-05T09:00:00+00:00', NULL, ?1, ?5)`,
    )
      .bind(v.id, v.type, v.title, v.alias, JSON.stringify(fields[name]))
      .run();
  }
}

export const formPath = (name: keyof typeof VACANCIES): string => `${VACANCIES[name].alias}/solliciteren`;

/** A signed submission key issued `secondsAgo` ago, as the form page would have carried it. */
export const keyFor = (name: keyof typeof VACANCIES, secondsAgo = 30): Promise<string> =>
  issueSubmissionKey('test-form-secret', `application:${VACANCIES[name].id}`, Math.floor(Date.now() / 1000) - secondsAgo);

export const VALID = {
  gender: 'female',
  firstName: 'Anna',
  insertion: 'de',
  lastName: 'Vries',
  city: 'Utrecht',
  phone: '061 234 5678',
  email: 'anna@voorbeeld.nl',
  motivation: 'Ik wil graag gastvrouw worden.',
} as const;

export const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** Posts an application as a browser would (multipart), with a token and a key unless given. */
export async function apply(
  name: keyof typeof VACANCIES,
  fields: Record<string, string>,
  options: { file?: { name: string; bytes: Uint8Array<ArrayBuffer>; type?: string }; key?: string; headers?: Record<string, string> } = {},
): Promise<{ res: Response; html: string }> {
  const body = new FormData();
  body.set('csrf_token', await pageToken('/'));
  body.set('submissionKey', options.key ?? (await keyFor(name)));
  body.set('website', '');
  for (const [field, value] of Object.entries(fields)) body.set(field, value);
  if (options.file) body.set('cv', new File([options.file.bytes], options.file.name, { type: options.file.type ?? 'application/pdf' }));
  const res = await SELF.fetch(BASE + formPath(name), { method: 'POST', redirect: 'manual', body, headers: { 'cf-connecting-ip': nextClient(), ...options.headers } });
  return { res, html: await res.text() };
}
