/**
 * One post of a conversation as everyone sees it (photo and username to all,
 * spec section 6), with what the viewer may do with it: the author edits
 * (30 minutes) or deletes, a member reports, a moderator approves, hides or
 * restores. A deleted post reads 'Dit bericht is verwijderd', a hidden one
 * 'Verborgen door een beheerder'.
 */
import { postAnchor, type PostView } from '../../model/forum';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import { RichTextBody } from '../../ui/RichTextBody';
import { TokenField } from '../account/parts';
import { Author, authorName, dateTime } from './parts';

const t = nl.forum.conversation;
const m = nl.moderation.actions;

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

/** A moderator's buttons for one post; hiding needs a reason (it goes to the author by mail). */
export function ModeratorTools({ post, token, returnTo }: { post: PostView; token: string; returnTo: string }) {
  const action = href('moderate-post', { post: String(post.id) });
  const id = `reden-${post.id}`;
  const simple = (name: 'approve' | 'restore' | 'dismiss', label: string) => (
    <form method="post" action={action} className="an-moderate__form" noValidate>
      <TokenField token={token} />
      <input type="hidden" name="terug" value={returnTo} />
      <input type="hidden" name="action" value={name} />
      <button type="submit" className="an-button an-button--secondary">
        {label}
      </button>
    </form>
  );
  return (
    <div className="an-moderate" role="group" aria-label={m.toolsOf(authorName(post.author))}>
      {post.state === 'held' ? simple('approve', m.approve) : null}
      {post.state === 'visible' && post.flagged ? simple('dismiss', m.dismiss) : null}
      {post.state === 'hidden' ? simple('restore', m.restore) : null}
      {post.state === 'visible' || post.state === 'held' ? (
        <details className="an-moderate__hide">
          <summary>{m.hide}</summary>
          <form method="post" action={action} className="an-moderate__form" noValidate>
            <TokenField token={token} />
            <input type="hidden" name="terug" value={returnTo} />
            <input type="hidden" name="action" value="hide" />
            <label className="an-field__label" htmlFor={id}>
              {m.reasonLabel}
            </label>
            <p className="an-field__hint" id={`${id}-hint`}>
              {m.reasonHint}
            </p>
            <textarea className="an-input" id={id} name="reason" rows={3} aria-describedby={`${id}-hint`} />
            <button type="submit" className="an-button">
              {m.hide}
            </button>
          </form>
        </details>
      ) : null}
    </div>
  );
}

export function PostArticle({ post, moderator, token, returnTo, unreadMark }: { post: PostView; moderator: boolean; token: string | null; returnTo: string; unreadMark: boolean }) {
  const label = post.position === 0 ? t.opening : post.position !== null ? t.reply(post.position) : t.held;
  const links: ({ href: string; text: string } | null)[] = [
    post.canEdit ? { href: href('post-edit', { post: String(post.id) }), text: t.edit } : null,
    post.canDelete ? { href: href('post-delete', { post: String(post.id) }), text: t.delete } : null,
    post.canReport ? { href: href('post-report', { post: String(post.id) }), text: t.report } : null,
  ];
  const shown = links.filter((l): l is { href: string; text: string } => l !== null);
  return (
    <>
      {unreadMark ? (
        <p className="an-post__since" id="ongelezen">
          {t.sinceLastVisit}
        </p>
      ) : null}
      <article className={`an-post an-post--${post.state}`} id={postAnchor(post.position)} aria-label={`${label}, ${authorName(post.author)}`}>
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
        {moderator && token ? <ModeratorTools post={post} token={token} returnTo={returnTo} /> : null}
      </article>
    </>
  );
}
