import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { csrfValid } from '../security/csrf';
import { withScreenSuggestions } from '../../shared/screen-search';

/**
 * The API proxy: only the calls of spec section 7 pass, with their method.
 * Calls the spec marks "with credentials" forward the visitor's cookies and
 * must carry the page's anti-forgery token; all others forward no cookies.
 */
interface Allowed {
  method: 'GET' | 'POST';
  path: RegExp;
  credentials?: boolean;
}

const SEG = '[^/]+';
const ALLOWED: readonly Allowed[] = [
  { method: 'GET', path: /^\/api\/v1\/redirect\/from$/, credentials: true },
  { method: 'GET', path: /^\/api\/drupal\/api\/taxonomies\/(location_type|activity_type|function_type|vrijwilligersactiviteit|durations|availability)$/, credentials: true },
  { method: 'GET', path: new RegExp(`^/api/v1/region/locations/${SEG}$`) },
  { method: 'GET', path: /^\/api\/v1\/es\/(news\/latest|news\/search|news|search|suggest)$/ },
  { method: 'GET', path: /^\/api\/drupal\/api\/(get-regio-services|get-regio-highlights|get-regio-single-info-about-dementie|get-regio-generic-info-about-dementie)$/, credentials: true },
  { method: 'GET', path: new RegExp(`^/api/v1/region/vacancies/(search|closest|${SEG})$`) },
  { method: 'GET', path: /^\/api\/v1\/region\/(news-search|news|search)$/ },
  { method: 'GET', path: new RegExp(`^/api/v1/region/(activityTypes|cities)/${SEG}$`) },
  { method: 'GET', path: new RegExp(`^/api/v1/region/activities/(closest|byType|${SEG})$`) },
  { method: 'GET', path: new RegExp(`^/api/v1/region/location/activities/${SEG}$`) },
  { method: 'GET', path: new RegExp(`^/api/v1/region/${SEG}$`) },
  { method: 'GET', path: /^\/api\/drupal\/api\/(all-bedrijfsvriend|get-regio-over-de-regio|asset-injector\/css|slideins|homepage|breadcrumb|node-path|menu_items\/(main|footer))$/ },
  { method: 'POST', path: /^\/api\/v1\/forms\/(region\/newsletter|vacancy\/apply)\/send$/, credentials: true },
  // Any page by slug; previews only through the signed /preview route.
  { method: 'GET', path: /^\/api\/drupal\/api\/(?!preview)[a-z0-9][a-z0-9/_-]*$/i },
];

export const MAX_QUERY = 1024;
/** Suggestions are asked for at most this many characters of what was typed. */
const MAX_SUGGEST_QUERY = 100;
const SUGGEST_PATH = '/api/v1/es/suggest';
const MAX_BODY = 3 * 1024 * 1024;

export const apiProxy = new Hono<AppEnv>();

apiProxy.all('*', async (c) => {
  const url = new URL(c.req.url);
  const matching = ALLOWED.filter((a) => a.path.test(url.pathname));
  if (matching.length === 0) return c.json({ error: 'not found' }, 404);
  const rule = matching.find((a) => a.method === c.req.method || (a.method === 'GET' && c.req.method === 'HEAD'));
  if (!rule) return c.json({ error: 'method not allowed' }, 405, { allow: [...new Set(matching.map((a) => a.method))].join(', ') });
  if (url.search.length > MAX_QUERY) return c.json({ error: 'query too long' }, 414);

  // Suggestions (contract extension) come through the content source: every prefix a
  // visitor types is asked by many, so the answers are cached in KV at the edge.
  if (url.pathname === SUGGEST_PATH) {
    const typed = [...(url.searchParams.get('query') ?? '').replace(/\s+/g, ' ').trimStart()].slice(0, MAX_SUGGEST_QUERY).join('');
    try {
      // The site's own screens ('Geheugentest') are not in the upstream's index: the site adds them.
      return c.json(withScreenSuggestions(await c.get('content').suggest(typed), typed), 200, { 'cache-control': 'public, max-age=60' });
    } catch (error) {
      c.get('report')(error, { url: c.req.url, tags: { stage: 'api-proxy' } });
      return c.json({ error: 'upstream unavailable' }, 503, { 'retry-after': '30' });
    }
  }

  const headers = new Headers({ accept: c.req.header('accept') ?? 'application/json' });
  if (rule.credentials) {
    const sameSite = (c.req.header('sec-fetch-site') ?? 'same-origin') === 'same-origin';
    const origin = c.req.header('origin');
    const sameOrigin = !origin || origin === url.origin;
    const token = await csrfValid(c.env.FORM_SECRET, c.req.header('x-csrf-token'), Math.floor(Date.now() / 1000));
    if (!sameSite || !sameOrigin || !token) return c.json({ error: 'forbidden', message: 'missing or invalid anti-forgery token' }, 403);
    const cookie = c.req.header('cookie');
    if (cookie) headers.set('cookie', cookie);
  }
  let body: ArrayBuffer | undefined;
  if (rule.method === 'POST') {
    const length = Number(c.req.header('content-length') ?? '0');
    if (length > MAX_BODY) return c.json({ error: 'payload too large' }, 413);
    body = await c.req.arrayBuffer();
    if (body.byteLength > MAX_BODY) return c.json({ error: 'payload too large' }, 413);
    headers.set('content-type', c.req.header('content-type') ?? 'application/octet-stream');
  }

  let upstream: Response;
  try {
    upstream = await c.get('upstream')(url.pathname + url.search, { method: rule.method, headers, body });
  } catch (error) {
    c.get('report')(error, { url: c.req.url, tags: { stage: 'api-proxy' } });
    return c.json({ error: 'upstream unavailable' }, 503, { 'retry-after': '30' });
  }
  const out = new Headers({ 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
  out.set('cache-control', rule.credentials || rule.method === 'POST' ? 'no-store' : 'public, max-age=60');
  if (rule.credentials) upstream.headers.getSetCookie?.().forEach((cookie) => out.append('set-cookie', cookie));
  return new Response(upstream.body, { status: upstream.status, headers: out });
});
