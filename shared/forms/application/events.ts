/**
 * The analytics events of an application (spec section 7), built from the
 * vacancy only: nothing the applicant typed is ever in one.
 */
import type { DataLayerEntry } from '../../analytics';

export interface VacancyFacts {
  title: string;
  category: string;
  hours: string;
  location: string;
  type: string;
}

/** Once, on the first edit of the form. */
export const startEvent = (): DataLayerEntry => ({ event: 'start_volunteer_application' });

/** On success: the submission and the vacancy funnel's step 2. */
export const successEvents = (v: VacancyFacts): DataLayerEntry[] => [
  { event: 'submit_volunteer_application', title: v.title, category: v.category, hours: v.hours, location: v.location, type: v.type },
  { event: 'alzheimerVacancy', title: v.title, step: 2 },
];
