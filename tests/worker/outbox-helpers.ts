import { env } from 'cloudflare:test';
import { embeddedOrigin } from '../../worker/content/fetcher';
import type { UpstreamFetch } from '../../worker/content/fetcher';
import { attemptDelivery } from '../../worker/outbox';
import { outboxMailer } from '../../worker/community/mail/outbox';

export interface OutboxRow {
  id: string;
  kind: string;
  region: string;
  status: string;
  fields: string | null;
  attachment_key: string | null;
  attempts: number;
  last_error: string | null;
}

export const outboxRows = async (): Promise<OutboxRow[]> =>
  (await env.SITE_DB.prepare('SELECT * FROM form_outbox ORDER BY created_at').all<OutboxRow>()).results;

export const outboxRow = (id: string): Promise<OutboxRow | null> => env.SITE_DB.prepare('SELECT * FROM form_outbox WHERE id = ?1').bind(id).first<OutboxRow>();

/**
 * Delivers every waiting outbox row now, as the queue consumer would
 * (attemptDelivery, the consumer's one step), to the embedded origin or the
 * given upstream, and mails to the development mailbox. The queue of the test runtime may be delivering the same
 * rows at the same moment: the row's claim lets only one send, so this waits
 * until no row is being sent.
 */
export async function drainOutbox(upstream: UpstreamFetch = embeddedOrigin(env, undefined)): Promise<void> {
  for (let round = 0; round < 50; round++) {
    const waiting = (await env.SITE_DB.prepare("SELECT id, status FROM form_outbox WHERE status IN ('stored', 'queued', 'sending')").all<{ id: string; status: string }>()).results;
    if (waiting.length === 0) return;
    for (const row of waiting) if (row.status !== 'sending') await attemptDelivery(env, upstream, row.id, new Date(), outboxMailer(env.SITE_DB));
    if (waiting.some((row) => row.status === 'sending')) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
