/**
 * The notification digest (the worker's cron, every five minutes): a member
 * who allows mail notifications gets the new replies in what they follow at
 * most once an hour, and not while they are active on the site. The mail is
 * put in the outbox; the queue sends it (worker/community/mail/queued.ts).
 * What a member has read meanwhile is left out; what is left is cleared.
 */
import { positionHref } from '../../../shared/model/forum';
import { href } from '../../../shared/routes';
import type { OutboxEnv } from '../../outbox';
import { queueMail } from '../mail/queued';
import { conversationPath } from '../forum/rows';
import { inboxNews } from '../inbox/notify';
import { digestMail, type DigestItem } from './mail';
import { blogDigestItems } from '../blogs/digest';
import { unsubscribeCode } from './unsubscribe';

/** At most one digest an hour; none while the member was seen in the last quarter of an hour. */
export const DIGEST_MINUTES = 60;
export const ACTIVE_MINUTES = 15;
/** Members per run (the next run takes the rest). */
const PER_RUN = 100;

export type DigestEnv = OutboxEnv & { FORM_SECRET: string };

export interface DigestOptions {
  /** Absolute base of the links in the mail (SITE_URL; in development the request's origin). */
  base: string;
  /** Development's 'send now': as if the member had been away an hour. */
  ignoreHold?: boolean;
}

export interface DigestResult {
  mailed: number;
  waiting: number;
  dropped: number;
}

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

interface Candidate {
  account_id: number;
  last_seen_at: string | null;
  last_digest_at: string | null;
}

interface PendingRow {
  target_id: number;
  first_position: number;
  count: number;
  id: number | null;
  slug: string;
  title: string;
  group_id: number | null;
  group_slug: string | null;
  state: string | null;
  reply_count: number;
  read_position: number | null;
}

export function isHeld(c: Pick<Candidate, 'last_seen_at' | 'last_digest_at'>, now: Date): boolean {
  return (c.last_digest_at !== null && c.last_digest_at > minutesAgo(now, DIGEST_MINUTES)) || (c.last_seen_at !== null && c.last_seen_at > minutesAgo(now, ACTIVE_MINUTES));
}

export async function runDigest(env: DigestEnv, now: Date, options: DigestOptions): Promise<DigestResult> {
  const db = env.SITE_DB;
  const { results: candidates } = await db
    .prepare(
      `SELECT p.account_id, s.last_seen_at, s.last_digest_at FROM (SELECT DISTINCT account_id FROM community_pending) p
       LEFT JOIN community_mail_state s ON s.account_id = p.account_id LIMIT ?1`,
    )
    .bind(PER_RUN)
    .all<Candidate>();
  const result: DigestResult = { mailed: 0, waiting: 0, dropped: 0 };
  for (const candidate of candidates) {
    if (!options.ignoreHold && isHeld(candidate, now)) {
      result.waiting += 1;
      continue;
    }
    const id = candidate.account_id;
    const account = await db
      .prepare("SELECT email, username, notifications FROM accounts WHERE id = ?1 AND status = 'active'")
      .bind(id)
      .first<{ email: string | null; username: string | null; notifications: number }>();
    const clear = db.prepare('DELETE FROM community_pending WHERE account_id = ?1').bind(id);
    if (!account?.email || !account.username || account.notifications !== 1) {
      await clear.run();
      result.dropped += 1;
      continue;
    }
    const { results: rows } = await db
      .prepare(
        `SELECT p.target_id, p.first_position, p.count, c.id, c.slug, c.title, c.group_id, g.slug AS group_slug, c.state, c.reply_count, r.position AS read_position
         FROM community_pending p LEFT JOIN forum_conversations c ON c.id = p.target_id LEFT JOIN community_groups g ON g.id = c.group_id
         LEFT JOIN forum_reads r ON r.account_id = p.account_id AND r.conversation_id = p.target_id
         WHERE p.account_id = ?1 AND p.kind = 'conversation' ORDER BY p.first_at`,
      )
      .bind(id)
      .all<PendingRow>();
    const items: DigestItem[] = [];
    for (const row of rows) {
      if (row.id === null || row.state !== 'open') continue;
      const read = row.read_position ?? -1;
      // Read on the site meanwhile: nothing new to tell.
      if (read >= row.reply_count) continue;
      const first = Math.max(row.first_position, read + 1);
      const path = conversationPath({ id: row.id, slug: row.slug, group_id: row.group_id }, row.group_slug);
      items.push({ title: row.title, href: options.base + positionHref(path, first), count: first === 0 ? 0 : row.reply_count - first + 1 });
    }
    // New entries in followed blogs (issue 38).
    items.push(...(await blogDigestItems(db, id, options.base)));
    const state = db
      .prepare(
        `INSERT INTO community_mail_state (account_id, last_digest_at) VALUES (?1, ?2)
         ON CONFLICT (account_id) DO UPDATE SET last_digest_at = excluded.last_digest_at`,
      )
      .bind(id, now.toISOString());
    // New contact requests and messages (issue 39): counted, never shown.
    const news = await inboxNews(db, id);
    const inbox = news.requests + news.messages > 0 ? { ...news, href: options.base + href('inbox') } : null;
    if (items.length > 0 || inbox) {
      const code = await unsubscribeCode(env.FORM_SECRET, id);
      const mail = digestMail(account.email, account.username, items, {
        unsubscribe: options.base + href('unsubscribe', { code }),
        settings: options.base + href('my-settings'),
      }, inbox);
      // One digest per member per minute, however often the run is retried.
      await queueMail(env, `digest-${id}-${now.toISOString().slice(0, 16)}`, mail, now);
      result.mailed += 1;
    } else {
      result.dropped += 1;
    }
    await db.batch([clear, state]);
  }
  return result;
}
