/**
 * Pieces every forum screen shares: the frame with the helpline in sight
 * (the audience may need someone now), the author line, a list of
 * conversations, and the follow control (radios in a fieldset and a submit
 * button: works without JavaScript).
 */
import type { ReactNode } from 'react';
import { formatDate } from '../../format/date';
import { FOLLOW_LEVELS, type AuthorView, type ConversationSummary, type FollowLevel } from '../../model/forum';
import { href } from '../../routes';
import { HELPLINE, nl } from '../../texts/nl';
import { KeyedPart } from '../../ui/reused-part';
import { TokenField } from '../account/parts';

const t = nl.forum;

/** One formatter for every post's time (making an Intl formatter costs more than using one). */
let timeFormat: Intl.DateTimeFormat | undefined;

/** Date and time in Dutch, as on a post ('12 maart 2026, 14:05'). */
export function dateTime(iso: string): string {
  timeFormat ??= new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' });
  return `${formatDate(iso)}, ${timeFormat.format(new Date(iso))}`;
}

export function Helpline() {
  return (
    <aside className="an-forum__helpline" aria-label={nl.pageChrome.helplineLabel}>
      <p>
        {t.helpline} <a href={HELPLINE.href}>{nl.pageChrome.helplineCall}</a>
      </p>
    </aside>
  );
}

export function ForumFrame({ title, intro, children, aside }: { title: string; intro?: ReactNode; children?: ReactNode; aside?: ReactNode }) {
  return (
    <div className="an-container an-forum">
      <h1>{title}</h1>
      {intro ? <p className="an-forum__intro">{intro}</p> : null}
      <Helpline />
      {aside}
      {children}
    </div>
  );
}

export function authorName(author: AuthorView): string {
  return author.username ?? nl.account.deletedUser;
}

/** Photo and name; the name links to the member's page (a deleted account: the name only). */
export function Author({ author }: { author: AuthorView }) {
  return (
    <span className="an-author">
      {author.photoUrl ? <img className="an-author__photo" src={author.photoUrl} alt="" width={40} height={40} loading="lazy" /> : <span className="an-author__initial" aria-hidden="true">{authorName(author).slice(0, 1).toUpperCase()}</span>}
      {author.username ? <a href={href('member-profile', { username: author.username })}>{author.username}</a> : <span>{nl.account.deletedUser}</span>}
    </span>
  );
}

/** What a conversation's line shows: link, title, locked, unread, topic or group, author, replies, last activity. */
type ItemFacts = [string, string, boolean, number, string | null, string, number, string];

/** A conversation's line from its facts as JSON (KeyedPart: the key holds every input). */
function itemLine(key: string): ReactNode {
  const [link, title, locked, unread, place, author, replies, lastActivityAt] = JSON.parse(key) as ItemFacts;
  const s = t.summary;
  return (
    <>
      <h3 className="an-thread__title">
        <a href={link}>{title}</a>
        {locked ? <span className="an-tag">{s.locked}</span> : null}
        {unread ? <span className="an-tag an-tag--new">{s.unread(unread)}</span> : null}
      </h3>
      <p className="an-thread__meta">
        {place !== null ? <span>{place}</span> : null}
        <span>
          {s.startedBy} {author}
        </span>
        <span>{s.replies(replies)}</span>
        <span>
          {s.lastActivity}: <time dateTime={lastActivityAt}>{formatDate(lastActivityAt)}</time>
        </span>
      </p>
    </>
  );
}

/** A conversation's line, its markup kept by what it shows (a list page asked again renders only its items' tags). */
export function ConversationItem({ item }: { item: ConversationSummary }) {
  const facts: ItemFacts = [
    item.unreadHref ?? item.path,
    item.title,
    item.locked,
    item.unread ?? 0,
    item.topic?.name ?? item.group?.name ?? null,
    authorName(item.author),
    item.replyCount,
    item.lastActivityAt,
  ];
  return <KeyedPart tag="li" attrs={{ className: 'an-thread' }} partKey={JSON.stringify(facts)} render={itemLine} />;
}

/** A list of conversations; `data-list-items` lets 'Toon meer' append the next page in place. */
export function ConversationList({ items }: { items: readonly ConversationSummary[] }) {
  return (
    <ul className="an-threads" data-list-items="">
      {items.map((item) => (
        <ConversationItem key={item.id} item={item} />
      ))}
    </ul>
  );
}

/** The three levels as radios and a button; the current level is checked ('Niet volgen' when none was chosen). */
export function FollowControl({ action, legend, level, token, texts, returnTo }: {
  action: string;
  legend: string;
  level: FollowLevel | null;
  token: string;
  texts: Record<FollowLevel, { label: string; hint: string }>;
  returnTo: string;
}) {
  const current = level ?? 'mute';
  const id = `volgen-${action.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <form className="an-follow" method="post" action={action}>
      <TokenField token={token} />
      <input type="hidden" name="terug" value={returnTo} />
      <fieldset className="an-fieldset">
        <legend className="an-fieldset__legend">{legend}</legend>
        {FOLLOW_LEVELS.map((value) => (
          <div className="an-checkbox" key={value}>
            <input className="an-checkbox__input" type="radio" id={`${id}-${value}`} name="level" value={value} defaultChecked={value === current} aria-describedby={`${id}-${value}-hint`} />
            <label className="an-checkbox__label" htmlFor={`${id}-${value}`}>
              {texts[value].label}
            </label>
            <p className="an-field__hint" id={`${id}-${value}-hint`}>
              {texts[value].hint}
            </p>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="an-button an-button--secondary">
        {t.follow.submit}
      </button>
    </form>
  );
}

/** For visitors where members would write: log in or register (spec: 'Log in of registreer om te reageren'). */
export function LoginToWrite({ text, returnTo }: { text: string; returnTo: string }) {
  return (
    <div className="an-forum__login">
      <p>{text}</p>
      <p className="an-account__actions">
        <a className="an-button" href={href('login', { terug: returnTo })}>
          {t.conversation.login}
        </a>
        <a className="an-button an-button--secondary" href={href('register')}>
          {t.conversation.register}
        </a>
      </p>
    </div>
  );
}

/** The breadcrumbs of a community page: home, 'Ervaringen delen', then the page's own trail. */
export function communityTrail(...trail: { title: string; url: string }[]): { title: string; url: string }[] {
  return [{ title: nl.site.homeLabel, url: href('home') }, { title: nl.forum.landing.title, url: href('share-experiences') }, ...trail];
}

/** The Dutch text of a forum form's error key ('Profanity:woord' names the word). */
export function forumErrorText(key: string): string {
  const [code, word] = key.split(':');
  if ((code === 'Profanity' || code === 'Refused') && word) return nl.profanity.field.replace('{woord}', word);
  return (t.errors as Record<string, string>)[key] ?? t.errors.Generic;
}
