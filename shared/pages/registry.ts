import { businessPartner } from './business-partner';
import { businessPartnerOverview } from './business-partner-overview';
import { centralisedBuildingBlock } from './centralised-building-block';
import { contentPage } from './content-page';
import { donationContent } from './donation-content';
import { homePage } from './home-page';
import { infoOverDementie } from './info-over-dementie';
import { ontmoetingsplek } from './ontmoetingsplek';
import { overviewPage } from './overview-page';
import { quizPage } from './quiz-page';
import { services } from './services';
import { shopPage } from './shop-page';
import { highlight } from './highlight';
import { activityPage } from './activity-page';
import { locationPage } from './location-page';
import { overDeRegio } from './over-de-regio';
import { regionOverviewKind } from './region-overview-kind';
import { regionPage } from './region-page';
import { newsArticle, regionNewsArticle } from './news-article';
import { vacancyOverview } from './vacancy-overview';
import { vacancyPage } from './vacancy-page';
import { CMS_TYPES, type CmsType, type PageKindModule } from './types';

/**
 * The page-kind registry: one line per CMS page type. Types still null are
 * known but not built yet and answer 404 until their issue lands.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own data type
export const PAGE_KINDS: Record<CmsType, PageKindModule<any> | null> = {
  activiteit: activityPage,
  business_partner: businessPartner,
  business_partner_overview: businessPartnerOverview,
  centralised_building_block: centralisedBuildingBlock,
  content_page: contentPage,
  corporate_vacature: vacancyPage,
  donation_content: donationContent,
  homepage: homePage,
  info_over_dementie: infoOverDementie,
  location: locationPage,
  memory_test_result_page: null,
  news: newsArticle,
  ontmoetingsplek: ontmoetingsplek,
  over_de_regio: overDeRegio,
  overview_page: overviewPage,
  quiz: quizPage,
  regio: regionPage,
  regio_nieuws: regionNewsArticle,
  regio_overzicht: regionOverviewKind,
  regio_vacancies: vacancyPage,
  services: services,
  shoppagina: shopPage,
  uitgelicht: highlight,
  vacancies: vacancyPage,
  vacancy_overview: vacancyOverview,
};

export class UnknownPageError extends Error {
  constructor(readonly pageType: string) {
    super('unknown page');
  }
}

/** The module for a CMS type; an unknown type is the error 'unknown page'. */
export function pageKindFor(type: string): PageKindModule<any> | null {
  if (!(CMS_TYPES as readonly string[]).includes(type)) throw new UnknownPageError(type);
  return PAGE_KINDS[type as CmsType];
}
