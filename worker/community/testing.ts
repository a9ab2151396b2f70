/** Test helpers for the community modules: a fresh account in SITE_DB. */
import { env } from 'cloudflare:test';
import { EMPTY_PROFILE } from '../../shared/model/account';
import { createAccount, markVerified } from './accounts';
import { hashPassword } from './passwords';

let counter = 0;

/** A unique address and username per call, so tests in one file never collide. */
export function uniqueMember(prefix = 'lid'): { email: string; username: string; password: string } {
  counter += 1;
  const tag = `${prefix}${Date.now().toString(36)}${counter}`;
  return { email: `${tag}@voorbeeld.nl`, username: tag.slice(0, 20), password: 'Geheim2024Wachtwoord' };
}

export async function makeAccount(options: { verified?: boolean; prefix?: string } = {}) {
  const member = uniqueMember(options.prefix);
  const now = new Date();
  const id = await createAccount(
    env.SITE_DB,
    { email: member.email, username: member.username, passwordHash: await hashPassword(member.password, 1000), newsletter: false, profile: EMPTY_PROFILE },
    now,
  );
  if (id === null) throw new Error('account not created');
  if (options.verified !== false) await markVerified(env.SITE_DB, id, now);
  return { ...member, id };
}
