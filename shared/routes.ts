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
  'cms_page',
] as const;
export type ScreenName = (typeof SCREEN_NAMES)[number];

export interface RouteDef {
  name: string;
  pattern: string;
  screen: ScreenName;
}

export const ROUTES = [
  { name: 'home', pattern: '/', screen: 'home' },
  { name: 'cookies', pattern: '/cookies', screen: 'cookies' },
  { name: 'search', pattern: '/zoeken', screen: 'search' },
  { name: 'preview', pattern: '/preview/:entityType/:entityId/:revisionId', screen: 'preview' },
  { name: 'regions', pattern: '/regios', screen: 'region_overview' },
  { name: 'region-locations', pattern: '/regios/:regio/locaties', screen: 'location_overview' },
  { name: 'news', pattern: '/nieuws', screen: 'news_overview' },
  { name: 'region-news', pattern: '/regios/:regioName/nieuws', screen: 'region_news_overview' },
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
  { name: 'memory-test', pattern: '/geheugentest', screen: 'memory_test' },
  { name: 'memory-test-self', pattern: '/geheugentest/zelf', screen: 'memory_test_self' },
  { name: 'memory-test-self-step', pattern: '/geheugentest/zelf/stap:step(1|2|3)', screen: 'memory_test_self' },
  { name: 'memory-test-other', pattern: '/geheugentest/ander', screen: 'memory_test_other' },
  { name: 'memory-test-other-step', pattern: '/geheugentest/ander/stap:step(2)', screen: 'memory_test_other' },
  { name: 'memory-test-result-self', pattern: '/geheugentest/zelf/resultaten', screen: 'memory_test_result_self' },
  { name: 'memory-test-result-other', pattern: '/geheugentest/ander/resultaten', screen: 'memory_test_result_other' },
  // Community accounts (issue 18). The verification link itself (/registreren/verificatie?code=)
  // is handled by the worker, which answers with the result screen.
  { name: 'register', pattern: '/registreren', screen: 'account_register' },
  { name: 'register-confirmation', pattern: '/registreren/bevestiging', screen: 'account_registered' },
  { name: 'verify', pattern: '/registreren/verificatie', screen: 'account_verified' },
  { name: 'resend-verification', pattern: '/verificatie-mail-opnieuw-versturen', screen: 'account_resend' },
  { name: 'login', pattern: '/inloggen', screen: 'account_login' },
  { name: 'logout', pattern: '/uitloggen', screen: 'account_logout' },
  { name: 'password-forgotten', pattern: '/wachtwoord/vergeten', screen: 'account_forgot' },
  { name: 'password-reset', pattern: '/wachtwoord/nieuw', screen: 'account_reset' },
  { name: 'my-profile', pattern: '/mijn-account', screen: 'account_profile' },
  { name: 'my-settings', pattern: '/mijn-account/instellingen', screen: 'account_settings' },
  { name: 'delete-account', pattern: '/mijn-account/verwijderen', screen: 'account_delete' },
  { name: 'delete-account-confirm', pattern: '/mijn-account/verwijderen/bevestigen', screen: 'account_delete_confirm' },
  { name: 'member-profile', pattern: '/leden/:username', screen: 'member_profile' },
  // The photo is a file, served by the worker (worker/routes/account/photo.ts), not a screen.
  { name: 'member-photo', pattern: '/leden/:username/foto/:photo', screen: 'member_photo' },
  { name: 'cms-page', pattern: '/:slug+', screen: 'cms_page' },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];

export type RouteParams = Record<string, string | string[]>;

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

type Matcher = { route: RouteDef; regex: RegExp; names: string[] };

function compile(route: RouteDef): Matcher {
  const names: string[] = [];
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (route.pattern === '/') return { route, regex: /^\/$/, names };
  const body = route.pattern
    .split('/')
    .slice(1)
    .map((segment) => {
      const m = /^([^:]*):(\w+)(\+)?(?:\(([^)]+)\))?$/.exec(segment);
      if (!m) return '/' + escape(segment);
      const [, prefix = '', name = '', many, constraint] = m;
      names.push(name);
      const value = many ? '[^/]+(?:/[^/]+)*' : constraint ? `(?:${constraint})` : '[^/]+';
      return '/' + escape(prefix) + `(${value})`;
    })
    .join('');
  return { route, regex: new RegExp(`^${body}$`), names };
}

const MATCHERS = ROUTES.map(compile);

/** Removes a trailing slash ('/' itself stays). */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * Finds the route for a path and merges the query into its parameters: a name
 * given more than once becomes a list; a path parameter wins over a query one.
 */
export function matchRoute(path: string, query?: URLSearchParams): RouteMatch | null {
  const normalised = normalisePath(path);
  for (const { route, regex, names } of MATCHERS) {
    const m = regex.exec(normalised);
    if (!m) continue;
    const params: RouteParams = {};
    if (query) {
      for (const key of new Set(query.keys())) {
        const all = query.getAll(key);
        params[key] = all.length > 1 ? all : (all[0] ?? '');
      }
    }
    names.forEach((name, i) => {
      params[name] = safeDecode(m[i + 1] ?? '');
    });
    return { route, params };
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

type QueryValue = string | number | readonly string[] | undefined | null;

/**
 * The address of a route by name: named segments filled in (encoded), the rest
 * of `params` appended as a query. Links never write a route's path by hand.
 */
export function href(name: RouteName, params: Record<string, QueryValue> = {}): string {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`href: no route named ${name}`);
  const used = new Set<string>();
  const path = route.pattern.replace(/:(\w+)(\+)?(?:\([^)]*\))?/g, (_m, key: string, many: string | undefined) => {
    used.add(key);
    const value = params[key];
    if (value === undefined || value === null || value === '') throw new Error(`href: ${name} needs ${key}`);
    const parts = Array.isArray(value) ? value : many ? String(value).split('/') : [String(value)];
    return parts.map((part) => encodeURIComponent(part)).join('/');
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (used.has(key) || value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const search = query.toString();
  return path + (search ? `?${search}` : '');
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

/** 1-based page number from `?page=`; missing or not a number gives 1. */
export function pageNumber(params: RouteParams): number {
  const n = Number.parseInt(param(params, 'page') ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}
