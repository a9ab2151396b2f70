/**
 * A blog's reactions and entries in the forum's post components (the same
 * article, tools and moderation): where a reaction's own actions go, and an
 * entry as the post the moderator's tools act on.
 */
import type { EntryDetail, ReactionView } from '../../model/blog';
import type { PostView } from '../../model/forum';
import { href } from '../../routes';
import type { PostActions } from '../forum/post';

export function reactionActions(username: string, slug: string, reaction: Pick<ReactionView, 'id'>): PostActions {
  const at = (action: 'bewerken' | 'verwijderen' | 'melden') => href('blog-reaction', { username, slug, reaction: String(reaction.id), action });
  return { edit: at('bewerken'), delete: at('verwijderen'), report: at('melden') };
}

/** An entry as the moderator's tools see a post: its state in the forum's words. */
export function entryAsPost(entry: EntryDetail): PostView {
  const state: PostView['state'] = entry.state === 'published' ? 'visible' : entry.state === 'draft' ? 'held' : entry.state === 'deleted' ? 'deleted' : entry.state;
  return {
    id: entry.id,
    position: 0,
    author: entry.author,
    createdAt: entry.createdAt,
    editedAt: null,
    state,
    body: entry.body,
    own: entry.own,
    canEdit: false,
    canDelete: false,
    canReport: false,
    flagged: entry.flagged,
  };
}
