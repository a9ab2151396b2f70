import { Hono } from 'hono';
import { APPLICATION_SEND_PATH, RECEIVED_APPLICATIONS_PATH, RECEIVED_NEWSLETTER_PATH } from '../../shared/contract/forms';
import type { OriginBindings } from '../bindings';
import { toCsv } from './csv';

/**
 * The backend's side of the application form (spec section 7): multipart in,
 * only the status matters. Stored in D1 with the attachment in R2 (MEDIA), once
 * per Idempotency-Key. Also what ops read back (origin extension): the
 * applications and sign-ups received, per region, as JSON or CSV, behind the
 * admin token.
 */
export const applicationRoutes = new Hono<{ Bindings: OriginBindings }>();

const MAX_ATTACHMENT = 2_097_152;
const text = (form: FormData, name: string, max: number): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
};
const isIsoTime = (value: string): boolean => value !== '' && Number.isFinite(Date.parse(value));
const idempotencyKey = (request: Request): string | null => {
  const key = request.headers.get('idempotency-key');
  return key && /^[\w-]{8,64}$/.test(key) ? key : null;
};

applicationRoutes.post(APPLICATION_SEND_PATH, async (c) => {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return c.json({ message: 'multipart form data expected' }, 400);
  }
  const key = idempotencyKey(c.req.raw);
  if (key && (await c.env.DB.prepare('SELECT 1 FROM vacancy_applications WHERE idempotency_key = ?1').bind(key).first())) {
    return c.json({ message: 'ok (already received)' }, 200);
  }
  const f = (name: string, max = 200) => text(form, name, max);
  // The backend checks too: the worker is not the only possible client.
  const required = [f('Id'), f('VacancyType'), f('VacancyTitle'), f('FirstName'), f('LastName'), f('Email', 254)];
  if (required.some((value) => value === '') || !isIsoTime(f('RenderedTimeStamp', 40)) || !isIsoTime(f('SentTimeStamp', 40))) {
    return c.json({ message: 'invalid application' }, 400);
  }
  const file = form.get('Attachment');
  let attachment: { key: string; name: string; type: string; bytes: number } | null = null;
  if (file instanceof File && file.size > 0) {
    if (file.size > MAX_ATTACHMENT) return c.json({ message: 'attachment too large' }, 413);
    const objectKey = `applications/${key ?? crypto.randomUUID()}/${file.name.replace(/[^\w.-]+/g, '_').slice(-120)}`;
    await c.env.MEDIA.put(objectKey, await file.arrayBuffer(), { httpMetadata: { contentType: file.type || 'application/octet-stream' } });
    attachment = { key: objectKey, name: file.name.slice(0, 255), type: file.type, bytes: file.size };
  }
  await c.env.DB.prepare(
    `INSERT INTO vacancy_applications (idempotency_key, vacancy_id, vacancy_type, vacancy_title, open, region, regio_recipient_email, organisation_unit_key,
       gender, first_name, insertion, last_name, city, email, phone, education, motivation, linkedin, honeypot,
       attachment_key, attachment_name, attachment_type, attachment_bytes, rendered_at, sent_at, received_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26)
     ON CONFLICT (idempotency_key) DO NOTHING`,
  )
    .bind(
      key,
      f('Id'),
      f('VacancyType'),
      f('VacancyTitle'),
      f('Open') === 'true' ? 1 : 0,
      f('Region'),
      f('RegioRecipientEmail', 254),
      f('OrganisationUnitKey'),
      f('Gender', 20),
      f('FirstName', 100),
      f('Insertion', 50),
      f('LastName', 100),
      f('City'),
      f('Email', 254),
      f('PhoneNumber', 40),
      f('Education'),
      f('Motivation', 8000),
      f('LinkedIn', 400),
      f('HoneyPot', 500),
      attachment?.key ?? null,
      attachment?.name ?? null,
      attachment?.type ?? null,
      attachment?.bytes ?? null,
      f('RenderedTimeStamp', 40),
      f('SentTimeStamp', 40),
      new Date().toISOString(),
    )
    .run();
  return c.json({ message: 'ok' }, 200);
});

/** Ops only: the bearer token must be the site's ADMIN_TOKEN (the origin refuses all without one). */
applicationRoutes.use('/api/v1/forms/received/*', async (c, next) => {
  const token = c.env.ADMIN_TOKEN ?? '';
  if (!token || c.req.header('authorization') !== `Bearer ${token}`) return c.json({ message: 'unauthorized' }, 401);
  await next();
  c.header('cache-control', 'no-store');
});

const APPLICATION_COLUMNS = [
  'id', 'received_at', 'region', 'regio_recipient_email', 'organisation_unit_key', 'vacancy_id', 'vacancy_type', 'vacancy_title', 'open',
  'gender', 'first_name', 'insertion', 'last_name', 'city', 'email', 'phone', 'education', 'motivation', 'linkedin',
  'attachment_name', 'attachment_type', 'attachment_bytes', 'rendered_at', 'sent_at',
] as const;
const NEWSLETTER_COLUMNS = ['id', 'received_at', 'region', 'regio_recipient_email', 'recipient_email', 'rendered_at', 'sent_at'] as const;

async function received(c: { env: OriginBindings; req: { query: (name: string) => string | undefined } }, table: string, columns: readonly string[]) {
  const region = c.req.query('region');
  const where = region === undefined ? '' : 'WHERE region = ?1';
  const statement = c.env.DB.prepare(`SELECT ${columns.join(', ')} FROM ${table} ${where} ORDER BY id DESC LIMIT 5000`);
  const { results } = await (region === undefined ? statement : statement.bind(region)).all<Record<string, unknown>>();
  return results;
}

function answer(format: string | undefined, name: string, columns: readonly string[], rows: Record<string, unknown>[]): Response {
  if (format === 'csv') {
    return new Response(toCsv(columns, rows.map((row) => columns.map((column) => row[column]))), {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}.csv"` },
    });
  }
  return Response.json({ total: rows.length, items: rows });
}

applicationRoutes.get(RECEIVED_APPLICATIONS_PATH, async (c) =>
  answer(c.req.query('format'), 'sollicitaties', APPLICATION_COLUMNS, await received(c, 'vacancy_applications', APPLICATION_COLUMNS)),
);
applicationRoutes.get(RECEIVED_NEWSLETTER_PATH, async (c) =>
  answer(c.req.query('format'), 'nieuwsbrief-aanmeldingen', NEWSLETTER_COLUMNS, await received(c, 'newsletter_signups', NEWSLETTER_COLUMNS)),
);

applicationRoutes.get(`${RECEIVED_APPLICATIONS_PATH}/:id/attachment`, async (c) => {
  const row = await c.env.DB.prepare('SELECT attachment_key, attachment_name, attachment_type FROM vacancy_applications WHERE id = ?1')
    .bind(Number(c.req.param('id')) || 0)
    .first<{ attachment_key: string | null; attachment_name: string | null; attachment_type: string | null }>();
  const object = row?.attachment_key ? await c.env.MEDIA.get(row.attachment_key) : null;
  if (!row || !object) return c.json({ message: 'not found' }, 404);
  const name = (row.attachment_name ?? 'bijlage').replace(/[^\w.-]+/g, '_');
  return new Response(object.body, {
    headers: { 'content-type': row.attachment_type || 'application/octet-stream', 'content-disposition': `attachment; filename="${name}"`, 'x-content-type-options': 'nosniff' },
  });
});
