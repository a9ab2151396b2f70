/**
 * The tips series' unsubscribe (one click, RFC 8058): the page at
 * /tips/afmelden?code shows a button (shared/pages/training/unsubscribe.tsx);
 * POST here ends the series, from that button (then a page) or
 * straight from the mail program (List-Unsubscribe-Post: then a plain 200).
 * And POST /_post/tips, development only: runs the cron's tips step now, or
 * as if `?maanden=N` months had passed, to see a series arrive in /_post.
 */
import { Hono } from 'hono';
import { unsubscribeLoaded, UnsubscribeScreenView } from '../../shared/pages/training/unsubscribe';
import { href } from '../../shared/routes';
import type { AppEnv } from '../env';
import { readForm } from '../forms/body';
import { renderLoaded } from '../render/screen';
import { runTipsCron } from '../tips/cron';
import { addMonths, seriesOfCode, unsubscribe } from '../tips/series';

export const tipsRoutes = new Hono<AppEnv>();

const PATH = href('tips-unsubscribe');

tipsRoutes.post(PATH, async (c) => {
  const id = await seriesOfCode(c.env.FORM_SECRET, c.req.query('code') ?? '');
  const form = await readForm(c.req.raw, 1024);
  const fromPage = form?.get('bevestig') === 'ja';
  if (id === null) {
    if (fromPage) return renderLoaded(c, unsubscribeLoaded({ kind: 'invalid' }), UnsubscribeScreenView);
    return c.text('Onbekende afmeldlink.', 400, { 'cache-control': 'no-store' });
  }
  await unsubscribe(c.env.SITE_DB, id, new Date());
  if (fromPage) return new Response(null, { status: 303, headers: { location: `${PATH}?afgemeld=1`, 'cache-control': 'no-store' } });
  return c.text('Je bent afgemeld.', 200, { 'cache-control': 'no-store' });
});

tipsRoutes.post('/_post/tips', async (c) => {
  if (c.env.ENVIRONMENT !== 'development') return c.notFound();
  const months = Math.min(24, Math.max(0, Number.parseInt(c.req.query('maanden') ?? '0', 10) || 0));
  const result = await runTipsCron(c.env, addMonths(new Date(), months));
  return c.json({ months, ...(result ?? { queued: 0, ended: 0, skipped: true }) }, 200, { 'cache-control': 'no-store' });
});
