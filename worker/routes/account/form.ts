/**
 * Reading a post of the community's forms with the form pipeline's own pieces
 * (worker/forms/): its same-origin check, its one form reader (at most
 * `maxBytes`) and its anti-forgery field, in the pipeline's order. A foreign
 * origin or a missing or wrong token answers 403 with a Dutch page; nothing is
 * changed.
 *
 * Why not `formHandler` itself: an account post is answered from the site's
 * database (an address taken, a password wrong, too many tries: field errors
 * and 429, which the pipeline's `Delivery` cannot carry), sets or ends a
 * session cookie, and a member's token is bound to the session, where the
 * pipeline checks the page token everyone shares. docs/architecture.md, "The community".
 */
import type { Context } from 'hono';
import { ANTI_FORGERY_FIELD } from '../../../shared/forms/anti-forgery';
import type { RawForm } from '../../../shared/forms/account/checks';
import { accountFormTokenValid } from '../../community/form-token';
import type { AppEnv } from '../../env';
import { readForm } from '../../forms/body';
import { isSameOrigin } from '../../forms/origin';

export type AccountPost = { ok: true; raw: RawForm; form: FormData } | { ok: false; status: 400 | 403 };

/** The form's text fields as strings or lists (a repeated name), files left out. */
export function rawOf(form: FormData): RawForm {
  const raw: RawForm = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((v): v is string => typeof v === 'string');
    if (all.length === 0) continue;
    raw[key] = all.length > 1 ? all : all[0];
  }
  return raw;
}

export async function readAccountPost(c: Context<AppEnv>, maxBytes: number): Promise<AccountPost> {
  if (!isSameOrigin(c.req.raw)) {
    await c.req.raw.body?.cancel();
    return { ok: false, status: 403 };
  }
  const form = await readForm(c.req.raw, maxBytes);
  if (!form) return { ok: false, status: 400 };
  const token = form.get(ANTI_FORGERY_FIELD);
  const valid = typeof token === 'string' && (await accountFormTokenValid(c.env.FORM_SECRET, token, c.get('sessionToken'), Math.floor(Date.now() / 1000)));
  if (!valid) return { ok: false, status: 403 };
  return { ok: true, raw: rawOf(form), form };
}

/** Values to show again after an error: everything but passwords and the token. */
export function keptValues(raw: RawForm): RawForm {
  const kept: RawForm = {};
  for (const [key, value] of Object.entries(raw)) {
    if (/password|csrf|code/i.test(key) || key === ANTI_FORGERY_FIELD) continue;
    kept[key] = value;
  }
  return kept;
}

export function executionContext(c: Context<AppEnv>): ExecutionContext | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/** Work that may finish after the answer (sending mail), reported when it fails, never logged with an address. */
export function later(c: Context<AppEnv>, work: Promise<unknown>, stage: string): void {
  const guarded = work.catch((error: unknown) => {
    c.get('report')(error, { tags: { stage } });
    console.error(`community: ${stage} failed`, error instanceof Error ? error.message : 'unknown error');
  });
  const ctx = executionContext(c);
  if (ctx) ctx.waitUntil(guarded);
}
