/**
 * Pieces the inbox screens share: the members-only rule (visitors get the
 * 403 page of the accounts work, with log in or register), the frame, a
 * member's name and photo, the notices after post/redirect/get. Every inbox
 * screen is `private, no-store`.
 */
import type { ReactNode } from 'react';
import type { InboxMember } from '../../model/inbox';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import { forbiddenLoaded } from '../account/messages';
import type { Loaded, ScreenContext } from '../screen';

const t = nl.inbox;

export const PRIVATE = { 'cache-control': 'private, no-store' } as const;

export type MemberGuarded<D> = { kind: 'forbidden'; returnTo: string; loggedIn: boolean } | ({ kind: 'ok' } & D);

/** The 403 answer for a visitor; null for a logged-in member. */
export function refuseVisitor<D>(ctx: ScreenContext, returnTo: string): Loaded<MemberGuarded<D>> | null {
  if (ctx.viewer) return null;
  const f = forbiddenLoaded(returnTo, false);
  return { ...f, data: { kind: 'forbidden', ...f.data } };
}

export const inboxSeo = (title: string) => ({ title, robots: 'noindex, nofollow', canonical: null });

export const nameOf = (m: InboxMember): string => m.username ?? t.deletedMember;

export const inboxNotice = (value: string | undefined): string | null => (value && Object.hasOwn(t.notices, value) ? t.notices[value]! : null);

export const inboxErrorText = (key: string): string => {
  const [code, word] = key.split(':');
  if (code === 'Profanity' && word) return nl.profanity.field.replace('{woord}', word);
  return t.errors[key] ?? nl.forum.errors.Generic;
};

export function MemberBadge({ member }: { member: InboxMember }) {
  const name = nameOf(member);
  return (
    <span className="an-author">
      {member.photoUrl ? (
        <img className="an-author__photo" src={member.photoUrl} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className="an-author__initial" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      {member.username ? <a href={href('member-profile', { username: member.username })}>{name}</a> : <span>{name}</span>}
    </span>
  );
}

export function InboxFrame({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <div className="an-container an-forum an-inbox">
      <h1>{title}</h1>
      {intro ? <p className="an-forum__intro">{intro}</p> : null}
      {children}
    </div>
  );
}
