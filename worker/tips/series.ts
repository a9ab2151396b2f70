/**
 * The tips series (spec sections 1 and 9): the carer test's opt-in starts the
 * monthly series of six, the certificate form's the series of six every two
 * months. The cron (worker/index.ts `scheduled`) queues what is due into the
 * durable outbox (worker/outbox), whose queue consumer sends it through the
 * mailer: never inside a visitor's request. A second sign-up to a running
 * series changes nothing; the row, and the address with it, is deleted when
 * the last mail is queued or on unsubscribe.
 */
import { href } from '../../shared/routes';
import { nl } from '../../shared/texts/nl';
import type { Bindings } from '../env';
import { queueMail } from '../community/mail/queued';
import type { OutboxEnv } from '../outbox';
import { signValue, verifyValue } from '../signed/token';
import { tipsMail, type TipsSeries } from './mails';

/** Months between two mails of a series, and how many mails it has. */
export const SERIES: Record<TipsSeries, { months: number; mails: number }> = {
  mantelzorg: { months: 1, mails: nl.tipsMails.series.mantelzorg.length },
  training: { months: 2, mails: nl.tipsMails.series.training.length },
};

export type TipsEnv = OutboxEnv & Pick<Bindings, 'FORM_SECRET'>;

/** `date` plus whole calendar months (the 31st becomes the month's last day). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** Starts a series for an address, its first mail due now; a running series of the same address stays as it is. */
export async function subscribe(db: D1Database, series: TipsSeries, email: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .prepare('INSERT INTO tips_subscriptions (series, email, sent, next_at, created_at) VALUES (?1, ?2, 0, ?3, ?3) ON CONFLICT (series, email) DO NOTHING')
    .bind(series, email.trim().toLowerCase(), at)
    .run();
}

const UNSUBSCRIBE_PURPOSE = 'tips-afmelden';

/** The code of a series' unsubscribe link: its id, signed (no end date: a link in an old mail keeps working). */
export const unsubscribeCode = (secret: string | undefined, id: number): Promise<string> => signValue(secret, UNSUBSCRIBE_PURPOSE, id, null);

/** The series an unsubscribe code names, or null for a code that is not ours. */
export async function seriesOfCode(secret: string | undefined, code: unknown): Promise<number | null> {
  const signed = await verifyValue(secret, UNSUBSCRIBE_PURPOSE, code, Date.now(), 200);
  return signed.ok && Number.isSafeInteger(signed.value) ? (signed.value as number) : null;
}

/**
 * Ends a series: its row goes, and so do its mails still waiting in the
 * outbox (their copy of the address is erased, the receipt stays as discarded).
 */
export async function unsubscribe(db: D1Database, id: number, now: Date): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM tips_subscriptions WHERE id = ?1').bind(id),
    db
      .prepare("UPDATE form_outbox SET status = 'discarded', fields = NULL, updated_at = ?2 WHERE id LIKE ?1 AND status IN ('stored', 'queued')")
      .bind(`tips-${id}-%`, now.toISOString()),
  ]);
}

type DueRow = { id: number; series: string; email: string; sent: number; next_at: string };

/**
 * Queues every mail that is due at `now` (at most `limit`): mail n of a series
 * goes into the outbox under the id `tips-{series id}-{n}`, so a cron run that
 * is repeated or overlaps queues it once. Then the series moves on by its
 * interval from when the mail was due (no drift when the cron runs late), or
 * ends after its last mail.
 */
export async function queueDueTips(env: TipsEnv, siteBase: string, now: Date, limit = 100): Promise<{ queued: number; ended: number }> {
  const { results } = await env.SITE_DB.prepare('SELECT id, series, email, sent, next_at FROM tips_subscriptions WHERE next_at <= ?1 ORDER BY next_at LIMIT ?2')
    .bind(now.toISOString(), limit)
    .all<DueRow>();
  let queued = 0;
  let ended = 0;
  for (const row of results) {
    const series = row.series as TipsSeries;
    const plan = SERIES[series];
    if (!plan) continue;
    const n = row.sent + 1;
    const link = siteBase + href('tips-unsubscribe', { code: await unsubscribeCode(env.FORM_SECRET, row.id) });
    const mail = tipsMail(series, n, row.email, link);
    await queueMail(env, `tips-${row.id}-${n}`, mail, now);
    queued += 1;
    if (n >= plan.mails) {
      await env.SITE_DB.prepare('DELETE FROM tips_subscriptions WHERE id = ?1').bind(row.id).run();
      ended += 1;
    } else {
      const next = addMonths(new Date(row.next_at), plan.months);
      await env.SITE_DB.prepare('UPDATE tips_subscriptions SET sent = ?2, next_at = ?3 WHERE id = ?1').bind(row.id, n, next.toISOString()).run();
    }
  }
  return { queued, ended };
}
