/**
 * One-click unsubscribe (RFC 8058): the POST to the address in a notification
 * mail's List-Unsubscribe header (the mail provider sends
 * `List-Unsubscribe=One-Click`, without cookies or a form token), and the
 * same POST from the button of the page the mail's visible link opens. The
 * code in the address is the proof; it can only turn notifications off.
 */
import { Hono } from 'hono';
import { UnsubscribeView } from '../../../shared/pages/forum/unsubscribe';
import { accountOfCode, turnOffNotifications } from '../../community/notifications/unsubscribe';
import type { AppEnv } from '../../env';
import { answer } from '../account/context';
import { readForm } from '../../forms/body';
import { honoPattern } from './common';

export const forumNotificationRoutes = new Hono<AppEnv>();

forumNotificationRoutes.post(honoPattern('unsubscribe'), async (c) => {
  // The body says only 'List-Unsubscribe=One-Click' (read, within a small limit, and not needed further).
  await readForm(c.req.raw, 1024);
  const id = await accountOfCode(c.env.FORM_SECRET, c.req.query('code'));
  const seo = { title: 'E-mailmeldingen uitzetten', robots: 'noindex, nofollow', canonical: null };
  if (id === null) return answer(c, { data: { state: 'invalid' as const }, seo, status: 400 }, UnsubscribeView);
  await turnOffNotifications(c.env.SITE_DB, id);
  console.log(JSON.stringify({ event: 'notifications-unsubscribed', account: id }));
  return answer(c, { data: { state: 'done' as const }, seo }, UnsubscribeView);
});
