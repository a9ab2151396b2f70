/**
 * The community's mails in the worker tests: what the outbox holds is
 * delivered to the development mailbox as the queue consumer would, then
 * read per address.
 */
import { env } from 'cloudflare:test';
import { outboxMailer } from '../../worker/community/mail/outbox';
import { attemptDelivery } from '../../worker/outbox';

/** Delivers the outbox's mails to the development mailbox, as the queue consumer does. */
export async function deliverMails(): Promise<void> {
  const { results } = await env.SITE_DB.prepare("SELECT id FROM form_outbox WHERE kind = 'mail' AND status IN ('stored', 'queued')").all<{ id: string }>();
  const upstream = async () => new Response(null, { status: 500 });
  for (const row of results) await attemptDelivery(env, upstream, row.id, new Date(), outboxMailer(env.SITE_DB));
}

export async function mailsTo(email: string) {
  return (await env.SITE_DB.prepare('SELECT subject, text_body, html_body, headers FROM dev_mailbox WHERE to_address = ?1 ORDER BY id').bind(email).all<{ subject: string; text_body: string; html_body: string; headers: string }>()).results;
}
