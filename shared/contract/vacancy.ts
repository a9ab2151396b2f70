import * as v from 'valibot';
import { SafeUrl, TermRefSchema } from './common';

/**
 * Vacancies (spec section 3, "Vacancy" and the fields of `vacancies` and
 * `regio_vacancies`): the three CMS page types of a vacancy and their fields.
 *
 *   regio_vacancies     a regional volunteer vacancy; its region is its parent page
 *   vacancies           a national volunteer vacancy ('in de buurt' or 'vanuit huis')
 *   corporate_vacature  a paid job at the national office
 */
export const VACANCY_NODE_TYPES = ['regio_vacancies', 'vacancies', 'corporate_vacature'] as const;
export type VacancyNodeType = (typeof VACANCY_NODE_TYPES)[number];

/** The application's vacancy type (spec section 3: regional, landelijk, corporate), by page type. */
export const VACANCY_KIND_OF: Record<VacancyNodeType, 'regional' | 'landelijk' | 'corporate'> = {
  regio_vacancies: 'regional',
  vacancies: 'landelijk',
  corporate_vacature: 'corporate',
};
export type VacancyKind = (typeof VACANCY_KIND_OF)[VacancyNodeType];

/** Where a national vacancy is done: in the visitor's own neighbourhood, or from home (spec section 3). */
export const NATIONAL_VACANCY_TYPES = ['in_de_buurt', 'vanuit_huis'] as const;
export type NationalVacancyType = (typeof NATIONAL_VACANCY_TYPES)[number];

/** Which application form a vacancy asks for: the long one adds LinkedIn, CV and education (spec section 3, "Forms"). */
export const FORM_LENGTHS = ['short', 'long'] as const;
export type FormLength = (typeof FORM_LENGTHS)[number];

/** How a paid job is offered (corporate only; origin extension). */
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** A field the CMS sent in another shape reads as empty, so one odd field never loses the others. */
const loose = <T extends v.GenericSchema>(schema: T, empty: v.InferOutput<T>) => v.optional(v.fallback(schema, empty), empty);
const text = () => loose(v.nullable(v.string()), null);
const term = () => loose(v.nullable(TermRefSchema), null);
/** A term list; a single term is read as a list of one. */
const terms = () =>
  loose(
    v.union([v.array(TermRefSchema), v.pipe(TermRefSchema, v.transform((one) => [one]))]),
    [],
  );

/**
 * The type-specific fields of a vacancy node. Spec section 3 names the first
 * ten; the rest are extensions of this site's contract (docs/content-contract.md):
 * the theme and function (the taxonomies the overview filters
 * on), the form length, the time it takes and, for paid jobs, hours, contract,
 * department and employment type.
 */
export const VacancyFieldsSchema = v.object({
  /** vacaturetitel term: the kind of job ('Open sollicitatie', 'Voorlichter' ...). */
  field_job_title: term(),
  field_sub_title: text(),
  /** availability terms ('Overdag', "'s Avonds", 'Vanuit huis' ...). */
  field_availability: terms(),
  /** durations term ('Eenmalig', 'Korter dan 3 maanden', 'Langer dan 3 maanden'). */
  field_duration: term(),
  /** The 'apply before' date, YYYY-MM-DD (or a full ISO instant); none: open until filled. */
  field_end_date: text(),
  field_zip_code: text(),
  field_plaatsnaam: text(),
  /** National vacancies: in_de_buurt or vanuit_huis; others none. */
  field_vacancy_type: loose(v.nullable(v.picklist(NATIONAL_VACANCY_TYPES)), null),
  /** organisationunitkey term: routes an application to the right office. */
  field_organisation_unit_key: term(),
  /** Who receives applications (the regional recipient of a regional vacancy). Not a link: never shown. */
  field_email: text(),
  // Extensions (docs/content-contract.md).
  /** vrijwilligersactiviteit term: the vacancy's theme. */
  field_vrijwilligersactiviteit: term(),
  /** function_type terms. */
  field_function_type: terms(),
  field_form_length: loose(v.picklist(FORM_LENGTHS), 'short'),
  /** The time it takes, in words ('Eén avond per maand'). */
  field_hours: text(),
  /** Paid jobs: the contract ('Jaarcontract met uitzicht op vast') and the department. */
  field_contract: text(),
  field_department: text(),
  field_employment_type: loose(v.nullable(v.picklist(EMPLOYMENT_TYPES)), null),
});
export type VacancyFields = v.InferOutput<typeof VacancyFieldsSchema>;

/** Whether a CMS page type is one of the vacancy types. */
export const isVacancyNodeType = (type: string): type is VacancyNodeType => (VACANCY_NODE_TYPES as readonly string[]).includes(type);

/** A count from the upstream: a whole number, never negative. */
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const nullableText = () => v.optional(v.fallback(v.nullable(v.string()), null), null);

/** A regional vacancy's region in a list item; null when its address is unsafe. */
const ListRegionSchema = v.pipe(
  v.object({ Id: v.number(), Title: v.string(), Path: SafeUrl }),
  v.transform((region) => (region.Path ? region : null)),
);

/**
 * One vacancy of a list (spec section 7 names the calls and `Total`, `Items`,
 * `Vacancies`; the item's fields are this site's contract, docs/content-contract.md):
 * what a card and the summary rules need. `Theme` is the
 * volunteer activity (a paid job's department), `Duration` the duration (a
 * paid job's contract); `Distance` in km from the searched place, when there
 * was one and the vacancy has a place.
 */
export const VacancyListItemSchema = v.object({
  Id: v.number(),
  Title: v.string(),
  SubTitle: nullableText(),
  Type: v.fallback(v.picklist(VACANCY_NODE_TYPES), 'regio_vacancies'),
  VacancyType: v.optional(v.fallback(v.nullable(v.picklist(NATIONAL_VACANCY_TYPES)), null), null),
  City: nullableText(),
  ZipCode: nullableText(),
  Region: v.optional(v.fallback(v.nullable(ListRegionSchema), null), null),
  Theme: nullableText(),
  Availability: v.optional(v.fallback(v.array(v.string()), []), []),
  Duration: nullableText(),
  Functions: v.optional(v.fallback(v.array(v.string()), []), []),
  Hours: nullableText(),
  ApplyBefore: nullableText(),
  Created: nullableText(),
  Data: v.object({ Path: SafeUrl }),
  Distance: v.optional(v.fallback(v.nullable(v.number()), null), null),
});
export type VacancyListItem = v.InferOutput<typeof VacancyListItemSchema>;

/** Items whose path is unsafe are left out. */
const itemsOf = () =>
  v.pipe(
    v.array(VacancyListItemSchema),
    v.transform((items) => items.filter((item) => item.Data.Path !== '')),
  );

/** `GET /api/v1/region/vacancies/search`: one zero-based page and the total. */
export const VacancySearchSchema = v.object({ Total: Count, Items: itemsOf() });
export type VacancySearch = v.InferOutput<typeof VacancySearchSchema>;

/** `GET /api/v1/region/vacancies/closest` and `/{regionId}`: one zero-based page and the total. */
export const VacancyListSchema = v.object({ Total: Count, Vacancies: itemsOf() });
export type VacancyList = v.InferOutput<typeof VacancyListSchema>;

/** The two overviews of vacancy_overview pages (extension field `field_vacancy_scope`): volunteer work, or paid jobs. */
export const VACANCY_SCOPES = ['volunteer', 'corporate'] as const;
export type VacancyScope = (typeof VACANCY_SCOPES)[number];
export const VacancyOverviewFieldsSchema = v.object({
  field_vacancy_scope: v.optional(v.fallback(v.picklist(VACANCY_SCOPES), 'volunteer'), 'volunteer'),
  /** Extension: a region's own list (its id): the region view of its vacancies, six per page, no filters. */
  field_vacancy_region: v.optional(v.fallback(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null), null),
});

/** What the site asks `/api/v1/region/vacancies/search` (ids as the taxonomy gives them; page zero-based). */
export interface VacancySearchParams {
  functionIds: readonly string[];
  activityIds: readonly string[];
  durationIds: readonly string[];
  availabilityIds: readonly string[];
  /** A place or postcode; null: everywhere. */
  address: string | null;
  /** km around the address (sent only with one). */
  radius: number;
  page: number;
  pageSize: number;
  scope: VacancyScope;
}

/** The query of a search, in the order of spec section 7 (repeated ids, address, page, pageSize, radius). */
export function vacancySearchQuery(p: VacancySearchParams): string {
  const q = new URLSearchParams();
  for (const id of p.functionIds) q.append('functionId', id);
  for (const id of p.activityIds) q.append('activityId', id);
  for (const id of p.durationIds) q.append('durationId', id);
  for (const id of p.availabilityIds) q.append('availabilityId', id);
  if (p.address) q.set('address', p.address);
  q.set('page', String(p.page));
  q.set('pageSize', String(p.pageSize));
  if (p.address) q.set('radius', String(p.radius));
  if (p.scope === 'corporate') q.set('kind', 'corporate');
  return q.toString();
}
