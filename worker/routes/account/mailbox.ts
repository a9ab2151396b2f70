/**
 * /_post, the development mailbox, and /_post/{id}/html, a mail's HTML
 * version in a sandbox (no script, no request leaves it). Only where
 * ENVIRONMENT is 'development'; 404 everywhere else, like /_blokken.
 */
import { Hono } from 'hono';
import { MailboxView } from '../../../shared/pages/account/mailbox';
import { listMails, mailById } from '../../community/mail/outbox';
import { runDigest } from '../../community/notifications/digest';
import { isSameOrigin } from '../../forms/origin';
import { readForm } from '../../forms/body';
import { requestUrl } from '../../request-url';
import type { AppEnv } from '../../env';
import { renderLoaded } from '../../render/screen';

export const MAILBOX_PATH = '/_post';

export const mailboxRoutes = new Hono<AppEnv>();

mailboxRoutes.use('*', async (c, next) => {
  if (c.env.ENVIRONMENT !== 'development') return c.notFound();
  await next();
});

mailboxRoutes.get('/', async (c) => {
  const mails = await listMails(c.env.SITE_DB);
  return renderLoaded(
    c,
    {
      data: {
        mails: mails.map(({ id, to, subject, text, createdAt, headers }) => ({ id, to, subject, text, createdAt, headers })),
        base: MAILBOX_PATH,
        sent: /^\d{1,6}$/.test(c.req.query('klaargezet') ?? '') ? Number(c.req.query('klaargezet')) : null,
      },
      seo: { title: 'Postvak (ontwikkeling)', robots: 'noindex, nofollow', canonical: null },
      headers: { 'cache-control': 'no-store' },
    },
    MailboxView,
  );
});

/**
 * 'Meldingen nu versturen': the cron's notification digest at once, as if
 * every member had been away an hour, so the whole journey can be followed
 * locally. The mails still go through the outbox and the queue.
 */
mailboxRoutes.post('/meldingen', async (c) => {
  if (!isSameOrigin(c.req.raw)) return c.text('Forbidden', 403);
  await readForm(c.req.raw, 1024);
  const result = await runDigest(c.env, new Date(), { base: requestUrl(c.req.raw).origin, ignoreHold: true });
  return new Response(null, { status: 303, headers: { location: `${MAILBOX_PATH}?klaargezet=${result.mailed}`, 'cache-control': 'no-store' } });
});

mailboxRoutes.get('/:id/html', async (c) => {
  const id = Number(c.req.param('id'));
  const mail = Number.isSafeInteger(id) && id > 0 ? await mailById(c.env.SITE_DB, id) : null;
  if (!mail) return c.notFound();
  return new Response(mail.html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // The mail's own inline styles, nothing else; links open in the top window.
      'content-security-policy': "sandbox allow-top-navigation-by-user-activation allow-popups; default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  });
});
