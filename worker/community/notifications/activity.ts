/**
 * When a member was last seen on the site: the notification digest waits
 * while they are active (they read the replies themselves). Written at most
 * once a minute per member, so reading page after page costs no writes: a
 * reader that has the last time at hand (seenLately) sends no statement at
 * all, and the statement itself changes nothing within the minute.
 */
const TOUCH_MS = 60_000;

/** Whether the member was seen within the last minute (touchSeen would change nothing). */
export function seenLately(lastSeenAt: string | null, now: Date): boolean {
  return lastSeenAt !== null && lastSeenAt >= new Date(now.getTime() - TOUCH_MS).toISOString();
}

export function touchSeen(db: D1Database, accountId: number, now: Date): D1PreparedStatement {
  const at = now.toISOString();
  const minuteAgo = new Date(now.getTime() - TOUCH_MS).toISOString();
  return db
    .prepare(
      `INSERT INTO community_mail_state (account_id, last_seen_at) VALUES (?1, ?2)
       ON CONFLICT (account_id) DO UPDATE SET last_seen_at = excluded.last_seen_at WHERE last_seen_at IS NULL OR last_seen_at < ?3`,
    )
    .bind(accountId, at, minuteAgo);
}
