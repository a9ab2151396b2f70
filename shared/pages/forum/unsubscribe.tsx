/**
 * The page behind the visible unsubscribe link in a notification mail: a
 * button that posts (a mail scanner opening the link changes nothing). The
 * same address takes the RFC 8058 one-click POST of the mail's header
 * (worker/routes/forum/notifications.ts). No login needed: the code is the proof.
 */
import { param, href } from '../../routes';
import { nl } from '../../texts/nl';
import type { ScreenModule } from '../screen';
import { ForumFrame } from './parts';

const t = nl.forum.unsubscribe;

export type UnsubscribeData = { state: 'ask'; code: string } | { state: 'done' } | { state: 'invalid' };

export function UnsubscribeView({ data }: { data: UnsubscribeData }) {
  if (data.state === 'done' || data.state === 'invalid') {
    return (
      <ForumFrame title={t.title} intro={data.state === 'done' ? t.done : t.invalid}>
        <p>
          <a href={href('my-settings')}>{t.settings}</a>
        </p>
      </ForumFrame>
    );
  }
  return (
    <ForumFrame title={t.title} intro={t.intro}>
      <form method="post" action={href('unsubscribe', { code: data.code })}>
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit" className="an-button">
          {t.submit}
        </button>
      </form>
    </ForumFrame>
  );
}

export const unsubscribeScreen: ScreenModule<UnsubscribeData> = {
  async load(ctx) {
    const code = param(ctx.params, 'code') ?? '';
    const done = param(ctx.params, 'uitgezet') === 'ja';
    const data: UnsubscribeData = done ? { state: 'done' } : /^\d{1,12}\.[0-9a-f]{32}$/.test(code) ? { state: 'ask', code } : { state: 'invalid' };
    return {
      data,
      seo: { title: t.title, robots: 'noindex, nofollow', canonical: null },
      // The code names a member: never in a shared cache.
      headers: { 'cache-control': 'private, no-store' },
      status: data.state === 'invalid' ? 400 : 200,
    };
  },
  View: UnsubscribeView,
};
