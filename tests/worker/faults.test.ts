import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ageCmsCache, call, originOverHttp } from './app-helpers';

/**
 * Fault injection: the worker talks to an HTTP upstream (UPSTREAM_URL) whose
 * behaviour the test controls through a mocked fetch. The page cache is off, so
 * what is tested is the KV layer's stale-if-error and the 503 page.
 */
const UPSTREAM = 'http://upstream.test';
const vars = { UPSTREAM_URL: UPSTREAM, PAGE_CACHE: 'off', UPSTREAM_TIMEOUT_MS: '100', SENTRY_DSN: 'https://publickey@sentry.test/42' };

type Mode = 'healthy' | 'down' | 'slow' | 'error500' | 'garbage' | 'wrong-shape';
let mode: Mode = 'healthy';
let sentryEvents: unknown[] = [];

function upstream(request: Request): Promise<Response> {
  switch (mode) {
    case 'healthy':
      return originOverHttp(request);
    case 'down':
      return Promise.reject(new TypeError('Network connection lost.'));
    case 'slow':
      return new Promise((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    case 'error500':
      return Promise.resolve(new Response('Internal Server Error', { status: 500 }));
    case 'garbage':
      return Promise.resolve(new Response('<html>onderhoud</html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    case 'wrong-shape':
      return Promise.resolve(Response.json({ unexpected: true }));
  }
}

beforeEach(() => {
  mode = 'healthy';
  sentryEvents = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    if (request.url.startsWith('https://sentry.test/')) {
      sentryEvents.push(await request.json());
      return new Response('{}');
    }
    if (!request.url.startsWith(UPSTREAM)) throw new Error(`unexpected fetch ${request.url}`);
    return upstream(request);
  });
});
afterEach(() => vi.restoreAllMocks());

const MODES: Mode[] = ['down', 'slow', 'error500', 'garbage', 'wrong-shape'];

describe('with the upstream failing', () => {
  for (const failure of MODES) {
    it(`still serves a page seen before when the upstream is ${failure}`, async () => {
      const seen = await call('/dementie/wat-is-dementie', vars);
      expect(seen.res.status).toBe(200);
      expect(await ageCmsCache(3600)).toBeGreaterThan(0); // every entry expired an hour ago
      mode = failure;
      const { res, html } = await call('/dementie/wat-is-dementie', vars);
      expect(res.status).toBe(200);
      expect(html).toContain('<nav class="an-nav"');
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    });

    it(`answers a page never seen with a Dutch 503 and Retry-After when the upstream is ${failure}, and reports it`, async () => {
      mode = failure;
      const { res, html } = await call('/onze-ondersteuning', vars);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
      expect(html).toContain('Er is iets misgegaan');
      expect(html).not.toMatch(/UpstreamError|at \w+ \(/);
      expect(sentryEvents.length).toBeGreaterThan(0);
      expect(JSON.stringify(sentryEvents[0])).toContain('UpstreamError');
    });
  }

  it('reports nothing to the error service when SENTRY_DSN is unset', async () => {
    mode = 'down';
    await call('/onze-ondersteuning', { ...vars, SENTRY_DSN: '' });
    expect(sentryEvents).toEqual([]);
  });
});
