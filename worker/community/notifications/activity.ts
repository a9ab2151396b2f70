/**
 * When a member was last seen on the site: the notification digest waits
 * while they are active (they read the replies themselves). Written at most
 * once a minute per member, so reading page after page costs no writes.
 */
export function touchSeen(db: D1Database, accountId: number, now: Date): D1PreparedStatement {
  const at = now.toISOString();
  const minuteAgo = new Date(now.getTime() - 60_000).toISOString();
  return db
    .prepare(
      `INSERT INTO community_mail_state (account_id, last_seen_at) VALUES (?1, ?2)
       ON CONFLICT (account_id) DO UPDATE SET last_seen_at = excluded.last_seen_at WHERE last_seen_at IS NULL OR last_seen_at < ?3`,
    )
    .bind(accountId, at, minuteAgo);
}
