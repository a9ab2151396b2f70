/**
 * The forum's part of a screen's context: its reads and the community search
 * for one request's viewer, and the moderators' reads, sharing one lookup of
 * topics and groups (made only when a screen asks for it).
 */
import type { Viewer } from '../../../shared/model/account';
import type { CommunitySearch, ForumReader } from '../../../shared/model/forum';
import type { ModerationReader } from '../../../shared/model/moderation';
import { moderationReader } from '../moderation/reader';
import { communitySearch } from '../search/reader';
import { forumReader } from './reader';

export function forumContext(db: D1Database, viewer: Viewer | null): { forum: ForumReader & CommunitySearch; moderation: ModerationReader } {
  const reader = forumReader(db, viewer);
  const audiences = async () => ['public', ...[...(await reader.memberships())].map((id) => `g${id}`)];
  return { forum: { ...reader, ...communitySearch(db, audiences, reader.lookups) }, moderation: moderationReader(db, reader.lookups) };
}
