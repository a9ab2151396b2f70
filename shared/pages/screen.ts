/**
 * The one shape of every screen: a loader that gets a narrow context (the
 * content calls, the route parameters, the URL, the site's configuration;
 * never Hono's context) and returns data or null, and a view that renders
 * that data. The worker runs both (worker/render/screen.tsx): it loads the
 * layout beside the loader, assembles the head from the screen's `Seo` in one
 * place (worker/render/head.ts) and renders the view in the layout.
 *
 * A new screen is a loader, a view and one line in the screen table
 * (worker/routes/screens.ts).
 */
import type { ComponentType } from 'react';
import type { DataLayerEntry, PageEntry } from '../analytics';
import type {
  CarerTest,
  Training,
  TrainingIndex,
  ActivityList,
  ChildPageList,
  CssRule,
  LatestNewsItem,
  LocationList,
  MemoryTest,
  MemoryTestKind,
  NewsList,
  Node,
  OverDeRegioTeaser,
  PartnerItem,
  RegionRef,
  RegionSearchResult,
  RegionSummary,
  RegionTeaser,
  SearchAnswer,
  SearchKind,
  Term,
  TypeRef,
  VacancyList,
  VacancySearch,
  VacancySearchParams,
  Vocabulary,
} from '../contract';
import type { Breadcrumb } from '../contract/navigation';
import type { Vacancy } from '../model/vacancy';
import type { GeoPlace } from '../contract/geo';
import type { AccountSettings, Profile, PublicProfile, Viewer } from '../model/account';
import type { CommunitySearch, ForumReader } from '../model/forum';
import type { ModerationReader } from '../model/moderation';
import type { BlogReader } from '../model/blog';
import type { PictureReader } from '../model/pictures';
import type { ExpertsReader } from '../model/experts';
import type { InboxReader } from '../model/inbox';
import type { RouteParams } from '../routes';
import { nl } from '../texts/nl';

/** The content calls a screen may make (the worker's ContentApi has them, cached). */
export interface ContentReader {
  homepage(): Promise<Node | null>;
  page(alias: string): Promise<Node | null>;
  breadcrumb(alias: string): Promise<Breadcrumb>;
  /** The alias of an internal path like node/12 ('/' when there is none). */
  nodePath(path: string): Promise<string>;
  /** An editor's preview: never cached. */
  preview(entityType: string, entityId: string, revisionId: string): Promise<Node | null>;
  previewBreadcrumb(alias: string): Promise<Breadcrumb>;
  /** Questions, labels and intro of one memory test (contract extension, see README). */
  memoryTest(kind: MemoryTestKind): Promise<MemoryTest | null>;
  trainingIndex(): Promise<TrainingIndex | null>;
  training(slug: string): Promise<Training | null>;
  carerTest(): Promise<CarerTest | null>;
  /** The newest news (national and regional), optionally of one news category. */
  latestNews(categoryId: number | null): Promise<LatestNewsItem[]>;
  /** A published node by id (through node-path, then the page), or null. */
  nodeById(id: number): Promise<Node | null>;
  /** Published child pages of a page, one 0-based page of them (origin extension). */
  children(parentId: number, page: number, pageSize: number): Promise<ChildPageList>;
  businessPartners(): Promise<PartnerItem[]>;
  cssRules(): Promise<CssRule[]>;
  /** One zero-based page of national news, newest first. */
  newsList(page: number): Promise<NewsList>;
  /** One zero-based page of national news matching a term. */
  newsSearch(term: string, page: number): Promise<NewsList>;
  /** One zero-based page of a region's news. */
  regionNews(region: RegionRef, page: number): Promise<NewsList>;
  /** One zero-based page of a region's news matching a term. */
  regionNewsSearch(region: RegionRef, term: string, page: number): Promise<NewsList>;
  /** A region by the name in a URL segment (dashes become spaces), or null. */
  region(name: string): Promise<RegionRef | null>;
  /** One zero-based page of the site search (ten hits); kind null: every kind. */
  siteSearch(term: string, kind: SearchKind | null, page: number): Promise<SearchAnswer>;
  /** A Dutch place, municipality, postcode or coordinates → its point and label; null when not found; throws when the geocoder fails. */
  geocode(place: string): Promise<GeoPlace | null>;
  /** A vocabulary's terms, sorted by weight (filter options). */
  taxonomy(vocabulary: Vocabulary): Promise<Term[]>;
  /** The vacancy at a path (regional, national or corporate) with its node, or null when the page there is no vacancy. */
  vacancy(path: string): Promise<{ node: Node; vacancy: Vacancy } | null>;
  /** A page of a vacancy search; null when the search answers 404 (a place it cannot find). */
  vacancySearch(params: VacancySearchParams): Promise<VacancySearch | null>;
  /** The vacancies nearest a place (six per page); null when the place is not found. */
  closestVacancies(place: string, radius: number, page: number): Promise<VacancyList | null>;
  /** A page (six) of a region's open vacancies. */
  regionVacancies(regionId: number, page: number): Promise<VacancyList>;
  /** Every region with its municipalities (origin extension). */
  regions(): Promise<RegionSummary[]>;
  /** The region for a place, municipality, postcode or region name; null when there is none. */
  regionSearch(query: string): Promise<RegionSearchResult | null>;
  /** One zero-based page of a region's locations, optionally of one location type. */
  regionLocations(regionId: number, locationType: number | null, page: number): Promise<LocationList>;
  /** One zero-based page of a location's activities that end today or later. */
  locationActivities(locationId: number, page: number): Promise<ActivityList>;
  /** One zero-based page of a region's coming activities, optionally of one type and in one place. */
  regionActivities(regionId: number, filter: { type: number | null; city: string | null }, page: number): Promise<ActivityList>;
  /** Coming activities within `radius` km of a place, optionally of one type (none: an empty list). */
  closestActivities(query: string, radius: number, type: number | null, page: number): Promise<ActivityList>;
  /** Coming activities of a type (or of every type) nationally (none: an empty list). */
  activitiesByType(type: number | null, page: number): Promise<ActivityList>;
  /** The types of a region's coming activities, alphabetical. */
  regionActivityTypes(regionId: number): Promise<TypeRef[]>;
  /** The types of the coming activities within `radius` km of a place, alphabetical. */
  closestActivityTypes(query: string, radius: number): Promise<TypeRef[]>;
  /** The places of a region's coming activities, alphabetical. */
  regionCities(regionId: number): Promise<string[]>;
  regionHighlights(regionId: number): Promise<RegionTeaser[]>;
  regionServices(regionId: number): Promise<RegionTeaser[]>;
  /** The region's own dementia information (often none). */
  regionDementiaInfo(regionId: number): Promise<RegionTeaser[]>;
  /** The generic dementia information every region may show. */
  genericDementiaInfo(): Promise<RegionTeaser[]>;
  overDeRegio(regionId: number): Promise<OverDeRegioTeaser | null>;
}

/** What the site is configured with, as far as screens need it (never a secret). */
export interface ScreenConfig {
  /** Absolute base of canonical addresses, without a trailing slash. */
  siteBase: string;
  /** An external read-aloud service, or null for the browser's own speech. */
  readAloudService: { url: string; customerId: string } | null;
  /** Online brochures linked from the memory-test results. */
  brochureUrls: Record<MemoryTestKind, string>;
  /** Where the donate widget sends the visitor. */
  donationUrl: string;
  /** Cloudflare Turnstile's site key when the check is on (both keys configured), else null. */
  turnstileSiteKey: string | null;
}

/** The logged-in member's own account, for their profile and settings screens. */
export interface OwnAccount {
  username: string;
  email: string;
  profile: Profile;
  settings: AccountSettings;
  photoUrl: string | null;
  createdAt: string;
}

/** The community reads a screen may make (SITE_DB; the worker implements them). */
export interface CommunityReader {
  /** The logged-in visitor's own account (null for visitors). */
  ownAccount(): Promise<OwnAccount | null>;
  /** A member's profile as anyone may see it; null when there is no such (active) member. */
  publicProfile(username: string): Promise<PublicProfile | null>;
  /** Whether a mail link still works, without using it (the page behind the link shows its form). */
  linkUsable(purpose: 'reset' | 'delete', code: string | undefined): Promise<boolean>;
  /** A training certificate by its code (its public verification page), or null. */
  certificate(code: string): Promise<import('./training/certificate').CertificateView | null>;
}

/** Which unpublished revision a preview address names. */
export interface PreviewTarget {
  entityType: string;
  entityId: string;
  revisionId: string;
}
export type PreviewCheck = 'ok' | 'missing' | 'expired' | 'invalid';

export interface ScreenContext {
  content: ContentReader;
  /** Path parameters and the query, merged (a repeated name is a list). */
  params: RouteParams;
  url: URL;
  config: ScreenConfig;
  /** `?debug=true`. */
  debug: boolean;
  now: Date;
  /** Logs a problem in the content once, without failing the page. */
  report(message: string): void;
  /**
   * The logged-in community member, or null. Only requests with a session
   * cookie can have one; those are never cached (worker/middleware/session).
   */
  viewer: Viewer | null;
  community: CommunityReader;
  /** The forum and groups (SITE_DB) as this viewer may see them, and the community search. */
  forum: ForumReader & CommunitySearch;
  /** The moderators' queue, log and words (the screens check the role first). */
  moderation: ModerationReader;
  /** Blogs and poems (SITE_DB) as this viewer may see them (issue 38). */
  blogs: BlogReader;
  /** The editors' image storage, for its library screen (issue 38). */
  pictures: PictureReader;
  /** Ask an expert: the public groups, topics and profiles; the queue and questions for experts and moderators only. */
  experts: ExpertsReader;
  /** The logged-in member's contact requests and conversations (null answers for visitors). */
  inbox: InboxReader;
  /** The anti-forgery token a form on the screen posts back (the worker holds the key). */
  formToken(): Promise<string>;
  /** Sends a failure the screen absorbed (it shows a failed state instead) to the error reporter. */
  reportError(error: unknown): void;
  /** A fresh signed submission key for a form of this scope (the worker holds the key; worker/forms/submission-key.ts). */
  submissionKey(scope: string): Promise<string>;
  /**
   * The visitor's no-JavaScript progress signed for `purpose` (the carer test,
   * a training), from the progress cookie; null when there is none or it is not
   * valid. A page that shows it is the visitor's own: answer it `NO_STORE`.
   */
  progress(purpose: string): Promise<unknown>;
  /** Checks a preview address's signature (the worker holds the key; a screen only asks). */
  verifyPreview(target: PreviewTarget, exp: string | undefined, sig: string | undefined): Promise<PreviewCheck>;
}

/** What a screen says about itself for the head; worker/render/head.ts turns it into tags. */
export interface Seo {
  /** The page's own title; the site name is added unless `bare`. */
  title: string;
  bare?: boolean;
  /** Put before the title, e.g. 'Fout: ' when the form on the page has errors. */
  titlePrefix?: string;
  description?: string | null;
  /** Canonical address: a path of this site or an absolute URL; none for pages no one should find. */
  canonical?: string | null;
  robots: string;
  /** Open Graph and Twitter card; only pages meant to be shared carry them. */
  og?: { type: 'website' | 'article'; image: string | null };
  /** schema.org data: the organisation (home page), the breadcrumb trail, a news article (`article`), a vacancy (`jobPosting`), an activity (`event`), a location (`place`). */
  structuredData?: ReadonlyArray<'organization' | 'breadcrumbs' | 'newsArticle' | 'jobPosting' | 'event' | 'place' | 'discussionForumPosting' | 'blogPosting'>;
  /** The facts of a public forum conversation, for its DiscussionForumPosting data. */
  forumPosting?: ForumPostingFacts;
  /** The facts of a public blog entry, for its BlogPosting data. */
  blogPosting?: BlogPostingFacts;
  /** The facts of a news article, for its NewsArticle data. */
  article?: ArticleFacts;
  /** The facts of a vacancy, for its JobPosting data. */
  jobPosting?: JobPostingFacts;
  /** The facts of an activity, for its Event data. */
  event?: EventFacts;
  /** The facts of a location, for its Place data. */
  place?: PlaceFacts;
  /** Previous and next page of a paged list (paths or absolute). */
  prev?: string | null;
  next?: string | null;
  /** Which page of a paged list this is (pageHints sets it): past the first, the head's description says so (worker/render/head.ts). */
  page?: number;
  /** News feeds announced with `<link rel="alternate">` (paths or absolute). */
  feeds?: ReadonlyArray<{ title: string; href: string }>;
  /** Editor CSS for this page, already sanitised. */
  css?: string | null;
  pageEntry?: PageEntry | null;
  /** Events of this page for the analytics data layer (the search's view_search_results), pushed after the entry. */
  events?: DataLayerEntry[];
}

/** A news article as schema.org's NewsArticle describes it (dates ISO, image absolute). */
export interface ArticleFacts {
  headline: string;
  datePublished: string;
  dateModified: string;
  image: string | null;
  description: string | null;
  /** The news category. */
  section: string | null;
}

/**
 * A vacancy as schema.org's JobPosting describes it. Volunteer work is
 * employment type VOLUNTEER and has no salary; work from home is TELECOMMUTE.
 */
export interface JobPostingFacts {
  title: string;
  /** The whole vacancy as plain text. */
  description: string;
  /** ISO instant the vacancy was published. */
  datePosted: string;
  /** ISO instant: the end of the last day to apply, in Dutch time; null when open until filled. */
  validThrough: string | null;
  employmentType: 'VOLUNTEER' | 'FULL_TIME' | 'PART_TIME' | 'INTERN';
  location: { kind: 'place'; locality: string; postalCode: string | null } | { kind: 'telecommute' } | { kind: 'country' };
  /** The vacancy's own id (the node id). */
  identifier: string;
}

/** A forum conversation as schema.org's DiscussionForumPosting describes it (the opening post and the replies on the page). */
export interface ForumPostingFacts {
  headline: string;
  text: string;
  author: string;
  datePublished: string;
  dateModified: string;
  replyCount: number;
  comments: ReadonlyArray<{ author: string; text: string; datePublished: string; url: string }>;
}

/** A public blog entry as schema.org's BlogPosting describes it (dates ISO, image and url absolute or paths). */
export interface BlogPostingFacts {
  headline: string;
  text: string;
  author: string;
  authorUrl: string;
  datePublished: string;
  dateModified: string;
  image: string | null;
  blog: { name: string; url: string };
  commentCount: number;
  /** 'Blog' or 'Gedicht': schema.org's genre. */
  genre: string;
}

/** A postal address as schema.org's PostalAddress has it (Dutch addresses: country NL). */
export interface AddressFacts {
  streetAddress: string;
  postalCode: string;
  addressLocality: string;
}

/** A location as schema.org's Place describes it. */
export interface PlaceFacts {
  name: string;
  address: AddressFacts | null;
  geo: { lat: number; lon: number } | null;
  telephone: string | null;
  email: string | null;
  description: string | null;
}

/** An activity as schema.org's Event describes it (start and end as ISO date-times with the Dutch offset). */
export interface EventFacts {
  name: string;
  startDate: string;
  endDate: string | null;
  description: string | null;
  location: PlaceFacts | null;
  /** The page with more information (the organiser's), else none. */
  moreInfo: string | null;
}

/** The chrome around a screen. */
export interface Chrome {
  breadcrumbs?: Breadcrumb;
  hideFooter?: boolean;
  hideNewsletter?: boolean;
}

/** What a loader returns: the view's data and what the page says about itself. */
export interface Loaded<D> {
  data: D;
  seo: Seo;
  chrome?: Chrome;
  status?: number;
  headers?: Record<string, string>;
}

export interface ScreenModule<D> {
  /** Null: nothing lives here (404). */
  load(ctx: ScreenContext): Promise<Loaded<D> | null>;
  View: ComponentType<{ data: D }>;
}

/** A screen whose view is rendered as is (error pages, answers to posts). */
export function loaded<D>(data: D, seo: Seo, rest: Omit<Loaded<D>, 'data' | 'seo'> = {}): Loaded<D> {
  return { data, seo, ...rest };
}

/**
 * The browser title of a page: its own title and the site's name. A CMS meta
 * title usually carries the site's name already ('[node:title] | [site:name]'),
 * so it is not added twice.
 */
export function siteTitle(title: string): string {
  const suffix = ` | ${nl.site.name}`;
  return title.endsWith(suffix) ? title : title + suffix;
}

/** Answers that depend on a visitor's post are never cached. */
export const NO_STORE = { 'cache-control': 'no-store' } as const;
/** A page that shows what one visitor did (their answers, their progress): never in any shared cache. */
export const PERSONAL = { 'cache-control': 'private, no-store' } as const;

/** A path of this site or an absolute URL, as an absolute URL (canonical addresses). */
export function absoluteUrl(config: Pick<ScreenConfig, 'siteBase'>, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : config.siteBase + pathOrUrl;
}
