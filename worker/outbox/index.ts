/**
 * The durable outbox every form submission goes through (docs/architecture.md, "The outbox"):
 * the pipeline's `deliver` stores the submission (D1 row, R2 attachment) and
 * only then answers success; a Cloudflare Queue consumer posts it upstream
 * with retries and delays, dead letters wait for ops, and the cron sweeps.
 */
import type { Deliver, Submission } from '../forms/types';
import { storeSubmission } from './store';
import type { OutboxAttachment, OutboxEntry, SubmissionKind } from './types';

export { consumeSubmissions, queueHandler } from './consumer';
export { attemptDelivery, type Attempt } from './deliver';
export { enqueue, outboxRow, storeSubmission, type OutboxEnv } from './store';
export { discard, retryDeadLetter, sweepOutbox } from './sweep';
export type { OutboxEntry, OutboxReceipt, SubmissionKind } from './types';

/** What a form turns its checked value into: the upstream's multipart text fields, the region, and the file. */
export interface Outgoing {
  region: string;
  fields: Record<string, string>;
  attachment?: OutboxAttachment | null;
}

/**
 * A `deliver` for the form pipeline that keeps the submission in the outbox
 * under the submission's id (its idempotency key). Answers ok once it is
 * stored, not once it is delivered: the queue does the rest.
 */
export function toOutbox<T>(kind: SubmissionKind, target: string, outgoing: (submission: Submission<T>) => Outgoing | Promise<Outgoing>): Deliver<T> {
  return async function deliverToOutbox(submission, ctx) {
    const out = await outgoing(submission);
    const entry: OutboxEntry = { id: submission.id, kind, target, region: out.region, fields: out.fields, attachment: out.attachment ?? null };
    try {
      const result = await storeSubmission(ctx.env, entry, new Date(submission.receivedAt));
      if (!result.enqueued) console.warn(JSON.stringify({ event: 'submission-not-enqueued', id: submission.id, kind }));
      return { ok: true };
    } catch (error) {
      ctx.report(error, { tags: { stage: 'outbox-store', form: submission.form } });
      return { ok: false, reason: `outbox store failed (${error instanceof Error ? error.name : 'unknown'})` };
    }
  };
}
