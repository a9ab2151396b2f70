/**
 * Community mails that are not an answer to the member's own action (the
 * notification digest, a moderator's notice) go through the outbox and the
 * queue like a form submission (worker/outbox/: stored, then sent by the
 * consumer with retries), never inside anyone's request. The id makes a
 * retry of the same mail one mail.
 */
import { storeSubmission, type OutboxEnv } from '../../outbox';
import type { Mail } from './mailer';

export async function queueMail(env: OutboxEnv, id: string, mail: Mail, now: Date, extra: Record<string, string> = {}): Promise<void> {
  // `extra`: what the consumer adds when it sends (a training certificate's code: worker/outbox/deliver.ts).
  await storeSubmission(env, { id: id.slice(0, 64), kind: 'mail', target: 'mail', region: '', fields: { ...extra, mail: JSON.stringify(mail) } }, now);
}
