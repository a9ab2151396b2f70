/**
 * The moderators' screens share a frame (with links between them) and one
 * rule: moderators only. A visitor gets the 403 page with log in or
 * register; a member without the role the plain 403 page.
 */
import type { ReactNode } from 'react';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import { forbiddenLoaded } from '../account/messages';
import type { Loaded, ScreenContext } from '../screen';

const t = nl.moderation.nav;

export type Guarded<D> = { kind: 'forbidden'; returnTo: string; loggedIn: boolean } | ({ kind: 'ok' } & D);

/** The 403 answer for anyone but a moderator; null for a moderator. */
export function refuseUnlessModerator<D>(ctx: ScreenContext, returnTo: string): Loaded<Guarded<D>> | null {
  if (ctx.viewer?.role === 'moderator') return null;
  const f = forbiddenLoaded(returnTo, ctx.viewer !== null);
  return { ...f, data: { kind: 'forbidden', ...f.data } };
}

export function ModerationFrame({ title, intro, current, children }: { title: string; intro: string; current: 'queue' | 'log' | 'words'; children: ReactNode }) {
  const links = [
    ['queue', href('moderation'), t.queue],
    ['log', href('moderation-log'), t.log],
    ['words', href('moderation-words'), t.words],
  ] as const;
  return (
    <div className="an-container an-forum an-moderation">
      <h1>{title}</h1>
      <nav className="an-tabs" aria-label={t.label}>
        <ul className="an-tabs__list">
          {links.map(([key, url, label]) => (
            <li className="an-tabs__item" key={key}>
              <a className="an-tabs__link" href={url} aria-current={key === current ? 'page' : undefined}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="an-forum__intro">{intro}</p>
      {children}
    </div>
  );
}

export const moderationSeo = (title: string) => ({ title, robots: 'noindex, nofollow', canonical: null });
