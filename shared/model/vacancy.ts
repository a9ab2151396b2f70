/**
 * A vacancy as the site (and the application forms) use it: the rules of spec
 * section 3 ("Vacancy") over the fields of a vacancy node. The summary rules
 * that lists share with the pages live here too, so a card and a page never
 * disagree about where a vacancy is or whether it is open.
 */
import * as v from 'valibot';
import {
  VACANCY_KIND_OF,
  VacancyFieldsSchema,
  isVacancyNodeType,
  type EmploymentType,
  type FormLength,
  type NationalVacancyType,
  type Node,
  type VacancyKind,
  type VacancyListItem,
  type VacancyNodeType,
} from '../contract';
import { vacancyEvent } from '../analytics';
import { isoDay } from '../format/date';
import { loadedOnce, NO_SECOND_INPUT } from '../loaded-once';
import { href } from '../routes';
import { nl } from '../texts/nl';

/** The titles that make a national vacancy an open one (spec section 3). */
export const OPEN_VACANCY_TITLES = ['Open sollicitatie', 'Vrijblijvend contactverzoek'] as const;

const fold = (text: string) => text.trim().toLocaleLowerCase('nl');

/** A national vacancy is open when its title is 'Open sollicitatie' or 'Vrijblijvend contactverzoek'; others never are. */
export function isOpenVacancy(kind: VacancyKind, title: string): boolean {
  return kind === 'landelijk' && OPEN_VACANCY_TITLES.some((open) => fold(open) === fold(title));
}

/** The non-binding contact request (spec section 5: its application shows a contact-request title and intro). */
export function isContactRequest(kind: VacancyKind, title: string): boolean {
  return kind === 'landelijk' && fold(title) === fold('Vrijblijvend contactverzoek');
}

/**
 * Where a vacancy is, in its summary (spec section 3): the city for a regional
 * vacancy; for a national one 'In de buurt' when its type is in_de_buurt and
 * 'Vanuit huis' otherwise. A paid job names its city (the spec's 'otherwise'
 * speaks of the national type, which a paid job does not have).
 */
export function summaryLocation(kind: VacancyKind, city: string | null, nationalType: NationalVacancyType | null): string | null {
  if (kind === 'landelijk') return nationalType === 'in_de_buurt' ? nl.vacancies.nearby : nl.vacancies.fromHome;
  return city?.trim() || null;
}

/**
 * Past its 'apply before' date: the date is the last day to apply, in Dutch
 * time, so a vacancy ending today is still open until midnight. No date: open
 * until it is filled.
 */
export function isExpired(applyBefore: string | null, now: Date): boolean {
  if (!applyBefore) return false;
  const last = isoDay(applyBefore);
  return last !== '' && last < isoDay(now.toISOString());
}

/** Everything spec section 3 says a vacancy is, read from its node. */
export interface Vacancy {
  id: number;
  nodeType: VacancyNodeType;
  /** The application's vacancy type: regional, landelijk or corporate. */
  kind: VacancyKind;
  /** The vacancy name. */
  title: string;
  subTitle: string | null;
  path: string;
  /** The vacaturetitel term ('Voorlichter'). */
  jobTitle: string | null;
  /** The volunteer activity (vrijwilligersactiviteit), and its term id (similar vacancies share it). */
  theme: string | null;
  themeId: number | null;
  functions: string[];
  availability: string[];
  duration: string | null;
  location: { city: string | null; zipCode: string | null };
  /** The place as summaries show it (see `summaryLocation`). */
  place: string | null;
  nationalType: NationalVacancyType | null;
  /** A regional vacancy's region: its parent page. */
  region: { id: number; name: string; url: string } | null;
  created: string;
  applyBefore: string | null;
  open: boolean;
  formLength: FormLength;
  organisationUnitKey: string | null;
  /** Who receives the applications (a regional vacancy's regional recipient). */
  recipientEmail: string | null;
  hours: string | null;
  contract: string | null;
  department: string | null;
  employmentType: EmploymentType | null;
}

/** The vacancy of a node, or null when the node is no vacancy. Odd fields read as empty. */
export function toVacancy(node: Node): Vacancy | null {
  if (!isVacancyNodeType(node.type)) return null;
  const parsed = v.safeParse(VacancyFieldsSchema, node);
  const f = parsed.success ? parsed.output : v.parse(VacancyFieldsSchema, {});
  const kind = VACANCY_KIND_OF[node.type];
  const city = f.field_plaatsnaam?.trim() || null;
  const nationalType = kind === 'landelijk' ? f.field_vacancy_type : null;
  const parent = node.field_parent_page;
  return {
    id: node.id,
    nodeType: node.type,
    kind,
    title: node.label,
    subTitle: f.field_sub_title?.trim() || null,
    path: node.path.alias || '/',
    jobTitle: f.field_job_title?.label ?? null,
    theme: f.field_vrijwilligersactiviteit?.label ?? null,
    themeId: f.field_vrijwilligersactiviteit?.id ?? null,
    functions: f.field_function_type.flatMap((term) => (term.label ? [term.label] : [])),
    availability: f.field_availability.flatMap((term) => (term.label ? [term.label] : [])),
    duration: f.field_duration?.label ?? null,
    location: { city, zipCode: f.field_zip_code?.trim() || null },
    place: summaryLocation(kind, city, nationalType),
    nationalType,
    region: kind === 'regional' && parent ? { id: parent.id, name: parent.label, url: parent.url } : null,
    created: node.created,
    applyBefore: f.field_end_date?.trim() || null,
    open: isOpenVacancy(kind, node.label),
    formLength: f.field_form_length,
    organisationUnitKey: f.field_organisation_unit_key?.label ?? null,
    recipientEmail: f.field_email?.trim() || null,
    hours: f.field_hours?.trim() || null,
    contract: f.field_contract?.trim() || null,
    department: f.field_department?.trim() || null,
    employmentType: f.field_employment_type,
  };
}

/**
 * Where the application form of a vacancy is: the vacancy's path plus
 * /solliciteren (spec section 2), through the route table. A path that fits
 * no named apply route (a paid job anywhere) takes the catch-all apply route;
 * a vacancy without a path of its own (its address was unsafe) has none.
 */
export function applyHref(vacancy: Pick<Vacancy, 'kind' | 'path' | 'title'>): string | null {
  const segments = vacancy.path.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  if (vacancy.kind === 'regional' && segments.length === 4 && segments[0] === 'regios' && segments[2] === 'vrijwilligerswerk') {
    return href('apply-regional', { regio: segments[1]!, vacancy: segments[3]! });
  }
  if (vacancy.kind === 'landelijk' && segments.length === 2 && segments[0] === 'vrijwilligerswerk') {
    return isContactRequest('landelijk', vacancy.title) ? href('apply-contact-request') : href('apply-national', { vacancy: segments[1]! });
  }
  return href('apply-corporate', { vacancy: segments });
}

/** What a vacancy card shows (shared/ui/VacancyCard.tsx), from a list item, with the summary rules. */
export interface VacancyCardView {
  id: number;
  title: string;
  subTitle: string | null;
  url: string;
  kind: VacancyKind;
  place: string | null;
  availability: string | null;
  duration: string | null;
  theme: string | null;
  hours: string | null;
  /** km from the searched place, one decimal; null without a place or for work done anywhere. */
  distance: number | null;
  applyBefore: string | null;
  region: string | null;
}

export function toVacancyCard(item: VacancyListItem): VacancyCardView {
  const kind = VACANCY_KIND_OF[item.Type];
  return {
    id: item.Id,
    title: item.Title,
    subTitle: item.SubTitle?.trim() || null,
    url: item.Data.Path,
    kind,
    place: summaryLocation(kind, item.City, item.VacancyType),
    availability: item.Availability.length ? item.Availability.join(', ') : null,
    duration: item.Duration,
    theme: item.Theme,
    hours: item.Hours,
    distance: item.Distance,
    applyBefore: item.ApplyBefore,
    region: item.Region?.Title ?? null,
  };
}

/** The cards of a list of vacancies: made once per held answer (loadedOnce), so the markup made of them can be reused. */
export const vacancyCardsOf = (items: readonly VacancyListItem[]): VacancyCardView[] => loadedOnce(items, NO_SECOND_INPUT, 'vacancy cards', () => items.map(toVacancyCard));

/** The facts every analytics event about a vacancy carries (spec section 7: title, category, hours, location, type); nothing about the visitor. */
export interface VacancyEventFacts {
  title: string;
  category: string | null;
  hours: string | null;
  location: string | null;
  type: VacancyKind;
}

export function vacancyEventFacts(v: { title: string; theme: string | null; hours: string | null; place: string | null; kind: VacancyKind }): VacancyEventFacts {
  return { title: v.title, category: v.theme, hours: v.hours, location: v.place, type: v.kind };
}

/** The select_vacancy event a card carries (`data-an-track`, spec section 7). */
export const selectVacancyEvent = (card: VacancyCardView): string => JSON.stringify(vacancyEvent('select_vacancy', vacancyEventFacts(card)));
