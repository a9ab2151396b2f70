/**
 * Accounts in SITE_DB: creation, lookup, verification, passwords, profile,
 * role and status, and anonymisation on deletion. Every community module
 * (forum, blogs, inbox of later issues) reads members through here.
 */
import {
  EMPTY_PROFILE,
  type AccountSettings,
  type AccountStatus,
  type AffiliateOption,
  type Profile,
  type Role,
  type Viewer,
  type Visibility,
} from '../../shared/model/account';
import { endAllSessions } from './sessions';

export interface AccountRow {
  id: number;
  email: string | null;
  username: string | null;
  username_key: string | null;
  password_hash: string | null;
  status: AccountStatus;
  role: Role;
  created_at: string;
  verified_at: string | null;
  deleted_at: string | null;
  newsletter: number;
  profile: string;
  visibility: Visibility;
  notifications: number;
  affiliate: string;
  photo_key: string | null;
  photo_type: string | null;
}

/** Addresses are compared lowercased and trimmed (the local part is case-insensitive in practice). */
export const emailKey = (email: string): string => email.trim().toLowerCase();
export const usernameKey = (username: string): string => username.trim().toLowerCase();

export function byEmail(db: D1Database, email: string): Promise<AccountRow | null> {
  return db.prepare('SELECT * FROM accounts WHERE email = ?').bind(emailKey(email)).first<AccountRow>();
}

export function byId(db: D1Database, id: number): Promise<AccountRow | null> {
  return db.prepare('SELECT * FROM accounts WHERE id = ?').bind(id).first<AccountRow>();
}

export function byUsername(db: D1Database, username: string): Promise<AccountRow | null> {
  return db.prepare('SELECT * FROM accounts WHERE username_key = ?').bind(usernameKey(username)).first<AccountRow>();
}

export async function usernameTaken(db: D1Database, username: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM accounts WHERE username_key = ?').bind(usernameKey(username)).first()) !== null;
}

export interface NewAccount {
  email: string;
  username: string;
  passwordHash: string;
  newsletter: boolean;
  profile: Profile;
}

/** Creates an unverified account; null when the address or username was taken meanwhile. */
export async function createAccount(db: D1Database, input: NewAccount, now: Date): Promise<number | null> {
  try {
    const row = await db
      .prepare(
        `INSERT INTO accounts (email, username, username_key, password_hash, status, role, created_at, terms_accepted_at, newsletter, profile)
         VALUES (?, ?, ?, ?, 'unverified', 'member', ?, ?, ?, ?) RETURNING id`,
      )
      .bind(
        emailKey(input.email),
        input.username.trim(),
        usernameKey(input.username),
        input.passwordHash,
        now.toISOString(),
        now.toISOString(),
        input.newsletter ? 1 : 0,
        JSON.stringify(input.profile),
      )
      .first<{ id: number }>();
    return row?.id ?? null;
  } catch (error) {
    if (error instanceof Error && /UNIQUE/i.test(error.message)) return null;
    throw error;
  }
}

/** Marks an address verified; a blocked or deleted account stays as it is. */
export async function markVerified(db: D1Database, id: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE accounts SET status = 'active', verified_at = ? WHERE id = ? AND status IN ('unverified', 'active')`)
    .bind(now.toISOString(), id)
    .run();
  return result.meta.changes > 0;
}

/** A new password ends every session of the account (the caller may open a new one). */
export async function setPassword(db: D1Database, id: number, passwordHash: string): Promise<void> {
  await db.batch([db.prepare('UPDATE accounts SET password_hash = ? WHERE id = ?').bind(passwordHash, id), endAllSessions(db, id)]);
}

/** A stronger hash of the same password (after a raised iteration count), sessions untouched. */
export async function rehash(db: D1Database, id: number, passwordHash: string): Promise<void> {
  await db.prepare('UPDATE accounts SET password_hash = ? WHERE id = ?').bind(passwordHash, id).run();
}

export function profileOf(row: Pick<AccountRow, 'profile'>): Profile {
  try {
    const parsed = JSON.parse(row.profile) as Partial<Profile>;
    return { ...EMPTY_PROFILE, ...parsed, share: { ...EMPTY_PROFILE.share, ...(parsed.share ?? {}) } };
  } catch {
    return EMPTY_PROFILE;
  }
}

export function settingsOf(row: Pick<AccountRow, 'visibility' | 'notifications' | 'affiliate'>): AccountSettings {
  let affiliate: AffiliateOption[] = [];
  try {
    affiliate = JSON.parse(row.affiliate) as AffiliateOption[];
  } catch {
    affiliate = [];
  }
  return { visibility: row.visibility, notifications: row.notifications === 1, affiliate };
}

export async function saveProfile(db: D1Database, id: number, profile: Profile): Promise<void> {
  await db.prepare('UPDATE accounts SET profile = ? WHERE id = ?').bind(JSON.stringify(profile), id).run();
}

export async function saveSettings(db: D1Database, id: number, settings: AccountSettings): Promise<void> {
  await db
    .prepare('UPDATE accounts SET visibility = ?, notifications = ?, affiliate = ? WHERE id = ?')
    .bind(settings.visibility, settings.notifications ? 1 : 0, JSON.stringify(settings.affiliate), id)
    .run();
}

export async function setPhoto(db: D1Database, id: number, photo: { key: string; type: string } | null): Promise<void> {
  await db.prepare('UPDATE accounts SET photo_key = ?, photo_type = ? WHERE id = ?').bind(photo?.key ?? null, photo?.type ?? null, id).run();
}

export async function setRole(db: D1Database, id: number, role: Role): Promise<boolean> {
  const result = await db.prepare(`UPDATE accounts SET role = ? WHERE id = ? AND status != 'deleted'`).bind(role, id).run();
  return result.meta.changes > 0;
}

/** Blocks (sessions end at once) or unblocks an account. An unverified account stays unverified when unblocked. */
export async function setBlocked(db: D1Database, id: number, blocked: boolean): Promise<boolean> {
  if (blocked) {
    const [result] = await db.batch([
      db.prepare(`UPDATE accounts SET status = 'blocked' WHERE id = ? AND status != 'deleted'`).bind(id),
      endAllSessions(db, id),
    ]);
    return (result?.meta.changes ?? 0) > 0;
  }
  const result = await db
    .prepare(`UPDATE accounts SET status = CASE WHEN verified_at IS NULL THEN 'unverified' ELSE 'active' END WHERE id = ? AND status = 'blocked'`)
    .bind(id)
    .run();
  return result.meta.changes > 0;
}

/**
 * Deletion (spec section 4): the row stays so that what the member wrote stays
 * attributed, as 'Verwijderde gebruiker'; every personal field is emptied, the
 * sessions and pending links go. The photo's R2 object is removed by the caller.
 */
export async function anonymise(db: D1Database, id: number, now: Date): Promise<void> {
  await db.batch([
    db
      .prepare(
        `UPDATE accounts SET email = NULL, username = NULL, username_key = NULL, password_hash = NULL, status = 'deleted',
         deleted_at = ?, verified_at = NULL, terms_accepted_at = NULL, newsletter = 0, profile = '{}', visibility = 'private',
         notifications = 0, affiliate = '[]', photo_key = NULL, photo_type = NULL WHERE id = ?`,
      )
      .bind(now.toISOString(), id),
    endAllSessions(db, id),
    db.prepare('DELETE FROM account_tokens WHERE account_id = ?').bind(id),
  ]);
}

export function viewerOf(row: AccountRow): Viewer | null {
  return row.status === 'active' && row.username ? { id: row.id, username: row.username, role: row.role } : null;
}

/** How a member is named beside what they wrote: their username, or 'Verwijderde gebruiker'. */
export function authorName(row: Pick<AccountRow, 'status' | 'username'>, deletedName: string): string {
  return row.status === 'deleted' || !row.username ? deletedName : row.username;
}
