/**
 * The blogs' rules as plain functions of facts and a clock, tested as tables
 * (./rules.test.ts): an entry's address, how much a member may write, and
 * what a reaction's author may still do with it (the forum's own rules:
 * edit within 30 minutes, delete any time).
 */
import { isNewAccount } from '../forum/rules';
import { slugOf } from '../forum/rules';

export { mayDelete, mayEdit } from '../forum/rules';

/** Words an entry's slug may not be: the routes below /blogs/{username}/ that are not entries. */
const RESERVED = new Set(['volgen']);

/** An entry's slug from its title: the forum's slug, never a reserved word, and another one when taken. */
export function entrySlug(title: string, taken: (slug: string) => boolean): string {
  const base = slugOf(title) || 'bijdrage';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!RESERVED.has(slug) && !taken(slug)) return slug;
  }
}

export interface WriteLimits {
  entriesPerDay: number;
  reactionsPerHour: number;
}
export const WRITE_LIMITS: { new: WriteLimits; established: WriteLimits } = {
  new: { entriesPerDay: 2, reactionsPerHour: 10 },
  established: { entriesPerDay: 10, reactionsPerHour: 30 },
};

export type WriteCheck = 'ok' | 'TooManyEntries' | 'TooManyReplies';

/** Whether a member may publish an entry (or send it for review) or react now. */
export function writeCheck(facts: { accountCreatedAt: string; entriesToday: number; reactionsLastHour: number }, what: 'entry' | 'reaction', now: Date): WriteCheck {
  const limits = isNewAccount(facts.accountCreatedAt, now) ? WRITE_LIMITS.new : WRITE_LIMITS.established;
  if (what === 'entry') return facts.entriesToday >= limits.entriesPerDay ? 'TooManyEntries' : 'ok';
  return facts.reactionsLastHour >= limits.reactionsPerHour ? 'TooManyReplies' : 'ok';
}
