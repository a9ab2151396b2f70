import { chooseMailer, type Mailer } from '../community/mail/mailer';
import { readConfig } from '../config';
import { chooseUpstream, type UpstreamFetch } from '../content/fetcher';
import type { Bindings } from '../env';
import { createReporter } from '../observability/report';
import { attemptDelivery, type Attempt } from './deliver';
import type { OutboxEnv } from './store';
import type { SubmissionMessage } from './types';

const isMessage = (body: unknown): body is SubmissionMessage =>
  typeof body === 'object' && body !== null && typeof (body as { id?: unknown }).id === 'string' && (body as { id: string }).id.length <= 64;

/**
 * The queue consumer (worker/index.ts `queue`): one delivery attempt per
 * message (a mail row goes to the mailer, every other to the upstream). A failed attempt goes back to the queue with its delay (the
 * queue's own retry); everything else is acknowledged, the outcome being in
 * the row (delivered, dead letter). A message that throws (D1 unreachable) is
 * retried by the queue; the row's claim keeps it from being sent twice.
 */
export async function consumeSubmissions(
  batch: MessageBatch<unknown>,
  env: OutboxEnv,
  upstream: UpstreamFetch,
  now: () => Date = () => new Date(),
  mailer?: Mailer,
): Promise<Attempt[]> {
  return Promise.all(
    batch.messages.map(async (message): Promise<Attempt> => {
      if (!isMessage(message.body)) {
        message.ack();
        return { outcome: 'skipped' };
      }
      try {
        const attempt = await attemptDelivery(env, upstream, message.body.id, now(), mailer);
        if (attempt.outcome === 'retry') message.retry({ delaySeconds: attempt.delaySeconds });
        else message.ack();
        if (attempt.outcome === 'dead') console.warn(JSON.stringify({ event: 'submission-dead-letter', id: message.body.id, reason: attempt.reason }));
        return attempt;
      } catch (error) {
        message.retry({ delaySeconds: 30 });
        console.error(JSON.stringify({ event: 'submission-attempt-failed', id: message.body.id, error: error instanceof Error ? error.name : 'unknown' }));
        return { outcome: 'retry', delaySeconds: 30, reason: 'outbox unavailable' };
      }
    }),
  );
}

/** The consumer as the runtime calls it: the configured upstream over this invocation's bindings. */
export async function queueHandler(batch: MessageBatch<unknown>, env: Bindings, ctx: ExecutionContext): Promise<void> {
  const config = readConfig(env);
  const report = createReporter({ dsn: config.sentryDsn, environment: config.environment }, (p) => ctx.waitUntil(p));
  const attempts = await consumeSubmissions(batch, env, chooseUpstream(config.upstream, env, ctx), undefined, chooseMailer(env)).catch((error: unknown) => {
    report(error, { tags: { job: 'submission-queue' } });
    throw error;
  });
  const dead = attempts.filter((a) => a.outcome === 'dead').length;
  if (dead > 0) report(new Error(`${dead} form submission(s) became dead letters`), { tags: { job: 'submission-queue' } });
}
