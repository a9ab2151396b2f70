/**
 * Pieces every blog screen shares: the frame (the forum's, with the helpline
 * in sight), an entry as a card in a list, the byline, the follow button
 * (a real form: works without JavaScript) and the notices after a post.
 */
import type { ReactNode } from 'react';
import { formatDate } from '../../format/date';
import type { EntryKind, EntrySummary } from '../../model/blog';
import { nl } from '../../texts/nl';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { IMAGE_SIZES } from '../../ui/image-sizes';
import { TokenField } from '../account/parts';
import { Author, ForumFrame } from '../forum/parts';

const t = nl.blogs;

export function BlogsFrame({ title, intro, children, aside }: { title: string; intro?: ReactNode; children?: ReactNode; aside?: ReactNode }) {
  return (
    <ForumFrame title={title} intro={intro} aside={aside}>
      {children}
    </ForumFrame>
  );
}

export function KindTag({ kind }: { kind: EntryKind }) {
  return <span className={`an-tag an-tag--${kind}`}>{t.kindLabel[kind]}</span>;
}

export function MembersTag() {
  return <span className="an-tag an-tag--members">{t.membersOnly}</span>;
}

/** Who wrote it and when: the author's photo and name, the date. */
export function Byline({ entry }: { entry: Pick<EntrySummary, 'author' | 'publishedAt'> }) {
  return (
    <p className="an-entry__byline">
      <span className="an-visually-hidden">{t.by} </span>
      <Author author={entry.author} />
      <span>
        <span className="an-visually-hidden">{t.published} </span>
        <time dateTime={entry.publishedAt.slice(0, 10)}>{formatDate(entry.publishedAt)}</time>
      </span>
    </p>
  );
}

/** An entry in a list: its image (the card crop), kind, title as the link, byline, first words and reactions. */
export function EntryCard({ entry, headingLevel = 2 }: { entry: EntrySummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="an-entry-card">
      <article className={entry.image ? 'an-entry-card__inner' : 'an-entry-card__inner an-entry-card__inner--text'}>
        {entry.image ? (
          <div className="an-entry-card__media">
            <ResponsiveImage image={{ ...entry.image, alt: '' }} family="card" sizes={IMAGE_SIZES.entryCard} />
          </div>
        ) : null}
        <div className="an-entry-card__body">
          <p className="an-entry-card__tags">
            <KindTag kind={entry.kind} />
            {entry.visibility === 'members' ? <MembersTag /> : null}
          </p>
          <Heading className="an-entry-card__title">
            <a href={entry.path}>{entry.title}</a>
          </Heading>
          <Byline entry={entry} />
          {entry.intro ? <p className={entry.kind === 'poem' ? 'an-entry-card__intro an-entry-card__intro--poem' : 'an-entry-card__intro'}>{entry.intro}</p> : null}
          <p className="an-entry-card__reactions">{t.reactions(entry.reactionCount)}</p>
        </div>
      </article>
    </li>
  );
}

export function EntryList({ entries, headingLevel = 2 }: { entries: readonly EntrySummary[]; headingLevel?: 2 | 3 }) {
  return (
    <ol className="an-entry-list">
      {entries.map((entry) => (
        <EntryCard key={entry.id} entry={entry} headingLevel={headingLevel} />
      ))}
    </ol>
  );
}

/** Follow or stop following a blogger: one button in a form (post/redirect/get). */
export function FollowButton({ action, following, token, returnTo }: { action: string; following: boolean; token: string; returnTo: string }) {
  return (
    <form method="post" action={action} className="an-blog__follow">
      <TokenField token={token} />
      <input type="hidden" name="terug" value={returnTo} />
      <input type="hidden" name="volgen" value={following ? 'nee' : 'ja'} />
      {following ? <p className="an-field__hint">{t.blog.following}</p> : <p className="an-field__hint">{t.blog.followHint}</p>}
      <button type="submit" className={following ? 'an-button an-button--secondary' : 'an-button'}>
        {following ? t.blog.unfollow : t.blog.follow}
      </button>
    </form>
  );
}

/** The notice after a post/redirect/get (`?melding=`), when it is one of the blogs'. */
export function blogNotice(value: string | undefined): string | null {
  return value && Object.prototype.hasOwnProperty.call(t.notices, value) ? t.notices[value as keyof typeof t.notices] : null;
}
export const NOTICE_PARAM = 'melding';
