import { contentPage } from './content-page';
import { homePage } from './home-page';
import { CMS_TYPES, type CmsType, type PageKindModule } from './types';

/**
 * The page-kind registry: one line per CMS page type. Types still null are
 * known but not built yet and answer 404 until their issue lands.
 */
export const PAGE_KINDS: Record<CmsType, PageKindModule | null> = {
  activiteit: null,
  business_partner: null,
  business_partner_overview: null,
  centralised_building_block: null,
  content_page: contentPage,
  corporate_vacature: null,
  donation_content: null,
  homepage: homePage,
  info_over_dementie: null,
  location: null,
  memory_test_result_page: null,
  news: null,
  ontmoetingsplek: null,
  over_de_regio: null,
  overview_page: null,
  quiz: null,
  regio: null,
  regio_nieuws: null,
  regio_overzicht: null,
  regio_vacancies: null,
  services: null,
  shoppagina: null,
  uitgelicht: null,
  vacancies: null,
  vacancy_overview: null,
};

export class UnknownPageError extends Error {
  constructor(readonly pageType: string) {
    super('unknown page');
  }
}

/** The module for a CMS type; an unknown type is the error 'unknown page'. */
export function pageKindFor(type: string): PageKindModule | null {
  if (!(CMS_TYPES as readonly string[]).includes(type)) throw new UnknownPageError(type);
  return PAGE_KINDS[type as CmsType];
}
