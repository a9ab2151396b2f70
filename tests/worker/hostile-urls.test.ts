import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cmsMemory } from '../../worker/cache/memory-copy';
import { KIND_PAGES, NEWS_PAGES } from '../kind-pages';
import { call, upstreamRewriting } from './app-helpers';

/**
 * A hostile CMS: every URL-valued field of every answer the upstream gives
 * (links, menus, footer, breadcrumbs, slide-ins, partners, news, buttons,
 * images and their crops, header media, meta tags) is replaced by an unsafe
 * URL. No page may carry one in an attribute a browser follows or loads, and
 * every page still renders.
 */
const UPSTREAM = 'http://upstream.test';
const vars = { UPSTREAM_URL: UPSTREAM, PAGE_CACHE: 'off', CMS_CACHE: 'off' };

export const HOSTILE_URLS = [
  'javascript:alert(11)',
  'data:text/html,<script>alert(11)</script>',
  ' JaVaScRiPt:alert(11)',
  'java\tscript:alert(11)',
  '\u0001javascript:alert(11)',
  'vbscript:msgbox(11)',
  'javascript&colon;alert(11)',
  '&#106;avascript:alert(11)',
  'data:image/svg+xml,<svg onload=alert(11)>',
  'file:///etc/passwd',
];

const URL_KEY = /^(url|href|src|uri|link|path|alias|absolute_url|canonical_url|og_image|iframe_url|field_quiz_url|field_url|Path)$/i;
const URLISH = /^(\/|https?:|mailto:|tel:)/;

/** Replaces every URL-valued string in a JSON answer with the next hostile URL; counts them. */
function poison(value: unknown, key: string, state: { n: number }): unknown {
  if (typeof value === 'string') {
    if (!URL_KEY.test(key) && !URLISH.test(value)) return value;
    return HOSTILE_URLS[state.n++ % HOSTILE_URLS.length];
  }
  if (Array.isArray(value)) return value.map((item) => poison(item, key, state));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, poison(item, k, state)]));
  return value;
}

const UNSAFE = /^(javascript|data|vbscript|file):/i;
const ATTRIBUTE = /\s(href|src|srcset|action|formaction|poster|data|xlink:href|content|cite|background)=("([^"]*)"|'([^']*)')/gi;

function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&amp;/g, '&');
}

/** Every attribute value a browser would follow or load that has an unsafe scheme. */
export function unsafeAttributes(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(ATTRIBUTE)) {
    const raw = decode(m[3] ?? m[4] ?? '');
    const candidates = m[1]!.toLowerCase() === 'srcset' ? raw.split(',').map((part) => part.trim().replace(/\s+\d+(\.\d+)?[wx]$/, '')) : [raw];
    // eslint-disable-next-line no-control-regex
    for (const value of candidates) if (UNSAFE.test(value.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''))) found.push(`${m[1]}=${value.slice(0, 60)}`);
  }
  return found;
}

const poisoned = { n: 0 };

beforeEach(() => {
  cmsMemory.clear();
  upstreamRewriting(UPSTREAM, (body) => poison(body, '', poisoned));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const MISSING = '/een-pagina-die-niet-bestaat';
const PAGES = [...Object.values(KIND_PAGES), NEWS_PAGES.overview, NEWS_PAGES.search, NEWS_PAGES.region, '/cookies', '/nieuwsbrief', '/test-je-kennis', '/doneren', '/collecte', '/ervaringsverhalen', '/informatie-brochure', '/onderzoek', '/activiteiten', '/geheugentest', '/geheugentest/zelf/stap1', MISSING];

describe('a CMS that answers hostile URLs in every URL field', () => {
  it('never gets an unsafe scheme into a page, and every page still renders', { timeout: 120_000 }, async () => {
    const unsafe: string[] = [];
    for (const path of PAGES) {
      const { res, html } = await call(path, vars);
      expect(res.status, path).toBe(path === MISSING ? 404 : 200);
      expect(html).toContain('<main');
      unsafe.push(...unsafeAttributes(html).map((a) => `${path}: ${a}`));
    }
    // The fake really was hostile: many URL fields were poisoned on the way.
    expect(poisoned.n).toBeGreaterThan(500);
    console.log(`hostile URLs: ${poisoned.n} poisoned fields, ${unsafe.length} unsafe URLs in the pages`);
    expect(unsafe).toEqual([]);
  });

  it('the detector finds what a browser would run', () => {
    expect(unsafeAttributes('<a href="javascript:x">a</a><img src=" data:x"><img srcset="/a.jpg 1x, java&#x09;script:x 2x">')).toHaveLength(3);
    expect(unsafeAttributes('<a href="/dementie">a</a><a href="tel:0800">b</a><img src="https://x/y.jpg">')).toEqual([]);
  });
});
