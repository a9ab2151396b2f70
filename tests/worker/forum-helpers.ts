/**
 * Members for the forum tests: an account made directly in SITE_DB with a
 * session (no registration round trip), its role, its age, and whether its
 * first posts are behind it (so a new post is not held for review).
 */
import { env } from 'cloudflare:test';
import { setRole } from '../../worker/community/accounts';
import { createSession } from '../../worker/community/sessions';
import { makeAccount } from '../../worker/community/testing';
import { seedForum } from '../../worker/community/forum/demo/seed';
import { Visitor } from './account-helpers';
import type { Role } from '../../shared/model/account';

const DAY = 24 * 3600 * 1000;

export async function seededForum(): Promise<void> {
  await seedForum(env.SITE_DB);
}

export interface ForumMember {
  visitor: Visitor;
  id: number;
  username: string;
  email: string;
}

export async function forumMember(options: { role?: Role; ageDays?: number; trusted?: boolean } = {}): Promise<ForumMember> {
  const account = await makeAccount({ prefix: 'fl' });
  const created = new Date(Date.now() - (options.ageDays ?? 30) * DAY).toISOString();
  await env.SITE_DB.prepare('UPDATE accounts SET created_at = ?2 WHERE id = ?1').bind(account.id, created).run();
  if (options.role) await setRole(env.SITE_DB, account.id, options.role);
  if (options.trusted !== false) {
    // Three earlier posts, published and since deleted by the member: their first posts are behind them.
    for (let i = 0; i < 3; i++) {
      await env.SITE_DB.prepare(
        "INSERT INTO forum_posts (conversation_id, position, opening, author_id, body, created_at, published_at, state) VALUES (1, NULL, 0, ?1, '{\"blocks\":[]}', ?2, ?2, 'deleted')",
      )
        .bind(account.id, created)
        .run();
    }
  }
  const session = await createSession(env.SITE_DB, account.id, new Date());
  const visitor = new Visitor();
  visitor.cookie = `__Host-session=${session.token}`;
  return { visitor, id: account.id, username: account.username, email: account.email };
}

/** The address a post/redirect/get answer sends to. */
export const location = (res: Response): string => res.headers.get('location') ?? '';

/** A demo conversation's path by its title. */
export async function conversationPath(title: string): Promise<string> {
  const row = await env.SITE_DB.prepare('SELECT id, slug, group_id FROM forum_conversations WHERE title = ?1').bind(title).first<{ id: number; slug: string; group_id: number | null }>();
  if (!row) throw new Error(`no conversation ${title}`);
  if (row.group_id === null) return `/ervaringen-delen/forum/${row.id}-${row.slug}`;
  const group = await env.SITE_DB.prepare('SELECT slug FROM community_groups WHERE id = ?1').bind(row.group_id).first<{ slug: string }>();
  return `/ervaringen-delen/groepen/${group!.slug}/${row.id}-${row.slug}`;
}
