import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { href } from '../../shared/routes';
import { purge, purgeSearch } from '../ops/purge';
import { adminAccountRoutes } from './admin-accounts';
import { isPreviewTarget, signPreviewUrl } from '../security/preview-url';
import { adminSubmissions } from './admin-submissions';
import { adminSearchTerms } from './admin-search-terms';

/**
 * The admin API for ops and editors. worker/app.ts puts it behind
 * `Authorization: Bearer <ADMIN_TOKEN>` (middleware/admin-auth), which also logs
 * every call and keeps the answers out of every cache. Answers are JSON.
 */
export const adminRoutes = new Hono<AppEnv>();

async function readJson<T>(body: () => Promise<unknown>, schema: v.GenericSchema<unknown, T>): Promise<{ ok: true; value: T } | { ok: false; error: string }> {
  let json: unknown;
  try {
    json = await body();
  } catch {
    return { ok: false, error: 'body must be JSON' };
  }
  const parsed = v.safeParse(schema, json);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, error: parsed.issues.map((i) => i.message).join('; ') };
}

const PathSchema = v.pipe(v.string(), v.startsWith('/', 'paths start with /'), v.maxLength(2048));
const PurgeSchema = v.union(
  [
    v.strictObject({ paths: v.pipe(v.array(PathSchema), v.minLength(1), v.maxLength(500)) }),
    v.strictObject({ prefix: PathSchema }),
    v.strictObject({ all: v.literal(true) }),
  ],
  'expected {"paths": ["/..."]}, {"prefix": "/..."} or {"all": true}',
);

adminRoutes.post('/purge', async (c) => {
  const body = await readJson(() => c.req.json(), PurgeSchema);
  if (!body.ok) return c.json({ error: 'bad request', message: body.error }, 400);
  const origin = (c.env.SITE_URL || new URL(c.req.url).origin).replace(/\/+$/, '');
  const cache = (caches as unknown as { default: Cache }).default;
  const result = await purge(body.value, c.env.CACHE, cache, origin);
  console.log(JSON.stringify({ event: 'purge', scope: body.value, kvKeys: result.kvKeys, pages: result.pages.length }));
  return c.json({ purged: result, scope: body.value });
});

const PreviewSchema = v.strictObject({
  entityType: v.string(),
  entityId: v.union([v.string(), v.number()]),
  revisionId: v.union([v.string(), v.number()]),
  ttlSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(60), v.maxValue(7 * 24 * 3600)), 24 * 3600),
});

adminRoutes.post('/preview-url', async (c) => {
  const body = await readJson(() => c.req.json(), PreviewSchema);
  if (!body.ok) return c.json({ error: 'bad request', message: body.error }, 400);
  const target = { entityType: body.value.entityType, entityId: String(body.value.entityId), revisionId: String(body.value.revisionId) };
  if (!isPreviewTarget(target)) return c.json({ error: 'bad request', message: 'entityType is lower-case letters, ids are digits' }, 400);
  if (!c.env.PREVIEW_SECRET) return c.json({ error: 'preview disabled', message: 'PREVIEW_SECRET is not set' }, 503);
  const expires = Math.floor(Date.now() / 1000) + body.value.ttlSeconds;
  const base = c.env.SITE_URL || new URL(c.req.url).origin;
  return c.json({ url: await signPreviewUrl(c.env.PREVIEW_SECRET, base, target, expires), expires });
});

// Form submissions: the outbox's receipts and dead letters, and what the backend received.
adminRoutes.route('/', adminSubmissions);
// The site search: terms that find nothing or after which no page was opened (issue 36).
adminRoutes.route('/', adminSearchTerms);
/**
 * The synonyms of the site search, kept by editors without a deploy: the
 * upstream's synonym table (contract extension `/api/v1/es/synonyms`, the
 * embedded origin's D1 table search_synonyms). GET lists them; POST adds and
 * DELETE removes `{"term": "dokter", "synonym": "huisarts", "bothWays": true}`.
 * A change purges every cached search answer and search page.
 */
const SYNONYMS = '/api/v1/es/synonyms';

adminRoutes.get('/synonyms', async (c) => {
  const res = await c.get('upstream')(SYNONYMS);
  return new Response(res.body, { status: res.status, headers: { 'content-type': 'application/json' } });
});

for (const method of ['POST', 'DELETE'] as const) {
  adminRoutes.on(method, '/synonyms', async (c) => {
    const body = await c.req.text();
    if (body.length > 2000) return c.json({ error: 'bad request', message: 'body too large' }, 400);
    const res = await c.get('upstream')(SYNONYMS, { method, headers: { 'content-type': 'application/json' }, body });
    const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) return c.json({ error: res.status === 404 ? 'not found' : 'bad request', ...answer }, res.status === 404 ? 404 : 400);
    const origin = (c.env.SITE_URL || new URL(c.req.url).origin).replace(/\/+$/, '');
    const purged = await purgeSearch(c.env.CACHE, (caches as unknown as { default: Cache }).default, origin, href('search'));
    console.log(JSON.stringify({ event: 'synonyms', method, change: answer, purgedKvKeys: purged.kvKeys }));
    return c.json({ ...answer, purged });
  });
}
adminRoutes.route('/accounts', adminAccountRoutes);

adminRoutes.all('*', (c) => c.json({ error: 'not found' }, 404));
