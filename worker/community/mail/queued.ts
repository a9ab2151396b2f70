/**
 * Community mails that are not an answer to the member's own action (the
 * notification digest, a moderator's notice, an expert's answer) go through
 * the outbox and the queue like a form submission (worker/outbox/: stored,
 * then sent by the consumer with retries), never inside anyone's request.
 * The id makes a retry of the same mail one mail.
 */
import { enqueue, outboxRow, storeSubmission, type OutboxEnv } from '../../outbox';
import type { OutboxEntry } from '../../outbox/types';
import type { Mail } from './mailer';

const entryOf = (id: string, mail: Mail, extra: Record<string, string> = {}): OutboxEntry => ({
  id: id.slice(0, 64),
  kind: 'mail',
  target: 'mail',
  region: '',
  fields: { ...extra, mail: JSON.stringify(mail) },
});

export async function queueMail(env: OutboxEnv, id: string, mail: Mail, now: Date, extra: Record<string, string> = {}): Promise<void> {
  // `extra`: what the consumer adds when it sends (a training certificate's code: worker/outbox/deliver.ts).
  await storeSubmission(env, entryOf(id, mail, extra), now);
}

/**
 * The same mail as one statement for the caller's own batch (stored together
 * with what it tells of, or not at all); `offerMail` then hands it to the
 * queue. A mail the queue did not take waits for the cron's sweep.
 */
export function mailStatement(db: D1Database, id: string, mail: Mail, now: Date, when?: { sql: string; values: unknown[] }): D1PreparedStatement {
  return outboxRow(db, entryOf(id, mail), now.toISOString(), when);
}

export function offerMail(env: OutboxEnv, id: string, now: Date): Promise<boolean> {
  return enqueue(env, id.slice(0, 64), now.toISOString());
}
