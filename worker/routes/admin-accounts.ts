/**
 * The admin API of the community (behind the admin token of worker/routes/admin.ts):
 * find an account, give it a role, block or unblock it. Answers never carry
 * an e-mail address; the admin log has the path only, not the query.
 *
 *   GET  /admin/accounts?username=Anna1956   (or ?email=…, ?id=…)
 *   POST /admin/accounts/{id}/role    {"role": "member" | "expert" | "moderator"}
 *   POST /admin/accounts/{id}/block   (sessions end at once; login refused)
 *   POST /admin/accounts/{id}/unblock
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { ROLES } from '../../shared/model/account';
import { byEmail, byId, byUsername, setBlocked, setRole, type AccountRow } from '../community/accounts';
import type { AppEnv } from '../env';

export const adminAccountRoutes = new Hono<AppEnv>();

const summary = (row: AccountRow) => ({
  id: row.id,
  username: row.username,
  role: row.role,
  status: row.status,
  createdAt: row.created_at,
  verifiedAt: row.verified_at,
});

const idOf = (value: string | undefined): number | null => (value && /^\d{1,12}$/.test(value) ? Number(value) : null);

adminAccountRoutes.get('/', async (c) => {
  const db = c.env.SITE_DB;
  const { username, email, id } = c.req.query();
  const row = username ? await byUsername(db, username) : email ? await byEmail(db, email) : idOf(id) !== null ? await byId(db, idOf(id)!) : undefined;
  if (row === undefined) return c.json({ error: 'bad request', message: 'give ?username=, ?email= or ?id=' }, 400);
  return row ? c.json({ account: summary(row) }) : c.json({ error: 'not found' }, 404);
});

const RoleSchema = v.strictObject({ role: v.picklist(ROLES, `role is one of ${ROLES.join(', ')}`) });

adminAccountRoutes.post('/:id/role', async (c) => {
  const id = idOf(c.req.param('id'));
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    body = null;
  }
  const parsed = v.safeParse(RoleSchema, body);
  if (id === null || !parsed.success) return c.json({ error: 'bad request', message: parsed.success ? 'id is a number' : parsed.issues[0].message }, 400);
  if (!(await setRole(c.env.SITE_DB, id, parsed.output.role))) return c.json({ error: 'not found' }, 404);
  console.log(JSON.stringify({ event: 'account-role', account: id, role: parsed.output.role }));
  return c.json({ account: summary((await byId(c.env.SITE_DB, id))!) });
});

for (const action of ['block', 'unblock'] as const) {
  adminAccountRoutes.post(`/:id/${action}`, async (c) => {
    const id = idOf(c.req.param('id'));
    if (id === null) return c.json({ error: 'bad request', message: 'id is a number' }, 400);
    const changed = await setBlocked(c.env.SITE_DB, id, action === 'block');
    const row = await byId(c.env.SITE_DB, id);
    if (!row || row.status === 'deleted') return c.json({ error: 'not found' }, 404);
    console.log(JSON.stringify({ event: `account-${action}`, account: id, changed }));
    return c.json({ account: summary(row), changed });
  });
}
