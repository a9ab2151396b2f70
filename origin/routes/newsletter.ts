import { Hono } from 'hono';
import { NEWSLETTER_SEND_PATH } from '../../shared/contract/newsletter';
import type { OriginBindings } from '../bindings';

/**
 * The backend's side of the newsletter sign-up (spec section 7): multipart
 * in, only the status matters. Stored in D1 so a local run shows what arrived.
 */
export const newsletterRoutes = new Hono<{ Bindings: OriginBindings }>();

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.trim().slice(0, max) : '');
const isIsoTime = (value: string): boolean => value !== '' && Number.isFinite(Date.parse(value));

newsletterRoutes.post(NEWSLETTER_SEND_PATH, async (c) => {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return c.json({ message: 'multipart form data expected' }, 400);
  }
  const recipient = text(form.get('RecipientEmail'), 254);
  const rendered = text(form.get('RenderedTimeStamp'), 40);
  const sent = text(form.get('SentTimeStamp'), 40);
  // The backend checks too: the worker is not the only possible client.
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(recipient) || !isIsoTime(rendered) || !isIsoTime(sent)) {
    return c.json({ message: 'invalid sign-up' }, 400);
  }
  // Once per Idempotency-Key: a retry of a post whose answer was lost is the same sign-up.
  const header = c.req.header('idempotency-key') ?? '';
  const key = /^[\w-]{8,64}$/.test(header) ? header : null;
  await c.env.DB.prepare(
    `INSERT INTO newsletter_signups (recipient_email, region, regio_recipient_email, rendered_at, sent_at, received_at, idempotency_key)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT (idempotency_key) DO NOTHING`,
  )
    .bind(recipient, text(form.get('Region'), 200), text(form.get('RegioRecipientEmail'), 254), rendered, sent, new Date().toISOString(), key)
    .run();
  return c.json({ message: 'ok' }, 200);
});
