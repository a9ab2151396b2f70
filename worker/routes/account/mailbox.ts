/**
 * /_post, the development mailbox, and /_post/{id}/html, a mail's HTML
 * version in a sandbox (no script, no request leaves it). Only where
 * ENVIRONMENT is 'development'; 404 everywhere else, like /_blokken.
 */
import { Hono } from 'hono';
import { MailboxView } from '../../../shared/pages/account/mailbox';
import { listMails, mailById } from '../../community/mail/outbox';
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
      data: { mails: mails.map(({ id, to, subject, text, createdAt }) => ({ id, to, subject, text, createdAt })), base: MAILBOX_PATH },
      seo: { title: 'Postvak (ontwikkeling)', robots: 'noindex, nofollow', canonical: null },
      headers: { 'cache-control': 'no-store' },
    },
    MailboxView,
  );
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
