import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentMediaHosts, setMediaHosts } from '../../shared/contract/media';
import { cmsMemory } from '../../worker/cache/memory-copy';
import { KIND_PAGES, NEWS_PAGES } from '../kind-pages';
import { call, upstreamRewriting } from './app-helpers';

/**
 * A CMS whose image addresses point elsewhere: every image of every answer
 * (image fields and their crops, header media, og_image, slide-in images,
 * <img> in rich text), all of them files under /files/ in the demo content,
 * is moved to another host in turn. Only the content system's media hosts
 * (MEDIA_HOSTS) and the site's own /files/ may reach a page; every other
 * image is left out, never shown broken, and every page still renders.
 */
const UPSTREAM = 'http://upstream.test';
const MEDIA_HOST = 'media.example.org';
const vars = { UPSTREAM_URL: UPSTREAM, PAGE_CACHE: 'off', CMS_CACHE: 'off', MEDIA_HOSTS: `${MEDIA_HOST}, cdn.example.org` };

/** Where the images go, in turn: four hostile addresses, then one on a media host (which must survive). */
const MOVES = [
  (path: string) => `http://evil.example${path}`,
  (path: string) => `https://evil.example${path}`,
  (path: string) => `//evil.example${path}`,
  (path: string) => `https://${MEDIA_HOST}@evil.example${path}`,
  (path: string) => `https://${MEDIA_HOST}${path}`,
];
const IMAGE_FILE = /\/files\/[^"'\s)]+\.(?:svg|jpe?g|png|webp|gif)/g;

/** Moves every image file address in a JSON answer (as a value or inside rich text) to the next host; counts them. */
function move(value: unknown, state: { n: number }): unknown {
  if (typeof value === 'string') return value.replace(IMAGE_FILE, (path) => MOVES[state.n++ % MOVES.length]!(path));
  if (Array.isArray(value)) return value.map((item) => move(item, state));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, move(item, state)]));
  return value;
}

const moved = { n: 0 };
const mediaHostsBefore = currentMediaHosts();

beforeEach(() => {
  cmsMemory.clear();
  upstreamRewriting(UPSTREAM, (body) => move(body, moved));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  cmsMemory.clear();
  setMediaHosts(mediaHostsBefore);
});

const PAGES = [...Object.values(KIND_PAGES), NEWS_PAGES.overview, NEWS_PAGES.region, '/ervaringsverhalen', '/onderzoek', '/activiteiten'];

describe('a CMS that puts its images on other hosts', () => {
  it('shows images from the media hosts and the site\'s files only, and leaves every other one out (no broken image)', { timeout: 120_000 }, async () => {
    const foreign: string[] = [];
    let fromMedia = 0;
    for (const path of PAGES) {
      const { res, html } = await call(path, vars);
      expect(res.status, path).toBe(200);
      expect(html).toContain('<main');
      if (html.includes('evil.example')) foreign.push(`${path}: ${/.{0,80}evil\.example.{0,40}/.exec(html)?.[0]}`);
      // A refused image is not an <img> without an address.
      expect(html, path).not.toMatch(/<img(?![^>]*\ssrc="[^"]+")[^>]*>/);
      fromMedia += html.split(`src="https://${MEDIA_HOST}/files/`).length - 1;
    }
    // The fake really moved the images: hundreds of addresses, and those on the media host still show.
    expect(moved.n).toBeGreaterThan(200);
    expect(fromMedia).toBeGreaterThan(0);
    expect(foreign).toEqual([]);
  });
});
