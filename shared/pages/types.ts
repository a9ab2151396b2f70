import type { ComponentType } from 'react';
import type { Node } from '../contract';
import type { ContentReader, EventFacts, JobPostingFacts, PlaceFacts } from './screen';
import type { PageView } from './page-view';
import type { ReadAloudConfig } from '../read-aloud';
import type { RouteParams } from '../routes';

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

/** What every page kind gets besides its own view and data. */
export interface PageEnv {
  /** Absolute address of the page (share links, read-aloud service). */
  canonical: string;
  readAloud: ReadAloudConfig;
}

/** The content calls a page kind may need beyond its node (the worker's ContentApi has them): those of every screen. */
export type PageKindContent = ContentReader;

export interface PageKindLoadContext {
  page: PageView;
  node: Node;
  params: RouteParams;
  content: PageKindContent;
  now: Date;
  /** The request's address (its query: a list's page, a place). */
  url: URL;
}

/** A kind's extra data, and the prev/next hints of a paged list for the head. */
export interface PageKindLoad<D> {
  data: D;
  prev?: string | null;
  next?: string | null;
  /** Which page of a paged list this is (pageHints sets it; Seo.page). */
  page?: number;
  /** A news article: what its schema.org NewsArticle needs beyond the page itself. */
  article?: { datePublished: string; section: string | null };
  /** A vacancy: its schema.org JobPosting. */
  jobPosting?: JobPostingFacts;
  /** Robots for this view of the page, e.g. 'noindex, follow' for a filtered list. */
  robots?: string;
  /** An activity: its schema.org Event. */
  event?: EventFacts;
  /** A location: its schema.org Place. */
  place?: PlaceFacts;
}

/** Whether a page may be shown, from the facts every listing of pages also knows (sitemap). */
export interface PageFacts {
  status: boolean;
  expireDate: string | null;
  startDate: string | null;
  endDate: string | null;
}

/** A page kind: the view of one CMS page type. */
export interface PageKindModule<D = undefined> {
  Component: ComponentType<{ page: PageView; data: D; env: PageEnv }>;
  /**
   * Extra data (child pages, partners, the kind's own fields), loaded before
   * rendering. Null means there is nothing to show here (404), e.g. a page
   * number past the end of a list.
   */
  load?: (ctx: PageKindLoadContext) => Promise<PageKindLoad<D> | null>;
  /** Beyond publication and expiry: e.g. a highlight only between its dates. */
  visible?: (facts: PageFacts, now: Date) => boolean;
  /**
   * Whether a page that is shown is also listed for search engines (the
   * sitemap); unless said here, every page shown is. An activity whose day
   * has passed is still shown (it says it is over) but no longer listed.
   */
  listed?: (facts: PageFacts, now: Date) => boolean;
  /** Open Graph type; 'website' unless the kind is an article. */
  ogType?: 'website' | 'article';
}
