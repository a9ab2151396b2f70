import type { Deliver, Submission } from './types';

/**
 * Delivers by posting multipart fields to a path of the backend (spec section
 * 7; only the status counts). The submission's id goes along as
 * `Idempotency-Key`, which a backend may use to count a repeated post once.
 */
export function postToUpstream<T>(path: string, fields: (submission: Submission<T>) => Record<string, string | Blob>): Deliver<T> {
  return async function deliverUpstream(submission, ctx) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields(submission))) body.set(name, value);
    try {
      const response = await ctx.upstream(path, { method: 'POST', body, headers: { 'idempotency-key': submission.id } });
      await response.body?.cancel();
      return response.ok ? { ok: true } : { ok: false, reason: `upstream answered ${response.status}` };
    } catch (error) {
      return { ok: false, reason: `upstream unreachable (${error instanceof Error ? error.message : 'unknown error'})` };
    }
  };
}
