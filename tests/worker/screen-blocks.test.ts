import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cmsMemory } from '../../worker/cache/memory-copy';
import { call, originOverHttp } from './app-helpers';

/**
 * Blocks on every screen are parsed, then loaded, then rendered. The memory
 * test's result page once turned its `field_paragraphs` into views without
 * loading them, so a block that needs data (the latest news) rendered empty
 * there. Here the CMS gives that page a news block.
 */
const UPSTREAM = 'http://upstream.test';
const vars = { UPSTREAM_URL: UPSTREAM, PAGE_CACHE: 'off', CMS_CACHE: 'off' };
const NEWS_BLOCK = { type: 'news_block', id: 'resultaat-nieuws', field_title: 'Nieuws over dementie', field_link: null, field_columns: 3 };
const newsTitles: string[] = [];

beforeEach(() => {
  cmsMemory.clear();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    if (!request.url.startsWith(UPSTREAM)) throw new Error(`unexpected fetch ${request.url}`);
    const res = await originOverHttp(request);
    const path = new URL(request.url).pathname;
    if (path === '/api/v1/es/news/latest') {
      const body = (await res.json()) as { Items: { Title: string }[] };
      newsTitles.splice(0, newsTitles.length, ...body.Items.map((item) => item.Title));
      return Response.json(body);
    }
    if (path !== '/api/drupal/api/geheugentest/zelf/resultaten') return res;
    const node = (await res.json()) as { field_paragraphs?: unknown[] };
    return Response.json({ ...node, field_paragraphs: [...(node.field_paragraphs ?? []), NEWS_BLOCK] });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('blocks on the memory-test result page', () => {
  it('are loaded before they render: a news block shows the latest news', async () => {
    const { res, html } = await call('/geheugentest/zelf/resultaten', vars);
    expect(res.status).toBe(200);
    expect(html).toContain('Nieuws over dementie');
    expect(newsTitles.length).toBeGreaterThan(0);
    for (const title of newsTitles.slice(0, 3)) expect(html).toContain(title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
  });
});
