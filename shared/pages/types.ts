import type { ComponentType } from 'react';
import type { PageView } from '../model/page';

/** Every page type the CMS delivers (spec section 1). */
export const CMS_TYPES = [
  'activiteit',
  'business_partner',
  'business_partner_overview',
  'centralised_building_block',
  'content_page',
  'corporate_vacature',
  'donation_content',
  'homepage',
  'info_over_dementie',
  'location',
  'memory_test_result_page',
  'news',
  'ontmoetingsplek',
  'over_de_regio',
  'overview_page',
  'quiz',
  'regio',
  'regio_nieuws',
  'regio_overzicht',
  'regio_vacancies',
  'services',
  'shoppagina',
  'uitgelicht',
  'vacancies',
  'vacancy_overview',
] as const;
export type CmsType = (typeof CMS_TYPES)[number];

/** A page kind: the view of one CMS page type. */
export interface PageKindModule {
  Component: ComponentType<{ page: PageView }>;
}
