import { Hono } from 'hono';
import { ISLAND_REPORT_PATH } from '../../shared/islands/types';
import { ISLAND_COMPONENTS } from '../../shared/islands/registry';
import type { AppEnv } from '../env';

/**
 * The one report of an island whose chunk did not load after its retries
 * (client/loader.ts, spec sections 4 and 9): the island's name as the body of
 * a beacon. Passed to the error reporter with the page it came from, so ops
 * see failing chunks (a deploy that lost a file, a CDN fault); the visitor
 * saw nothing. Only known island names are reported; anything else is 400.
 */
export const clientReportRoutes = new Hono<AppEnv>();

const NAMES = new Set(Object.keys(ISLAND_COMPONENTS));

clientReportRoutes.post(ISLAND_REPORT_PATH, async (c) => {
  const name = (await c.req.text()).slice(0, 64).trim();
  const headers = { 'cache-control': 'no-store' };
  if (!NAMES.has(name)) return c.text('Onbekend eiland', 400, headers);
  const referer = c.req.header('referer');
  let page = '';
  try {
    page = referer ? new URL(referer).pathname : '';
  } catch {
    page = '';
  }
  c.get('report')(new Error(`island chunk did not load: ${name}`), { url: page, tags: { island: name } });
  return c.body(null, 204, headers);
});
