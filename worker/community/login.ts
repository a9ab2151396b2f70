/**
 * Checking a login. Every failure is the same to the visitor (unknown address,
 * wrong password, unverified, blocked or deleted account) and costs the same:
 * exactly one password derivation at the configured count, also when there is
 * no account (./passwords.ts verifies against an empty hash then).
 */
import { byEmail, rehash, viewerOf, type AccountRow } from './accounts';
import { hashPassword, verifyPassword } from './passwords';

export type LoginResult = { ok: true; account: AccountRow } | { ok: false };

export interface LoginDeps {
  verify: typeof verifyPassword;
  hash: typeof hashPassword;
}

export async function checkLogin(
  db: D1Database,
  email: string,
  password: string,
  iterations: number,
  deps: LoginDeps = { verify: verifyPassword, hash: hashPassword },
): Promise<LoginResult> {
  const account = await byEmail(db, email);
  const result = await deps.verify(password, account?.password_hash ?? null, iterations);
  if (!account || !result.ok || !viewerOf(account)) return { ok: false };
  if (result.needsRehash) await rehash(db, account.id, await deps.hash(password, iterations));
  return { ok: true, account };
}
