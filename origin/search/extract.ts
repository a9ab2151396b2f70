/**
 * What the site search index holds of one node, whatever its type: generic, so
 * a page type added later (locations, activities, vacancies ...) becomes a
 * result without a change here. Only three things are type-aware: which types
 * are never results, which kind of hit a type is, and the dates between which
 * a type is shown.
 */
import { plainText } from '../../shared/contract/plain-text';
import { foldedWords } from '../../shared/contract/fold';
import type { NodeRow } from '../demo/types';

/** A node as the indexer reads it (from the generator or from D1): the generator's row without its revision and change date. */
export type IndexNode = Pick<NodeRow, 'id' | 'type' | 'title' | 'alias' | 'status' | 'created' | 'parentId' | 'fields'>;

/** What the indexer needs to know about other rows. */
export interface IndexLookups {
  /** The type and title of another node (a parent, a region), if it exists. */
  node(id: number): { type: string; title: string } | undefined;
  /** A taxonomy term's name. */
  termName(tid: number): string | undefined;
}

export type HitKind = 'information' | 'news' | 'regio';
export const HIT_KINDS: readonly HitKind[] = ['information', 'news', 'regio'];

/**
 * What a page is for, finer than its kind of hit: the ranking weighs each
 * class by what the query asks (search/intent.ts). info: pages that explain
 * or offer help, national; region: a region's own pages (its page, services,
 * highlights, over-de-regio); location; activity (a series of dated
 * occurrences, search/series.ts); vacancy (vacancies and their overviews);
 * news.
 */
export type DocClass = 'info' | 'region' | 'location' | 'activity' | 'vacancy' | 'news';
export const DOC_CLASSES: readonly DocClass[] = ['info', 'region', 'location', 'activity', 'vacancy', 'news'];
const VACANCY_TYPES: ReadonlySet<string> = new Set(['vacancies', 'regio_vacancies', 'corporate_vacature', 'vacancy_overview']);

export function classOf(type: string, regionId: number): DocClass {
  if (NEWS_TYPES.has(type)) return 'news';
  if (type === 'activiteit') return 'activity';
  if (type === 'location') return 'location';
  if (VACANCY_TYPES.has(type)) return 'vacancy';
  return REGION_TYPES.has(type) || regionId !== 0 ? 'region' : 'info';
}

/** The dates of a series of activities (search/series.ts): the next occurrence's first and last day, and how many more follow. */
export interface SeriesDates {
  next: string;
  until: string | null;
  more: number;
}

export interface SearchDoc {
  id: number;
  kind: HitKind;
  docClass: DocClass;
  /** What the hit shows. */
  title: string;
  introduction: string;
  /** What ranks as title and introduction when it differs from what the hit shows (a series: its name, not its next date's theme). */
  indexTitle?: string;
  indexIntroduction?: string;
  /** The headings of its text blocks: ranked as its title is (bm25's title column), not shown. */
  headings?: string[];
  body: string;
  alias: string;
  labels: string[];
  regionId: number;
  titleKey: string;
  expires: string | null;
  /** When a news article was published (its place in the fixed order); null for other pages. */
  published: string | null;
  shownFrom: string | null;
  shownUntil: string | null;
  /** Folded place names that belong to this doc's region (a region's own names, an address's town). */
  places: string[];
  /** The series of activities this doc stands for (search/series.ts), and its dates; null for every other page. */
  series: string | null;
  dates: SeriesDates | null;
}

/** Types that are never a result: the home page, building blocks shown inside other pages, and result pages of a test nobody took. */
const NOT_RESULTS: ReadonlySet<string> = new Set(['homepage', 'centralised_building_block', 'memory_test_result_page']);
const NEWS_TYPES: ReadonlySet<string> = new Set(['news', 'regio_nieuws']);
/** Types that belong to one region (the 'regio' tab); every other type is information. */
const REGION_TYPES: ReadonlySet<string> = new Set(['regio', 'location', 'activiteit', 'over_de_regio', 'regio_overzicht', 'regio_vacancies']);

export function kindOf(type: string, regionId = 0): HitKind {
  if (NEWS_TYPES.has(type)) return 'news';
  // A page of one region (a regional highlight, a service of the region) is a regional page,
  // whatever its type: it ranks after the national information and sits under the 'regio' tab.
  return REGION_TYPES.has(type) || regionId !== 0 ? 'regio' : 'information';
}

/**
 * Fields that hold no searchable text: references, links, media, codes,
 * contact details, dates and flags, and the parts indexed on their own
 * (title, introduction). Everything else that is a string with a letter in it
 * counts as body text, rich text included.
 */
const SKIP_KEY =
  /^(id|tid|uuid|type|format|kind|url|uri|href|src|path|alias|link|image|images|crops|media|alt|family|width|height|icon|color|email|phone|code|weight|value_key)$|^field_(meta_tags|introduction_wysiwyg|parent_page|header_image_video|color|overlay_color|primary_button|secondary_link|email|email_recepient|phone|municipalities|quiz_url|quiz_height|link|external_link|donation_frequency|hide\w*|show\w*|expire_date|start_date|end_date|start_time|end_time|entry_time|publication_date|zip_code|organisation_unit_key|vacancy_type|score_text|applicant|big_title|paragraphs|form_id|script_id|campaign\w*|amounts?|frequenc\w*|social\w*|facebook|instagram|linkedin|twitter|youtube)$/;
const NOT_TEXT = /^(https?:|mailto:|tel:|\/|#)|^[\w.+-]+@[\w-]+\.[\w.]+$|^\d{4}-\d{2}-\d{2}/;

function collectText(value: unknown, key: string, out: string[], depth: number): void {
  if (depth > 8 || SKIP_KEY.test(key)) return;
  if (typeof value === 'string') {
    if (!/\p{L}/u.test(value) || NOT_TEXT.test(value.trim())) return;
    out.push(value.includes('<') ? plainText(value) : value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectText(item, '', out, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) collectText(v, k, out, depth + 1);
  }
}

/** The body text of a node: every text field but the title and introduction. */
export function bodyText(fields: Record<string, unknown>): string {
  const out: string[] = [];
  for (const [key, value] of Object.entries(fields)) collectText(value, key, out, 0);
  return out.join(' \n ');
}

export const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
export const labelOf = (value: unknown): string | null => {
  if (!value || typeof value !== 'object') return null;
  const v = value as { label?: unknown; name?: unknown };
  return str(v.label) ?? str(v.name);
};
export const refId = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number') return (value as { id: number }).id;
  if (Array.isArray(value)) return refId(value[0]);
  return null;
};
const labels = (value: unknown): string[] => (Array.isArray(value) ? value : value ? [value] : []).map(labelOf).filter((l): l is string => l !== null);

/** The region a node belongs to: itself, its field_regio, or a regio parent. */
function regionOf(node: IndexNode, lookups: IndexLookups): number {
  if (node.type === 'regio') return node.id;
  const field = refId(node.fields.field_regio);
  if (field !== null) return field;
  if (node.parentId !== null && lookups.node(node.parentId)?.type === 'regio') return node.parentId;
  return 0;
}

/** A day (YYYY-MM-DD) from a date field, or null. */
export const day = (value: unknown): string | null => {
  const s = str(value);
  return s && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : null;
};

/** The days a node is shown between: a highlight's start and end, an activity's last day, a vacancy's closing day. */
function shownBetween(node: IndexNode): { from: string | null; until: string | null } {
  const start = day(node.fields.field_start_date);
  const end = day(node.fields.field_end_date);
  if (node.type === 'uitgelicht') return { from: start, until: end };
  if (node.type === 'activiteit') return { from: null, until: end ?? start };
  return { from: null, until: end };
}

/** The search labels of a hit: its categories, or what kind of regional page it is and its region. */
function searchLabels(node: IndexNode, regionTitle: string | null): string[] {
  const f = node.fields;
  if (node.type === 'news') return labels(f.field_news_category);
  const own = [
    ...labels(f.field_page_category),
    ...labels(f.field_activity_type),
    ...labels(f.field_location_type),
    ...labels(f.field_vacancy_theme ?? f.field_vrijwilligersactiviteit),
  ];
  const region = node.type !== 'regio' && regionTitle ? [regionTitle] : [];
  return [...new Set([...own, ...region])].slice(0, 3);
}

/** The folded place names a node contributes: a region's title and municipalities, the town of an address. */
function placesOf(node: IndexNode, lookups: IndexLookups): string[] {
  const out: string[] = [];
  const address = node.fields.field_address as { locality?: unknown } | null | undefined;
  // An address's town, or a vacancy's.
  for (const town of [str(address?.locality), str(node.fields.field_plaatsnaam)]) if (town) out.push(town);
  if (node.type === 'regio') {
    out.push(node.title);
    const municipalities = Array.isArray(node.fields.field_municipalities) ? node.fields.field_municipalities : [];
    for (const m of municipalities) {
      const tid = refId(m);
      const name = labelOf(m) ?? (tid !== null ? lookups.termName(tid) : undefined);
      if (name) out.push(name);
    }
  }
  return [...new Set(out.map((p) => foldedWords(p).join(' ')).filter((p) => p.length >= 2))];
}

/**
 * The headings of a page's text blocks ('Omgaan met veranderend gedrag' on the
 * page about caring): what its parts are about, ranked with its introduction.
 */
function headingsOf(fields: Record<string, unknown>): string[] {
  const blocks = Array.isArray(fields.field_page_content) ? fields.field_page_content : [];
  return blocks.flatMap((block) => {
    const title = block && typeof block === 'object' ? str((block as { field_title?: unknown }).field_title) : null;
    return title && /\p{L}/u.test(title) ? [title] : [];
  });
}

/**
 * The index entry of a node, or null when it is no result: unpublished,
 * hidden from search, a type that is never a result, or without a path.
 */
export function searchDocOf(node: IndexNode, lookups: IndexLookups): SearchDoc | null {
  const f = node.fields;
  if (!node.status || NOT_RESULTS.has(node.type) || f.field_hide_in_search === true || !node.alias) return null;
  const regionId = regionOf(node, lookups);
  const intro = f.field_introduction_wysiwyg as { value?: unknown } | null | undefined;
  const { from, until } = shownBetween(node);
  const introduction = typeof intro?.value === 'string' ? plainText(intro.value) : '';
  const headings = headingsOf(f);
  return {
    id: node.id,
    kind: kindOf(node.type, regionId),
    docClass: classOf(node.type, regionId),
    title: node.title,
    introduction,
    headings,
    body: bodyText(f),
    alias: node.alias,
    labels: searchLabels(node, regionId ? (lookups.node(regionId)?.title ?? null) : null),
    regionId,
    titleKey: foldedWords(node.title).join(' '),
    expires: str(f.field_expire_date),
    published: kindOf(node.type) === 'news' ? (str(f.field_publication_date) ?? node.created) : null,
    shownFrom: from,
    shownUntil: until,
    places: regionId ? placesOf(node, lookups) : [],
    series: null,
    dates: null,
  };
}
