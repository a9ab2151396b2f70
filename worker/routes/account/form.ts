/**
 * Reading a post of the community's forms: the body (at most `maxBytes`, read
 * by the one form reader), the same-origin check and the anti-forgery token.
 * A foreign origin or a missing or wrong token answers 403 with a Dutch page;
 * nothing is changed.
 */
import type { Context } from 'hono';
import type { RawForm } from '../../../shared/forms/account/registration';
import { accountFormTokenValid } from '../../community/form-token';
import type { AppEnv } from '../../env';
import { readForm } from '../form-body';

export type AccountPost = { ok: true; raw: RawForm; form: FormData } | { ok: false; status: 400 | 403 };

/** A cross-site post is refused: its Origin (or, without one, its Referer) must be this site. */
export function sameOrigin(c: Context<AppEnv>): boolean {
  const own = new URL(c.req.url).origin;
  const origin = c.req.header('origin');
  if (origin) return origin === own;
  const referer = c.req.header('referer');
  if (!referer) return true;
  try {
    return new URL(referer).origin === own;
  } catch {
    return false;
  }
}

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
  if (!sameOrigin(c)) {
    await c.req.raw.body?.cancel();
    return { ok: false, status: 403 };
  }
  const form = await readForm(c.req.raw, maxBytes);
  if (!form) return { ok: false, status: 400 };
  const token = form.get('csrf');
  const valid = typeof token === 'string' && (await accountFormTokenValid(c.env.FORM_SECRET, token, c.get('sessionToken'), Math.floor(Date.now() / 1000)));
  if (!valid) return { ok: false, status: 403 };
  return { ok: true, raw: rawOf(form), form };
}

/** Values to show again after an error: everything but passwords and the token. */
export function keptValues(raw: RawForm): RawForm {
  const kept: RawForm = {};
  for (const [key, value] of Object.entries(raw)) {
    if (/password|csrf|code/i.test(key)) continue;
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
