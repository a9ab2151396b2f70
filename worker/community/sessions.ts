/**
 * Sessions: a random token in a `__Host-` cookie, stored hashed in SITE_DB.
 * A new session on every login (the old one, if any, is ended: no fixation);
 * ended on logout, and everywhere on a password change or account deletion.
 */
import { randomToken, sha256Hex, TOKEN_PATTERN } from './crypto';

/** How long a session lasts after login; the visitor logs in again after that. */
export const SESSION_DAYS = 14;
const DAY_MS = 24 * 3600 * 1000;

/**
 * `__Host-` binds the cookie to this host, path / and HTTPS. Browsers refuse a
 * `__Host-` cookie without Secure, and on plain http://localhost (development,
 * e2e) a Secure cookie is still kept by Chromium and Firefox (localhost is a
 * secure context), so the attributes are the same everywhere. The page cache
 * bypasses any request with this cookie (worker/middleware/page-cache: SESSION_COOKIE).
 */
export const SESSION_COOKIE = '__Host-session';

export interface SessionRow {
  account_id: number;
  expires_at: string;
}

export async function createSession(db: D1Database, accountId: number, now: Date): Promise<{ token: string; expires: Date }> {
  const token = randomToken();
  const expires = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
  await db
    .prepare('INSERT INTO sessions (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await sha256Hex(token), accountId, now.toISOString(), expires.toISOString())
    .run();
  return { token, expires };
}

/** The account id of a live session, or null (unknown, malformed or expired token). */
export async function sessionAccount(db: D1Database, token: string | undefined, now: Date): Promise<number | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .prepare('SELECT account_id, expires_at FROM sessions WHERE token_hash = ?')
    .bind(await sha256Hex(token))
    .first<SessionRow>();
  if (!row || row.expires_at <= now.toISOString()) return null;
  return row.account_id;
}

export async function endSession(db: D1Database, token: string | undefined): Promise<void> {
  if (!token || !TOKEN_PATTERN.test(token)) return;
  await db.prepare('DELETE FROM sessions WHERE token_hash = ?').bind(await sha256Hex(token)).run();
}

/** Ends every session of an account (password changed or reset, account deleted or blocked). */
export function endAllSessions(db: D1Database, accountId: number): D1PreparedStatement {
  return db.prepare('DELETE FROM sessions WHERE account_id = ?').bind(accountId);
}

/** Expired sessions and used or expired links go (the scheduled handler runs this). */
export async function sweepExpired(db: D1Database, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.batch([
    db.prepare('DELETE FROM sessions WHERE expires_at <= ?').bind(at),
    db.prepare('DELETE FROM account_tokens WHERE expires_at <= ? OR used_at IS NOT NULL').bind(at),
  ]);
}

/** Set-Cookie for a session. */
export function sessionCookie(token: string, expires: Date): string {
  const maxAge = Math.max(0, Math.floor((expires.getTime() - Date.now()) / 1000));
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;
}

export function clearSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
}

/** The session token a request carries. */
export function sessionTokenOf(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=');
  }
  return undefined;
}
