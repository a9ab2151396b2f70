/**
 * Abuse checks every form of the pipeline can use (worker/forms/pipeline.ts):
 * a rate limit per client and form on the Workers rate-limiting binding
 * (FORM_LIMIT; Miniflare runs the same binding locally and in tests), and
 * Cloudflare Turnstile when its keys are configured (off by default: no
 * third-party script is loaded otherwise). The honeypot and the minimum fill
 * time are steps of the pipeline itself.
 */
import type { Bindings } from '../env';

/** The client's address as Cloudflare gives it; locally there is none, so all local requests are one client. */
export const clientAddress = (request: Request): string => request.headers.get('cf-connecting-ip') ?? 'local';

/** Counts one post of a form by this client; false: refuse it (429). */
export async function withinFormLimit(env: Pick<Bindings, 'FORM_LIMIT'>, form: string, request: Request): Promise<boolean> {
  try {
    return (await env.FORM_LIMIT.limit({ key: `${form}:${clientAddress(request)}` })).success;
  } catch {
    // A failing limiter must not refuse every visitor: the other checks still apply.
    return true;
  }
}

export const TURNSTILE_FIELD = 'cf-turnstile-response';
export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

/** The site key when Turnstile is on (both keys configured), else null. */
export function turnstileSiteKey(env: Partial<Pick<Bindings, 'TURNSTILE_SITE_KEY' | 'TURNSTILE_SECRET_KEY'>>): string | null {
  return env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY ? env.TURNSTILE_SITE_KEY : null;
}

/**
 * Asks Turnstile whether the posted token is good. Fails closed: a token that
 * is missing, refused or cannot be checked refuses the post (the visitor is
 * asked to try again; nothing is stored).
 */
export async function turnstilePassed(secret: string, token: string, request: Request, idempotencyKey: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  if (!token || token.length > 2048) return false;
  const body = new FormData();
  body.set('secret', secret);
  body.set('response', token);
  body.set('remoteip', clientAddress(request));
  body.set('idempotency_key', idempotencyKey);
  try {
    const res = await fetcher(TURNSTILE_VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
    const answer = (await res.json()) as { success?: unknown };
    return res.ok && answer.success === true;
  } catch {
    return false;
  }
}
