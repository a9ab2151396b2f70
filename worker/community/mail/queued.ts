/**
 * Community mails that are not an answer to the member's own action (the
 * notification digest, a moderator's notice) go through the outbox and the
 * queue like a form submission (worker/outbox/: stored, then sent by the
 * consumer with retries), never inside anyone's request. The id makes a
 * retry of the same mail one mail.
 */
import { storeSubmission, type OutboxEnv } from '../../outbox';
import type { Mail } from './mailer';

export async function queueMail(env: OutboxEnv, id: string, mail: Mail, now: Date): Promise<void> {
  await storeSubmission(env, { id: id.slice(0, 64), kind: 'mail', target: 'mail', region: '', fields: { mail: JSON.stringify(mail) } }, now);
}
