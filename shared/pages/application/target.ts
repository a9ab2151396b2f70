/**
 * The vacancy an application form belongs to, read from the CMS page at the
 * form's address minus `/solliciteren`. The route decides which kind of
 * vacancy may live there; anything else (no page, another page type, a
 * vacancy of another kind) is no form at all (404).
 *
 * TEMPORARY READER: reads the vacancy node's fields directly until the
 * vacancies issue's model (`toVacancy`, `content.vacancy`) is on main; then
 * this file maps that model instead.
 */
import type { Node } from '../../contract';
import type { ApplyRouting, ApplyTarget } from '../../forms/application/target';
import { isoDay } from '../../format/date';
import type { ContentReader } from '../screen';

export type ApplyScreenKind = 'regional' | 'national' | 'contact-request' | 'corporate';

const KIND_OF_TYPE: Record<string, ApplyTarget['kind']> = { regio_vacancies: 'regional', vacancies: 'landelijk', corporate_vacature: 'corporate' };
const OPEN_TITLES = ['open sollicitatie', 'vrijblijvend contactverzoek'];
const fold = (text: string) => text.trim().toLocaleLowerCase('nl');

/** The vacancy page's path for a form address: the same path without its last segment `/solliciteren`. */
export const vacancyPathOf = (formPath: string): string => formPath.replace(/\/+$/, '').replace(/\/solliciteren$/, '') || '/';

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const label = (value: unknown): string | null => (value && typeof value === 'object' ? str((value as { label?: unknown }).label) : null);

export interface LoadedTarget {
  target: ApplyTarget;
  routing: ApplyRouting;
}

export function applyTargetOf(node: Node, now: Date): LoadedTarget | null {
  const kind = KIND_OF_TYPE[node.type];
  if (!kind || !node.status) return null;
  const f = node as Record<string, unknown>;
  const title = node.label;
  const open = kind === 'landelijk' && OPEN_TITLES.includes(fold(title));
  const applyBefore = str(f.field_end_date);
  const region = kind === 'regional' ? (node.field_parent_page ?? null) : null;
  const formLength = f.field_form_length === 'long' ? 'long' : 'short';
  const national = str(f.field_vacancy_type);
  return {
    target: {
      id: node.id,
      path: node.path.alias || '/',
      kind,
      title,
      theme: label(f.field_vrijwilligersactiviteit),
      hours: str(f.field_hours),
      duration: label(f.field_duration),
      place: kind === 'landelijk' ? (national === 'in_de_buurt' ? 'In de buurt' : 'Vanuit huis') : str(f.field_plaatsnaam),
      regionName: region?.label ?? null,
      open,
      contactRequest: kind === 'landelijk' && fold(title) === 'vrijblijvend contactverzoek',
      formKind: kind === 'corporate' ? 'corporate' : formLength,
      closed: applyBefore !== null && isoDay(applyBefore) !== '' && isoDay(applyBefore) < isoDay(now.toISOString()),
    },
    routing: {
      region: region?.label ?? '',
      regioRecipientEmail: str(f.field_email) ?? '',
      organisationUnitKey: label(f.field_organisation_unit_key) ?? '',
    },
  };
}

/** Which vacancies each form route takes. */
function fits(screen: ApplyScreenKind, target: ApplyTarget): boolean {
  if (screen === 'regional') return target.kind === 'regional';
  if (screen === 'corporate') return target.kind === 'corporate';
  if (screen === 'contact-request') return target.contactRequest;
  return target.kind === 'landelijk';
}

export async function loadApplyTarget(content: Pick<ContentReader, 'page'>, screen: ApplyScreenKind, formPath: string, now: Date): Promise<LoadedTarget | null> {
  const node = await content.page(vacancyPathOf(formPath));
  const loaded = node ? applyTargetOf(node, now) : null;
  return loaded && fits(screen, loaded.target) ? loaded : null;
}
