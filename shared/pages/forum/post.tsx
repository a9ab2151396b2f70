/**
 * One post of a conversation as everyone sees it (photo and username to all,
 * spec section 6), with what the viewer may do with it: the author edits
 * (30 minutes) or deletes, a member reports, a moderator approves, hides or
 * restores. A deleted post reads 'Dit bericht is verwijderd', a hidden one
 * 'Verborgen door een beheerder'.
 */
import type { ReactNode } from 'react';
import type { RichText } from '../../format/rich-text';
import { postAnchor, type PostView } from '../../model/forum';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import { RichTextBody } from '../../ui/RichTextBody';
import { ReusedPart } from '../../ui/reused-part';
import { actsOfState } from '../../model/moderation';
import { SubjectTools } from '../moderation/subject-tools';
import { Author, authorName, dateTime } from './parts';

const t = nl.forum.conversation;

function Body({ post }: { post: PostView }) {
  if (post.state === 'deleted') return <p className="an-post__note">{t.deleted}</p>;
  const note = post.state === 'hidden' ? t.hidden : post.state === 'refused' ? t.refused : null;
  return (
    <>
      {note ? <p className="an-post__note">{note}</p> : null}
      {post.state === 'held' ? (
        <p className="an-post__note an-post__note--held">
          <strong>{t.held}</strong> {t.heldHelp}
        </p>
      ) : null}
      {post.body ? <RichTextBody doc={post.body} className={note ? 'an-richtext an-post__hidden-text' : 'an-richtext'} /> : null}
    </>
  );
}

/** A moderator's buttons for one post (the moderation queue's buttons, shared/pages/moderation/subject-tools.tsx). `action`: another feature's moderation route (a blog's entry or reaction). */
export function ModeratorTools({ post, token, returnTo, action = href('moderate-post', { post: String(post.id) }) }: { post: PostView; token: string; returnTo: string; action?: string }) {
  return <SubjectTools tools={{ action, acts: actsOfState(post.state, post.flagged) }} token={token} label={authorName(post.author)} returnTo={returnTo} />;
}

/** Where a post's own actions go (another feature's texts shown as posts: a blog's reactions). */
export interface PostActions {
  edit: string;
  delete: string;
  report: string;
}

const forumActions = (id: number): PostActions => ({ edit: href('post-edit', { post: String(id) }), delete: href('post-delete', { post: String(id) }), report: href('post-report', { post: String(id) }) });

/** A post's header, body and links: everything of its article but a moderator's tools. */
function PostInner({ post, label, actions }: { post: PostView; label: string; actions: PostActions }) {
  const links: ({ href: string; text: string } | null)[] = [
    post.canEdit ? { href: actions.edit, text: t.edit } : null,
    post.canDelete ? { href: actions.delete, text: t.delete } : null,
    post.canReport ? { href: actions.report, text: t.report } : null,
  ];
  const shown = links.filter((l): l is { href: string; text: string } => l !== null);
  return (
    <>
      <header className="an-post__head">
        <Author author={post.author} />
        <p className="an-post__meta">
          <span className="an-visually-hidden">{label}. </span>
          {t.posted} <time dateTime={post.createdAt}>{dateTime(post.createdAt)}</time>
          {post.editedAt ? <span className="an-post__edited">{` (${t.edited})`}</span> : null}
        </p>
      </header>
      <Body post={post} />
      {shown.length > 0 ? (
        <ul className="an-post__actions" aria-label={t.actionsOf(label)}>
          {shown.map((l) => (
            <li key={l.href}>
              <a href={l.href}>{l.text}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** What PostInner shows of a post besides its body: the variant its reused markup is kept by. */
type PostMeta = Pick<PostView, 'id' | 'position' | 'author' | 'createdAt' | 'editedAt' | 'state' | 'canEdit' | 'canDelete' | 'canReport'>;

/** The source of a post without a readable body (deleted, or hidden from this viewer). */
const NO_BODY: object = Object.freeze({});

/**
 * A post's inner markup from its two inputs (ReusedPart): the frozen parsed
 * body (worker/community/forum/bodies.ts gives the same one for the same
 * text) and the rest of what it shows, as JSON. Kept once per post and kind
 * of viewer, so a conversation's page renders only its posts' article tags.
 */
function postInner(source: object, variant: string): ReactNode {
  const meta = JSON.parse(variant) as PostMeta & { label: string; actions: PostActions };
  const post: PostView = { ...meta, body: source === NO_BODY ? null : (source as RichText), own: false, flagged: false };
  return <PostInner post={post} label={meta.label} actions={meta.actions} />;
}

export function PostArticle({
  post,
  moderator,
  token,
  returnTo,
  unreadMark,
  anchor = postAnchor(post.position),
  actions = forumActions(post.id),
  moderateAction,
}: {
  post: PostView;
  moderator: boolean;
  token: string | null;
  returnTo: string;
  unreadMark: boolean;
  anchor?: string;
  actions?: PostActions;
  moderateAction?: string;
}) {
  const label = post.position === 0 ? t.opening : post.position !== null ? t.reply(post.position) : t.held;
  const attrs = { className: `an-post an-post--${post.state}`, id: anchor, 'aria-label': `${label}, ${authorName(post.author)}` };
  const tools = moderator && token;
  const { id, position, author, createdAt, editedAt, state, canEdit, canDelete, canReport } = post;
  const meta: PostMeta & { label: string; actions: PostActions } = { id, position, author, createdAt, editedAt, state, canEdit, canDelete, canReport, label, actions };
  return (
    <>
      {unreadMark ? (
        <p className="an-post__since" id="ongelezen">
          {t.sinceLastVisit}
        </p>
      ) : null}
      {tools ? (
        <article {...attrs}>
          <PostInner post={post} label={label} actions={actions} />
          <ModeratorTools post={post} token={token} returnTo={returnTo} action={moderateAction} />
        </article>
      ) : (
        <ReusedPart tag="article" attrs={attrs} source={post.body ?? NO_BODY} variant={JSON.stringify(meta)} render={postInner} />
      )}
    </>
  );
}
