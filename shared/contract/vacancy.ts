import * as v from 'valibot';
import { TermRefSchema } from './common';

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
 * ten; the rest are extensions of this site's contract (README "Contract
 * extensions"): the theme and function (the taxonomies the overview filters
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
  // Extensions (README "Contract extensions").
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
