/**
 * A logged-in member for the bench and Lighthouse: the bench's own account in
 * the site's D1 (made once, verified), and a fresh session for it, through the
 * community module's own statements. Runs in Node (scripts/bench) on the
 * SITE_DB binding Miniflare hands out, so no login form is posted and no
 * bench-only route exists in the worker.
 */
import { EMPTY_PROFILE } from '../../shared/model/account';
import { byEmail, createAccount, markVerified } from '../../worker/community/accounts';
import { hashPassword } from '../../worker/community/passwords';
import { createSession, SESSION_COOKIE } from '../../worker/community/sessions';

/** The bench's member; the address is on a reserved example domain, so nothing is ever mailed. */
export const BENCH_MEMBER = { email: 'bench-lid@voorbeeld.nl', username: 'benchlid' };

/** A `Cookie` header value that opens a live session of the bench's member. */
export async function memberCookie(db: D1Database, now = new Date()): Promise<string> {
  let id = (await byEmail(db, BENCH_MEMBER.email))?.id ?? null;
  if (id === null) {
    // Nobody logs in with the password (the session is made directly): a random one, cheaply hashed.
    const password = crypto.randomUUID();
    id = await createAccount(db, { ...BENCH_MEMBER, passwordHash: await hashPassword(password, 1000), newsletter: false, profile: EMPTY_PROFILE }, now);
    if (id === null) throw new Error(`the bench member ${BENCH_MEMBER.email} could not be made`);
  }
  await markVerified(db, id, now);
  const { token } = await createSession(db, id, now);
  return `${SESSION_COOKIE}=${token}`;
}
