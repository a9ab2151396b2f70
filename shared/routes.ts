/**
 * The route table of spec section 2: path patterns with named segments, each
 * mapped to a screen. Order matters: the first match wins, the catch-all last.
 *
 * Pattern syntax: literal segments; `:name` one segment; `prefix:name` a segment
 * starting with `prefix` (e.g. `stap:step`); `:name+` one or more segments.
 * A segment constraint may follow in parentheses: `stap:step(1|2|3)`.
 */
export const SCREEN_NAMES = [
  'home',
  'cookies',
  'search',
  'preview',
  'region_overview',
  'location_overview',
  'region_activities',
  'activity_search',
  'region_vacancies',
  'news_overview',
  'region_news_overview',
  'vacancy_apply_regional',
  'vacancy_apply_national',
  'vacancy_apply_contact_request',
  'vacancy_apply_corporate',
  'vacancy_thanks',
  'corporate_vacancy_thanks',
  'memory_test',
  'memory_test_self',
  'memory_test_other',
  'memory_test_result_self',
  'memory_test_result_other',
  'account_register',
  'account_registered',
  'account_verified',
  'account_resend',
  'account_login',
  'account_logout',
  'account_forgot',
  'account_reset',
  'account_profile',
  'account_settings',
  'account_delete',
  'account_delete_confirm',
  'member_profile',
  'member_photo',
  'carer_test',
  'carer_test_question',
  'carer_test_result',
  'training_overview',
  'training_start',
  'training_step',
  'training_feedback',
  'training_summary',
  'training_result',
  'training_certificate',
  'certificate',
  'certificate_image',
  'tips_unsubscribe',
  'community_landing',
  'forum_overview',
  'forum_new',
  'forum_conversation',
  'forum_post_edit',
  'forum_post_delete',
  'forum_post_report',
  'forum_action',
  'groups_overview',
  'group_page',
  'notifications_unsubscribe',
  'moderation_queue',
  'moderation_log',
  'moderation_words',
  'blogs_overview',
  'blog_page',
  'blog_entry',
  'blog_write',
  'blog_mine',
  'blog_confirm',
  'blog_action',
  'picture_library',
  'expert_overview',
  'expert_group',
  'expert_topic',
  'expert_profile',
  'expert_ask',
  'expert_asked',
  'expert_reply',
  'expert_queue',
  'expert_question',
  'expert_own_profile',
  'inbox_overview',
  'inbox_conversation',
  'inbox_remove',
  'inbox_block',
  'inbox_report',
  'contact_request',
  'cms_page',
] as const;
export type ScreenName = (typeof SCREEN_NAMES)[number];

export interface RouteDef {
  name: string;
  pattern: string;
  screen: ScreenName;
  /** Found by the site search with its title, introduction and keywords (shared/texts/nl/search-screens.ts, shared/screen-search.ts). */
  search?: boolean;
}

export const ROUTES = [
  { name: 'home', pattern: '/', screen: 'home' },
  { name: 'cookies', pattern: '/cookies', screen: 'cookies' },
  { name: 'search', pattern: '/zoeken', screen: 'search' },
  { name: 'preview', pattern: '/preview/:entityType/:entityId/:revisionId', screen: 'preview' },
  { name: 'regions', pattern: '/regios', screen: 'region_overview', search: true },
  { name: 'region-locations', pattern: '/regios/:regio/locaties', screen: 'location_overview', search: true },
  { name: 'region-activities', pattern: '/regios/:regio/activiteiten', screen: 'region_activities', search: true },
  { name: 'activity-search', pattern: '/activiteiten/zoeken', screen: 'activity_search' },
  // A region's vacancies: the CMS page at this address (issue 15 fills it).
  { name: 'region-vacancies', pattern: '/regios/:regio/vrijwilligerswerk', screen: 'region_vacancies' },
  { name: 'news', pattern: '/nieuws', screen: 'news_overview', search: true },
  { name: 'region-news', pattern: '/regios/:regioName/nieuws', screen: 'region_news_overview', search: true },
  // The volunteer-work overview is a CMS page (vacancy_overview); named here so links to it use href('vacancies').
  { name: 'vacancies', pattern: '/vrijwilligerswerk', screen: 'cms_page', search: true },
  { name: 'apply-regional', pattern: '/regios/:regio/vrijwilligerswerk/:vacancy/solliciteren', screen: 'vacancy_apply_regional' },
  {
    name: 'apply-contact-request',
    pattern: '/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren',
    screen: 'vacancy_apply_contact_request',
  },
  { name: 'apply-national', pattern: '/vrijwilligerswerk/:vacancy/solliciteren', screen: 'vacancy_apply_national' },
  { name: 'vacancy-thanks', pattern: '/vrijwilligerswerk/bedankt-voor-je-sollicitatie', screen: 'vacancy_thanks' },
  {
    name: 'corporate-thanks',
    pattern: '/over-ons/werken-bij-alzheimer-nederland/bedankt-voor-je-sollicitatie',
    screen: 'corporate_vacancy_thanks',
  },
  { name: 'apply-corporate', pattern: '/:vacancy+/solliciteren', screen: 'vacancy_apply_corporate' },
  { name: 'memory-test', pattern: '/geheugentest', screen: 'memory_test', search: true },
  { name: 'memory-test-self', pattern: '/geheugentest/zelf', screen: 'memory_test_self' },
  { name: 'memory-test-self-step', pattern: '/geheugentest/zelf/stap:step(1|2|3)', screen: 'memory_test_self' },
  { name: 'memory-test-other', pattern: '/geheugentest/ander', screen: 'memory_test_other' },
  { name: 'memory-test-other-step', pattern: '/geheugentest/ander/stap:step(2)', screen: 'memory_test_other' },
  { name: 'memory-test-result-self', pattern: '/geheugentest/zelf/resultaten', screen: 'memory_test_result_self' },
  { name: 'memory-test-result-other', pattern: '/geheugentest/ander/resultaten', screen: 'memory_test_result_other' },
  // Community accounts (issue 18). The verification link itself (/registreren/verificatie?code=)
  // is handled by the worker, which answers with the result screen.
  { name: 'register', pattern: '/registreren', screen: 'account_register', search: true },
  { name: 'register-confirmation', pattern: '/registreren/bevestiging', screen: 'account_registered' },
  { name: 'verify', pattern: '/registreren/verificatie', screen: 'account_verified' },
  { name: 'resend-verification', pattern: '/verificatie-mail-opnieuw-versturen', screen: 'account_resend', search: true },
  { name: 'login', pattern: '/inloggen', screen: 'account_login', search: true },
  { name: 'logout', pattern: '/uitloggen', screen: 'account_logout' },
  { name: 'password-forgotten', pattern: '/wachtwoord/vergeten', screen: 'account_forgot', search: true },
  { name: 'password-reset', pattern: '/wachtwoord/nieuw', screen: 'account_reset' },
  { name: 'my-profile', pattern: '/mijn-account', screen: 'account_profile', search: true },
  { name: 'my-settings', pattern: '/mijn-account/instellingen', screen: 'account_settings' },
  { name: 'delete-account', pattern: '/mijn-account/verwijderen', screen: 'account_delete', search: true },
  { name: 'delete-account-confirm', pattern: '/mijn-account/verwijderen/bevestigen', screen: 'account_delete_confirm' },
  { name: 'member-profile', pattern: '/leden/:username', screen: 'member_profile' },
  // The photo is a file, served by the worker (worker/routes/account/photo.ts), not a screen.
  { name: 'member-photo', pattern: '/leden/:username/foto/:photo', screen: 'member_photo' },
  // The carer self-test and the online trainings with their certificate and tips (issue 40, docs/training.md).
  { name: 'carer-test', pattern: '/mantelzorgtest', screen: 'carer_test', search: true },
  { name: 'carer-test-question', pattern: '/mantelzorgtest/vraag/:question([1-9]|[12][0-9]|30)', screen: 'carer_test_question' },
  { name: 'carer-test-result', pattern: '/mantelzorgtest/resultaat', screen: 'carer_test_result' },
  { name: 'training-overview', pattern: '/training-omgaan-met-veranderend-gedrag', screen: 'training_overview', search: true },
  { name: 'training', pattern: '/trainingen/:training', screen: 'training_start' },
  { name: 'training-step', pattern: '/trainingen/:training/stap/:step([1-9]|1[0-9]|20)', screen: 'training_step' },
  { name: 'training-feedback', pattern: '/trainingen/:training/stap/:step([1-9]|1[0-9]|20)/uitleg', screen: 'training_feedback' },
  { name: 'training-summary', pattern: '/trainingen/:training/samenvatting', screen: 'training_summary' },
  { name: 'training-result', pattern: '/trainingen/:training/resultaat', screen: 'training_result' },
  { name: 'training-certificate', pattern: '/trainingen/:training/certificaat', screen: 'training_certificate' },
  { name: 'certificate', pattern: '/certificaat/:code([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})', screen: 'certificate' },
  // The JPEG is a file, served by the worker (worker/routes/certificate.ts), not a screen.
  { name: 'certificate-image', pattern: '/certificaat/:code([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/certificaat.jpg', screen: 'certificate_image' },
  { name: 'tips-unsubscribe', pattern: '/tips/afmelden', screen: 'tips_unsubscribe' },
  // The forum and groups (issue 37). Routes on 'forum_action' are posts (and
  // one redirect) the worker answers itself (worker/routes/forum/); a GET there is 404.
  { name: 'share-experiences', pattern: '/ervaringen-delen', screen: 'community_landing', search: true },
  { name: 'forum', pattern: '/ervaringen-delen/forum', screen: 'forum_overview', search: true },
  { name: 'forum-new', pattern: '/ervaringen-delen/forum/nieuw', screen: 'forum_new' },
  { name: 'forum-conversation', pattern: '/ervaringen-delen/forum/:conversation([0-9]+[a-z0-9-]*)', screen: 'forum_conversation' },
  { name: 'forum-reply', pattern: '/ervaringen-delen/forum/:conversation([0-9]+[a-z0-9-]*)/reageren', screen: 'forum_action' },
  { name: 'forum-follow', pattern: '/ervaringen-delen/forum/:conversation([0-9]+[a-z0-9-]*)/volgen', screen: 'forum_action' },
  { name: 'topic-follow', pattern: '/ervaringen-delen/forum/onderwerp/:topic/volgen', screen: 'forum_action' },
  { name: 'forum-post', pattern: '/ervaringen-delen/berichten/:post([0-9]+)', screen: 'forum_action' },
  { name: 'post-edit', pattern: '/ervaringen-delen/berichten/:post([0-9]+)/bewerken', screen: 'forum_post_edit' },
  { name: 'post-delete', pattern: '/ervaringen-delen/berichten/:post([0-9]+)/verwijderen', screen: 'forum_post_delete' },
  { name: 'post-report', pattern: '/ervaringen-delen/berichten/:post([0-9]+)/melden', screen: 'forum_post_report' },
  { name: 'groups', pattern: '/ervaringen-delen/groepen', screen: 'groups_overview', search: true },
  { name: 'group', pattern: '/ervaringen-delen/groepen/:group', screen: 'group_page' },
  { name: 'group-membership', pattern: '/ervaringen-delen/groepen/:group/lidmaatschap', screen: 'forum_action' },
  { name: 'group-new', pattern: '/ervaringen-delen/groepen/:group/nieuw', screen: 'forum_new' },
  { name: 'group-conversation', pattern: '/ervaringen-delen/groepen/:group/:conversation([0-9]+[a-z0-9-]*)', screen: 'forum_conversation' },
  { name: 'unsubscribe', pattern: '/ervaringen-delen/meldingen/afmelden', screen: 'notifications_unsubscribe' },
  { name: 'moderation', pattern: '/beheer/meldingen', screen: 'moderation_queue' },
  { name: 'moderation-log', pattern: '/beheer/logboek', screen: 'moderation_log' },
  { name: 'moderation-words', pattern: '/beheer/woorden', screen: 'moderation_words' },
  { name: 'moderate-post', pattern: '/beheer/berichten/:post([0-9]+)', screen: 'forum_action' },
  { name: 'moderate-conversation', pattern: '/beheer/gesprekken/:conversation([0-9]+)', screen: 'forum_action' },
  // Blogs and poems (issue 38). Writing lives under /mijn-blog (a username may be any word);
  // routes on 'blog_action' are posts the worker answers itself (worker/routes/blogs/).
  { name: 'blogs', pattern: '/blogs', screen: 'blogs_overview' },
  { name: 'blog', pattern: '/blogs/:username', screen: 'blog_page' },
  { name: 'blog-follow', pattern: '/blogs/:username/volgen', screen: 'blog_action' },
  { name: 'blog-entry', pattern: '/blogs/:username/:slug', screen: 'blog_entry' },
  { name: 'blog-react', pattern: '/blogs/:username/:slug/reageren', screen: 'blog_action' },
  { name: 'blog-entry-report', pattern: '/blogs/:username/:slug/melden', screen: 'blog_confirm' },
  { name: 'blog-reaction', pattern: '/blogs/:username/:slug/reacties/:reaction([0-9]+)/:action(bewerken|verwijderen|melden)', screen: 'blog_confirm' },
  { name: 'my-blog', pattern: '/mijn-blog', screen: 'blog_mine' },
  { name: 'blog-write', pattern: '/mijn-blog/schrijven', screen: 'blog_write' },
  { name: 'blog-edit', pattern: '/mijn-blog/:entry([0-9]+)/bewerken', screen: 'blog_write' },
  { name: 'blog-delete', pattern: '/mijn-blog/:entry([0-9]+)/verwijderen', screen: 'blog_confirm' },
  { name: 'blog-settings', pattern: '/mijn-blog/instellingen', screen: 'blog_action' },
  { name: 'moderate-blog', pattern: '/beheer/blogs/:kind(bijdrage|reactie)/:id([0-9]+)', screen: 'blog_action' },
  // The editors' image storage: the library page (without JavaScript); the blobs and their JSON are worker routes (/blobstorage/).
  { name: 'pictures', pattern: '/beheer/afbeeldingen', screen: 'picture_library' },
  { name: 'picture-delete', pattern: '/beheer/afbeeldingen/:name/verwijderen', screen: 'picture_library' },
  // The blob storage itself (spec section 7, same origin /blobstorage/): worker routes (worker/routes/blobstorage.ts).
  { name: 'pictures-json', pattern: '/blobstorage/pictures', screen: 'blog_action' },
  { name: 'picture-copies', pattern: '/blobstorage/pictures/:name/kopieen', screen: 'blog_action' },
  { name: 'blob', pattern: '/blobstorage/:container/:name', screen: 'blog_action' },
  // Ask an expert and the inbox (issue 39). Routes on 'forum_action' are posts the worker answers
  // itself (worker/routes/experts/, worker/routes/inbox/). Group slugs never take the names of the fixed pages.
  { name: 'experts', pattern: '/onze-ondersteuning/experts', screen: 'expert_overview' },
  { name: 'expert-ask', pattern: '/onze-ondersteuning/experts/vraag-stellen', screen: 'expert_ask' },
  { name: 'expert-asked', pattern: '/onze-ondersteuning/experts/vraag-verstuurd', screen: 'expert_asked' },
  { name: 'expert-reply', pattern: '/onze-ondersteuning/experts/reageren', screen: 'expert_reply' },
  { name: 'expert-profile', pattern: '/onze-ondersteuning/experts/expert/:username', screen: 'expert_profile' },
  { name: 'expert-group', pattern: '/onze-ondersteuning/experts/:group', screen: 'expert_group' },
  { name: 'expert-topic', pattern: '/onze-ondersteuning/experts/:group/:topic', screen: 'expert_topic' },
  { name: 'expert-queue', pattern: '/experts/vragen', screen: 'expert_queue' },
  { name: 'expert-question', pattern: '/experts/vragen/:question([0-9]+)', screen: 'expert_question' },
  {
    name: 'expert-question-act',
    pattern: '/experts/vragen/:question([0-9]+)/:act(oppakken|vrijgeven|beantwoorden|gebeld|sluiten|voorstellen)',
    screen: 'forum_action',
  },
  { name: 'expert-own-profile', pattern: '/experts/profiel', screen: 'expert_own_profile' },
  { name: 'moderate-expert-qa', pattern: '/beheer/expertvragen/:publication([0-9]+)', screen: 'forum_action' },
  { name: 'inbox', pattern: '/mijn-account/berichten', screen: 'inbox_overview' },
  { name: 'inbox-contact', pattern: '/mijn-account/berichten/:contact([0-9]+)', screen: 'inbox_conversation' },
  { name: 'inbox-send', pattern: '/mijn-account/berichten/:contact([0-9]+)/versturen', screen: 'forum_action' },
  { name: 'inbox-remove', pattern: '/mijn-account/berichten/:contact([0-9]+)/verwijderen', screen: 'inbox_remove' },
  { name: 'inbox-answer', pattern: '/mijn-account/berichten/verzoeken/:contact([0-9]+)', screen: 'forum_action' },
  { name: 'inbox-block', pattern: '/mijn-account/berichten/leden/:username/blokkeren', screen: 'inbox_block' },
  { name: 'inbox-unblock', pattern: '/mijn-account/berichten/leden/:username/deblokkeren', screen: 'forum_action' },
  { name: 'inbox-report', pattern: '/mijn-account/berichten/bericht/:message([0-9]+)/melden', screen: 'inbox_report' },
  { name: 'contact-request', pattern: '/leden/:username/contactverzoek', screen: 'contact_request' },
  { name: 'moderate-message', pattern: '/beheer/persoonlijke-berichten/:message([0-9]+)', screen: 'forum_action' },
  { name: 'cms-page', pattern: '/:slug+', screen: 'cms_page' },
] as const satisfies readonly RouteDef[];

/** The name of a route of the table: what `href` links to. */
export type RouteName = (typeof ROUTES)[number]['name'];

export type RouteParams = Record<string, string | string[]>;

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

type Matcher = { route: RouteDef; regex: RegExp; names: string[] };

/** One segment of a pattern: a literal, or a named parameter with its literal prefix and constraint. */
type Segment =
  | { kind: 'literal'; text: string }
  | { kind: 'param'; prefix: string; name: string; many: boolean; constraint: string | undefined; allows: RegExp | undefined };

function parseSegment(segment: string): Segment {
  const m = /^([^:]*):(\w+)(\+)?(?:\(([^)]+)\))?$/.exec(segment);
  if (!m) return { kind: 'literal', text: segment };
  const [, prefix = '', name = '', many, constraint] = m;
  // The constraint compiled once (href checks every value against it, dozens of times per page).
  return { kind: 'param', prefix, name, many: many === '+', constraint, allows: constraint ? new RegExp(`^(?:${constraint})$`) : undefined };
}

const segmentsOf = (pattern: string): Segment[] => (pattern === '/' ? [] : pattern.split('/').slice(1).map(parseSegment));

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(route: RouteDef): Matcher {
  const names: string[] = [];
  if (route.pattern === '/') return { route, regex: /^\/$/, names };
  const body = segmentsOf(route.pattern)
    .map((segment) => {
      if (segment.kind === 'literal') return '/' + escapeRegex(segment.text);
      names.push(segment.name);
      const value = segment.many ? '[^/]+(?:/[^/]+)*' : segment.constraint ? `(?:${segment.constraint})` : '[^/]+';
      return '/' + escapeRegex(segment.prefix) + `(${value})`;
    })
    .join('');
  return { route, regex: new RegExp(`^${body}$`), names };
}

// Pure: a browser bundle that only builds links (href) leaves the matchers out.
const MATCHERS = /* @__PURE__ */ ROUTES.map(compile);

/** Removes a trailing slash ('/' itself stays). */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * The matcher and captures of paths matched lately, by normalised path (null:
 * none matches). A busy page is asked for again and again, and a CMS page's
 * path tries every pattern before the catch-all: 2.3 % of a KV-warm vacancy
 * page's samples (2026-11-28). Bounded: emptied when full, so a flood of
 * distinct paths costs no more than matching them, and a path longer than any
 * of the site's (a hostile one) is matched every time, not kept.
 */
type PathMatch = { matcher: Matcher; captures: readonly string[] };
const recentMatches = /* @__PURE__ */ new Map<string, PathMatch | null>();
const RECENT_MATCHES = 1000;
const RECENT_PATH_CHARS = 512;

function matchPath(normalised: string): PathMatch | null {
  const recent = recentMatches.get(normalised);
  if (recent !== undefined) return recent;
  let found: PathMatch | null = null;
  for (const matcher of MATCHERS) {
    const m = matcher.regex.exec(normalised);
    if (!m) continue;
    found = { matcher, captures: matcher.names.map((_, i) => safeDecode(m[i + 1] ?? '')) };
    break;
  }
  if (normalised.length > RECENT_PATH_CHARS) return found;
  if (recentMatches.size >= RECENT_MATCHES) recentMatches.clear();
  recentMatches.set(normalised, found);
  return found;
}

/**
 * Finds the route for a path and merges the query into its parameters: a name
 * given more than once becomes a list; a path parameter wins over a query one.
 */
export function matchRoute(path: string, query?: URLSearchParams): RouteMatch | null {
  const found = matchPath(normalisePath(path));
  if (!found) return null;
  const { matcher, captures } = found;
  const params: RouteParams = {};
  if (query) {
    for (const key of new Set(query.keys())) {
      const all = query.getAll(key);
      params[key] = all.length > 1 ? all : (all[0] ?? '');
    }
  }
  matcher.names.forEach((name, i) => {
    params[name] = captures[i]!;
  });
  return { route: matcher.route, params };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A route's pattern, for the worker's own handlers of it (Hono reads the same `:name` syntax). */
export function patternOf(name: RouteName): string {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`patternOf: no route named ${name}`);
  return route.pattern;
}

/** First value of a parameter that may be a list. */
export function param(params: RouteParams, name: string): string | undefined {
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

/* ---- Links: href(name, params) builds a route's path, so no code writes one by hand. ---- */

type PatternOf<N extends RouteName> = Extract<(typeof ROUTES)[number], { name: N }>['pattern'];
type SegmentParam<S extends string> = S extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}+`
    ? Name
    : Rest extends `${infer Name}(${string})`
      ? Name
      : Rest
  : never;
type PatternParams<P extends string> = P extends `${infer Head}/${infer Tail}` ? SegmentParam<Head> | PatternParams<Tail> : SegmentParam<P>;
/** The path parameters of a route, read from its pattern: `/regios/:regio/locaties` → 'regio'. */
export type PathParamName<N extends RouteName> = PatternParams<PatternOf<N>>;

/** A query value: a list is repeated under one name; null and undefined are left out. */
export type QueryValue = string | number | readonly (string | number)[] | null | undefined;
/** Path parameters by name (a `:name+` parameter may be a list of segments), every other name a query parameter. */
export type HrefParams<N extends RouteName> = { [K in PathParamName<N>]: string | number | readonly string[] } & Record<string, QueryValue>;
type HrefArgs<N extends RouteName> = [PathParamName<N>] extends [never] ? [params?: HrefParams<N>] : [params: HrefParams<N>];

/** Each route's segments, and the names of its path parameters (every other parameter goes to the query). */
const SEGMENTS = new Map<string, { segments: Segment[]; inPath: ReadonlySet<string> }>(
  ROUTES.map((route) => {
    const segments = segmentsOf(route.pattern);
    return [route.name, { segments, inPath: new Set(segments.flatMap((segment) => (segment.kind === 'param' ? [segment.name] : []))) }];
  }),
);

function fail(name: string, problem: string): never {
  throw new Error(`href('${name}'): ${problem}`);
}

function segmentValue(name: string, segment: Extract<Segment, { kind: 'param' }>, value: QueryValue): string {
  if (value === undefined || value === null || value === '') fail(name, `missing parameter '${segment.name}'`);
  if (segment.many) {
    const parts = typeof value === 'string' ? value.split('/') : Array.isArray(value) ? value.map(String) : [String(value)];
    if (parts.length === 0 || parts.some((part) => part === '')) fail(name, `parameter '${segment.name}' has an empty segment`);
    return parts.map(encodeURIComponent).join('/');
  }
  if (Array.isArray(value)) fail(name, `parameter '${segment.name}' is one segment, not a list`);
  const text = String(value);
  if (segment.allows && !segment.allows.test(text)) {
    fail(name, `parameter '${segment.name}' must be ${segment.constraint}, not '${text}'`);
  }
  return segment.prefix + encodeURIComponent(text);
}

/**
 * The address of a route of the table: its pattern with the path parameters
 * filled in (each segment encoded) and every other parameter appended as a
 * query (a list repeats its name, as `matchRoute` reads it back). Throws on an
 * unknown route, a missing path parameter or a value its constraint refuses:
 * a broken link is a programming error, not something to show a visitor.
 *
 *   href('regions', { zoekterm: 'Utrecht' })            → /regios?zoekterm=Utrecht
 *   href('region-locations', { regio: 'utrecht-stad' }) → /regios/utrecht-stad/locaties
 *   href('memory-test-self-step', { step: 2 })          → /geheugentest/zelf/stap2
 */
export function href<N extends RouteName>(name: N, ...[params]: HrefArgs<N>): string {
  const { segments, inPath } = SEGMENTS.get(name) ?? fail(name, 'no such route');
  const given: Record<string, QueryValue> = params ?? {};
  let path = '';
  for (const segment of segments) path += '/' + (segment.kind === 'literal' ? segment.text : segmentValue(name, segment, given[segment.name]));
  // A query only when there is one: most links have none.
  let query: URLSearchParams | null = null;
  for (const [key, value] of Object.entries(given)) {
    if (inPath.has(key) || value === undefined || value === null) continue;
    query ??= new URLSearchParams();
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const search = query?.toString() ?? '';
  return (path || '/') + (search ? `?${search}` : '');
}
